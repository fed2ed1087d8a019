/** The token is in the URL: not for search engines, caches or other sites' Referer logs (ADR 017). */
export const STATUS_PAGE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
} as const;
