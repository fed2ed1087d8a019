/** Defined (true) by web/preact-runtime.ts in the client build it makes run Preact. */
declare const __PREACT_IN_THE_BROWSER__: true | undefined;

/** The browser build runs Preact (ADR 060); the server, the dev server and Vitest run React. */
export const preactInTheBrowser = typeof __PREACT_IN_THE_BROWSER__ !== "undefined";

/** Settles in a later task: the browser handles input and paints in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
