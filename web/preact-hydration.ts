import { Fragment, options, type VNode } from "preact";
import { HydratedRouter } from "react-router/dom";
import { nextTask, preactInTheBrowser } from "./lib/browser-runtime.ts";

/** Props that hold an id or name elements by id, and the attribute each is. */
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  htmlFor: "for",
  for: "for",
  list: "list",
  "aria-controls": "aria-controls",
  "aria-describedby": "aria-describedby",
  "aria-labelledby": "aria-labelledby",
  "aria-activedescendant": "aria-activedescendant",
  "aria-owns": "aria-owns",
  "aria-errormessage": "aria-errormessage",
};

function matchIds(vnode: VNode) {
  // `__e` is Preact's element of a vnode (its `_dom`, under the name every Preact 10 and 11 build
  // ships; Preact's devtools read it too).
  const element = (vnode as VNode & { __e?: unknown }).__e;
  if (typeof vnode.type !== "string" || !(element instanceof Element)) return;
  const props = vnode.props as Record<string, unknown>;
  for (const prop in ID_ATTRIBUTES) {
    const value = props[prop];
    if (typeof value === "string" && element.getAttribute(ID_ATTRIBUTES[prop]) !== value)
      element.setAttribute(ID_ATTRIBUTES[prop], value);
  }
}

/**
 * What Preact (the browser build's React: web/preact-runtime.ts) needs to hydrate the page React
 * rendered on the server, and behave as React does (ADR 060). Where React runs (the dev server, a
 * build without the plugin) it returns at once.
 *
 * 1. Preact renders into `document` as into its `<html>` element (preact/src/render.js), so the
 *    root layout's `<html>` would be made again inside the one the server sent: on the client it
 *    is a Fragment, and its head and body hydrate in place. Its attributes (lang) never change.
 * 2. Preact pairs each element it hydrates with the first unclaimed DOM element of the same tag,
 *    whatever its attributes. React's server renderer adds to <head> links no component renders
 *    there: preloads for the pictures marked high priority, and <Scripts>' module preloads, which
 *    it moves up from <body>. Left in place they would take the place of the root's own links
 *    (canonical, icon, stylesheet), which Preact would then remove as surplus: an unstyled page.
 *    They have done their work when this runs (the scripts run after the first paint, ADR 058):
 *    they go, and Preact makes <Scripts>' preloads again in <body>, where it renders them.
 * 3. Preact runs effects after the next frame is painted (up to 35 ms later), React before it
 *    handles the next input. Radix keeps its handlers current in effects and react-hook-form
 *    resets in them: an Escape or a click right after a keystroke met stale handlers (a dirty
 *    form closed without asking). Effects run in a microtask after each render here, as React
 *    runs those of a click or a keystroke.
 * 4. React's server and Preact make different useId values, and Preact sets no attribute while it
 *    hydrates: an element kept React's id while a partner rendered later (the suggestion list the
 *    search box's aria-controls names, a field's error or hint) took Preact's. After every element
 *    is diffed, its id and the attributes naming ids are made to match its props.
 * 5. HydratedRouter suspends its first render until the router's state, streamed in the page, is
 *    decoded: it throws that promise. React waits on a suspended root; Preact has no root-level
 *    suspension and fails. So the decoding starts here, outside any render, and hydration waits
 *    for it. Called while the state is not decoded, the component throws before reaching a hook.
 * 6. Once the state is decoded, the same call makes the router (matching the routes, reading the
 *    state: a third of the hydration's task on a product page, ADR 062) and keeps it for the
 *    render; it then throws at its first hook, outside a render. Made in a task of its own, the
 *    router leaves the hydration's task a third shorter on a phone.
 */
export async function readyForPreact(): Promise<void> {
  if (!preactInTheBrowser) return;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === "html") vnode.type = Fragment;
    previous?.(vnode);
  };
  const previousDiffed = options.diffed;
  options.diffed = (vnode) => {
    matchIds(vnode);
    previousDiffed?.(vnode);
  };
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"], link[rel$="modulepreload"]'))
    link.remove();
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    // Anything else (the state failed to decode) the real render throws again, and reports.
  }
  await nextTask();
  try {
    HydratedRouter({});
  } catch {
    // Its first hook, outside a render (or a failure the real render throws again, and reports).
  }
  await nextTask();
}
