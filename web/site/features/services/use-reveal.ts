import { useEffect, useRef, useState } from "react";

export type RevealState = "static" | "hidden" | "shown";

/**
 * Fade-in when the element scrolls into view (spec §2 services cards). Server render and
 * reduced-motion users get the element as is; only elements below the fold start hidden, so
 * nothing already on screen flickers after hydration.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px", threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}

export const revealClass: Record<RevealState, string> = {
  static: "",
  hidden: "opacity-0 translate-y-6",
  shown: "opacity-100 translate-y-0 transition-all duration-700 ease-out",
};
