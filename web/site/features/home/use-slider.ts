import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";

/** Spec §9: a slide every 6 s, a swipe of at least 50 px, changes locked for 300 ms. */
export const SLIDE_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 50;
export const TRANSITION_LOCK_MS = 300;

/** Wraps both ways: after the last slide comes the first, before the first the last. */
export const wrapIndex = (i: number, count: number) => ((i % count) + count) % count;

/** Which way a horizontal drag of `dx` pixels moves the slider: +1 next, -1 previous, 0 none. */
export const swipeDirection = (dx: number) => (Math.abs(dx) < SWIPE_THRESHOLD_PX ? 0 : dx < 0 ? 1 : -1);

/**
 * State of the home slider. Autoplay waits until the browser says motion is welcome: it never
 * starts for people who ask for reduced motion, nor on the server.
 */
export function useSlider(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const locked = useRef(false);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const goTo = useCallback(
    (target: number) => {
      if (locked.current) return;
      locked.current = true;
      setTimeout(() => (locked.current = false), TRANSITION_LOCK_MS);
      setIndex(wrapIndex(target, count));
    },
    [count],
  );

  const autoplay = !reducedMotion && !paused && count > 1;
  // Keyed on the index: any change (manual or automatic) restarts the full interval.
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => goTo(index + 1), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [autoplay, index, goTo]);

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      startX.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (startX.current === null) return;
      const dir = swipeDirection(e.clientX - startX.current);
      startX.current = null;
      if (dir) goTo(index + dir);
    },
    onPointerCancel: () => (startX.current = null),
  };

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    prev: () => goTo(index - 1),
    autoplay,
    reducedMotion,
    paused,
    togglePaused: () => setPaused((p) => !p),
    swipe,
  };
}
