import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CAROUSEL_RESIZE_DEBOUNCE_MS } from '../../../shared/constants.js';
import { breakpointName } from './layout.js';

/**
 * The carousel's measured layout: the height of the slide in view, so slides of different
 * shapes do not leave gaps. Rebuilt on resize after a 300 ms pause, at once when the
 * breakpoint changes, when all images have loaded, and when the slide changes.
 */
export function useCarouselLayout(
  viewport: RefObject<HTMLElement | null>,
  index: number,
  imageCount: number,
): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  const breakpoint = useRef<string>('');

  const rebuild = useCallback(() => {
    const slide = viewport.current?.querySelectorAll<HTMLElement>('[data-slide]')[index];
    if (slide) setHeight(slide.offsetHeight);
  }, [viewport, index]);

  useEffect(() => {
    rebuild();
    breakpoint.current = breakpointName(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      const now = breakpointName(window.innerWidth);
      clearTimeout(timer);
      if (now !== breakpoint.current) {
        breakpoint.current = now;
        rebuild();
      } else {
        timer = setTimeout(rebuild, CAROUSEL_RESIZE_DEBOUNCE_MS);
      }
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [rebuild]);

  // Load events do not bubble, but they do pass ancestors in the capture phase.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let loaded = 0;
    const onLoad = (e: Event) => {
      if (!(e.target instanceof HTMLImageElement)) return;
      loaded += 1;
      if (loaded >= imageCount || e.target.closest('[data-current]')) rebuild();
    };
    el.addEventListener('load', onLoad, true);
    return () => el.removeEventListener('load', onLoad, true);
  }, [viewport, imageCount, rebuild]);

  return height;
}
