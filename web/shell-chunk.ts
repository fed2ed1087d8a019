/**
 * Which modules Vite puts in the `shell` chunk (vite.config.ts), which every page loads first.
 * A group also takes in everything its modules import, so only what every public page runs
 * belongs here (ADR 041); web/first-load.test.ts checks that nothing it reaches imports zod.
 * From web/session, the provider alone: the sign-in forms (web/panel) bring contracts/auth.ts's
 * schemas and load with /login. From the basket, its state and provider (the header's badge). No lucide-react pattern: the header's icons come in as the layout's imports, and every
 * other icon travels with the first chunk that draws it, not with every page.
 */
// Left out: the panel's helpers in web/lib (downloads, list queries, debounced filters, field
// errors), which go with the pages that use them. Taken in: the root route's providers, error page
// and the controls' class names (shared by every form), which every page loads anyway.
export const SHELL_CHUNK_TEST =
  /[\\/]web[\\/](lib[\\/](?!download-file|field-errors|query|use-debounced-value)|site[\\/]features[\\/](basket[\\/](basket-state|basket-provider)\.tsx?$|layout[\\/])|session[\\/]auth-provider\.tsx$|app-providers\.tsx$|ui[\\/](button\.tsx|error-page\.tsx|theme-provider\.tsx|toast-provider\.tsx|control-class\.ts)$)/;

/**
 * The framework (Preact's React compatibility layer, which the browser build runs instead of React
 * and React DOM: web/preact-runtime.ts, or React itself in a build without that plugin; React
 * Router) in the same chunk: every page
 * runs it first, and as the entry's and two stub files of their own it cost requests and gzip's
 * shared dictionary. Also the one icon every public page draws outside the shell's own
 * (chevron-right: breadcrumbs, sliders, pagination), a file of 0.2 KB otherwise.
 */
export const SHELL_PACKAGES_TEST =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]chevron-right\.mjs$/;

/** Whether Vite puts a module (its resolved id) in the `shell` chunk. */
export const inShellChunk = (id: string) => SHELL_CHUNK_TEST.test(id) || SHELL_PACKAGES_TEST.test(id);
