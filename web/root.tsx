import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./load-context.ts";
import stylesheet from "./app.css?url";
import { AppProviders } from "./app-providers.tsx";
import { ErrorPage } from "./ui/error-page.tsx";
import { hydrationFinished } from "./ui/hydrate-later.tsx";
import { THEME_SCRIPT } from "./ui/theme-script.ts";
import { useNonce } from "./lib/nonce.tsx";
import { START_SCRIPTS_AFTER_PAINT } from "./ui/scripts-after-paint-script.ts";
import type { RootData } from "./lib/root-data.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

/** Public company data every page shows (header, footer, chat button). Never secrets. */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  return { company: context.company, publicUrl: context.publicUrl };
}

// Company data is fixed for the life of the process: never refetch it on navigation.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script sets the theme class before React runs, hence suppressHydrationWarning.
    <html lang="es" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The browser hides nonces from the DOM and the client has none: not a real mismatch. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: START_SCRIPTS_AFTER_PAINT }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // Tests (and nothing else) wait for this before clicking: set once the parts hydrated later are too.
  useEffect(() => {
    void hydrationFinished().then(() => (document.body.dataset.hydrated = "true"));
  }, []);
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/** Failures outside any page (the shell itself): a plain Spanish page without the site chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
