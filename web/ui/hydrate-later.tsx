import { Suspense, useState, type ReactNode } from "react";
import { nextTask, preactInTheBrowser } from "../lib/browser-runtime.ts";

type Gate = { open: boolean; opened: Promise<void> };

/** Gates made while the page the server sent is hydrated; none once it is (a later render is a client one). */
let gates: Promise<void>[] | undefined = typeof document === "undefined" ? undefined : [];

function gate(): Gate {
  // Each gate opens in a task of its own: the browser handles input and paints in between.
  const made = { open: false } as Gate;
  made.opened = nextTask().then(() => {
    made.open = true;
  });
  gates!.push(made.opened);
  return made;
}

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Preact keeps the server's markup of a component that suspends while it hydrates, and
  // hydrates it when the promise settles (preact/src/diff/index.js, MODE_SUSPENDED).
  if (!gate.open) throw gate.opened;
  return children;
}

/**
 * Hydrates `children` (one element: Preact keeps a suspended component's first node) in a task
 * of its own after the rest of the page (ADR 062). Hydrating /productos took one task of 65–80 ms
 * on this machine, 4× that on Lighthouse's phone: the largest part of its blocking time. The
 * markup is the server's from the start; only its handlers arrive a task later. Where React runs
 * in the browser (the dev server) and on the server, the children render in place: React's
 * hydration expects the markers its server renders around a Suspense boundary.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [held] = useState(() => (preactInTheBrowser && gates ? gate() : undefined));
  if (!held) return children;
  return (
    <Suspense fallback={null}>
      <Held gate={held}>{children}</Held>
    </Suspense>
  );
}

/**
 * Settles once every part the first hydration put off is hydrated; from then on, parts render at
 * once. Called by the root after the first hydration (tests wait for the mark it then sets).
 */
export async function hydrationFinished(): Promise<void> {
  const waiting = gates ?? [];
  gates = undefined;
  await Promise.all(waiting);
  // The last gate's render runs right after its promise settles: one more task for it.
  await nextTask();
}
