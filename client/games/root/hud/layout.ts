import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the top of `box` the element `selector` finds ends (px), followed as it
 * grows or the window resizes; null while it is absent. The faction boards start under the
 * seats panel this way, whatever the number of seats it lists. `remeasure`: a value whose
 * change means the element may have come or gone.
 */
export function useBottomOf(box: RefObject<HTMLElement | null>, selector: string, remeasure: unknown): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useEffect(() => {
    let watched: Element | null = null;
    const observer = new ResizeObserver(() => measure());
    function measure(): void {
      const el = document.querySelector(selector);
      if (el !== watched) {
        observer.disconnect();
        if (el) observer.observe(el);
        watched = el;
      }
      const top = box.current?.getBoundingClientRect().top ?? 0;
      setBottom(el ? Math.round(el.getBoundingClientRect().bottom - top) : null);
    }
    measure();
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [box, selector, remeasure]);
  return bottom;
}
