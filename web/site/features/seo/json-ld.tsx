import { useNonce } from "../../../lib/nonce.tsx";

/**
 * Structured data for search engines. `<` is escaped so no text from the catalogue can close the
 * script element; the CSP nonce rides along like on every other inline script.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonces from the DOM and the client has none: not a real mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
