import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ADMIN_TABS, tabOfPath, type AdminTab } from "./admin-tabs.ts";

const DEFAULT_URLS = Object.fromEntries(ADMIN_TABS.map((t) => [t.value, t.path])) as Record<AdminTab, string>;

/**
 * The last URL seen in each tab, so going back to a tab returns to its filters, page or open item,
 * as when the tabs were kept in memory.
 */
export function useTabUrls() {
  const { pathname, search } = useLocation();
  const tab = tabOfPath(pathname);
  const [urls, setUrls] = useState(() => (tab ? { ...DEFAULT_URLS, [tab]: pathname + search } : DEFAULT_URLS));

  useEffect(() => {
    if (tab) setUrls((u) => (u[tab] === pathname + search ? u : { ...u, [tab]: pathname + search }));
  }, [tab, pathname, search]);

  return { tab, urls };
}
