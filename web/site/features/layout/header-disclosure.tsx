import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { iconButtonClass } from "../../../ui/icon-button.tsx";

type Props = {
  /** The summary's accessible name while closed and while open ('Abrir menú' / 'Cerrar menú'). */
  labels: { open: string; close: string };
  /** Icons of the two states: CSS shows the right one, so they are right before the scripts run. */
  icons: { closed: ReactNode; open: ReactNode };
  /** Runs once the panel has opened (e.g. focus the search field). */
  onOpen?: (panel: HTMLElement) => void;
  panelId: string;
  testIds: { summary: string; panel?: string };
  children: ReactNode;
};

/**
 * A header icon that opens a panel under the bar (the phone's menu and search). It is a native
 * `<details>`, so it opens and closes without JavaScript (issue 22); once the scripts run it also
 * closes on Escape (focus back on its icon), on a tap outside and after a navigation.
 */
export function HeaderDisclosure({ labels, icons, onOpen, panelId, testIds, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const panel = details.current?.querySelector<HTMLElement>(`#${panelId}`);
    if (open && panel) onOpenRef.current?.(panel);
  }, [open, panelId]);

  // Listening from the start, not from the re-render that follows opening: a tap outside right
  // after the panel opened came before that render's listener and left the panel open.
  useEffect(() => {
    const el = details.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !el.open) return;
      el.open = false;
      el.querySelector("summary")?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (el.open && e.target instanceof Node && !el.contains(e.target)) el.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={details} className="group md:hidden" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className={`${iconButtonClass("bar")} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        aria-label={open ? labels.close : labels.open}
        data-testid={testIds.summary}
      >
        <span className="group-open:hidden">{icons.closed}</span>
        <span className="hidden group-open:inline">{icons.open}</span>
      </summary>
      <div
        id={panelId}
        className="absolute inset-x-0 top-full border-y border-slate-200 bg-white px-4 py-3 shadow-md dark:border-slate-800 dark:bg-surface-dark"
        data-testid={testIds.panel}
      >
        {children}
      </div>
    </details>
  );
}
