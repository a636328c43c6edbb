import { useEffect, useState, type RefObject } from 'react';
import { IMAGE_IN_VIEW_THRESHOLD } from '../../../shared/constants.js';

/**
 * True once `ref` has been at least `threshold` visible (images stay lazy until visible, once).
 * False on the server and before hydration, so the first client render matches the HTML.
 */
export function useInView(ref: RefObject<Element | null>, enabled = true, threshold = IMAGE_IN_VIEW_THRESHOLD): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!enabled || inView) return;
    const el = ref.current;
    if (!el) return;
    // Old browsers without IntersectionObserver simply load everything.
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // An element taller than the viewport can never reach the ratio; filling half the viewport counts.
        const seen = (e: IntersectionObserverEntry) =>
          e.isIntersecting &&
          (e.intersectionRatio >= threshold || e.intersectionRect.height >= (e.rootBounds?.height ?? Infinity) / 2);
        if (entries.some(seen)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, inView, threshold]);
  return inView;
}
