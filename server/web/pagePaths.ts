/**
 * What the build wrote per page (its chunks to preload, its prerendered markup), found by a
 * page load's path. The build keys each page by its route-table path, so a page whose path
 * names a parameter (`/verify/:certificateNo`) answers every address it matches.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/verify/:certificateNo` → a pattern of `/verify/` and one segment. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}$`,
  );

export type PageLookup<Value> = (path: string) => Value | undefined;

export function pageLookup<Value>(entries: Iterable<[string, Value]>): PageLookup<Value> {
  const exact = new Map<string, Value>();
  const patterns: [RegExp, Value][] = [];
  for (const [path, value] of entries) {
    if (path.includes('/:')) patterns.push([patternOf(path), value]);
    else exact.set(path, value);
  }
  return (path) => exact.get(path) ?? patterns.find(([pattern]) => pattern.test(path))?.[1];
}
