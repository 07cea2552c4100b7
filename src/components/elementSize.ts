import { startTransition, useCallback, useState } from 'react';

export interface ElementSize {
  readonly width: number;
  readonly height: number;
}

/**
 * An element's content size in whole pixels, kept up to date: a ref to put on it, and the
 * size (undefined until first laid out). Read from a ResizeObserver, which reports after
 * layout without forcing one, and set in a transition, so what is drawn at that size renders
 * in slices; where the browser has no ResizeObserver, measured once.
 */
export function useElementSize<TElement extends Element>(): readonly [
  (element: TElement | null) => (() => void) | undefined,
  ElementSize | undefined,
] {
  const [size, setSize] = useState<ElementSize>();
  const measure = useCallback((element: TElement | null) => {
    if (!element) return undefined;
    const update = (width: number, height: number) => {
      const next = { width: Math.floor(width), height: Math.floor(height) };
      startTransition(() =>
        setSize((current) =>
          current?.width === next.width && current.height === next.height ? current : next,
        ),
      );
    };
    if (typeof ResizeObserver === 'undefined') {
      const { width, height } = element.getBoundingClientRect();
      update(width, height);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [measure, size] as const;
}
