/**
 * The width of a chart's box, followed as the page resizes, so charts draw at their real size
 * (text stays crisp, unlike a stretched viewBox). Without ResizeObserver (jsdom) the box's
 * current width, or the fallback, is used.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = (next: number) => {
      if (next > 0) setWidth(Math.floor(next));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
