import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Below this a page change feels instant and a flashing bar would only be noise. */
const SHOW_AFTER_MS = 150;

/**
 * Thin bar across the top while the next page's data loads: on a slow network a followed link
 * otherwise looks ignored until the new page appears all at once.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando página"
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100 dark:bg-primary-950"
    >
      <div className="h-full w-1/3 bg-primary-600 motion-safe:animate-progress dark:bg-primary-400" />
    </div>
  );
}
