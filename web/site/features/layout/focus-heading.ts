import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Focuses the page's main heading inside `container`, focusable by script only (tabindex -1) so
 * Tab order is unchanged. The view stays where the router put it (top of the new page).
 */
export function focusMainHeading(container: ParentNode | null): boolean {
  const heading = container?.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation to another page, focus moves to its h1, so screen-reader and
 * keyboard users start on the new page instead of on the link they left. Not on the first load
 * (the browser starts at the top already) nor when only the query or hash changes (filters,
 * pages of results, in-page anchors keep the user where they are).
 */
export function useFocusHeadingOnNavigation(containerId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusMainHeading(document.getElementById(containerId));
  }, [pathname, containerId]);
}
