import { startTransition, useCallback, useState } from 'react';

/**
 * How far outside the viewport an element counts as near: a little under a phone screen's
 * height, so a scroll finds what it brings into view already drawn.
 */
const NEAR = '600px 0px';

/**
 * Whether an element has come near the viewport, once and for good: a ref to put on it, and
 * the answer. True at once where the browser cannot tell (no IntersectionObserver).
 */
export function useNearViewport<TElement extends Element>(): readonly [
  (element: TElement | null) => (() => void) | undefined,
  boolean,
] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback(
    (element: TElement | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          // What comes near is drawn in slices: a chart's first render is a long one.
          startTransition(() => setNear(true));
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [observe, near] as const;
}
