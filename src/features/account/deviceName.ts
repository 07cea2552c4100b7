/**
 * A session's device in words ("Chrome · Windows") from its user agent. Rough on purpose:
 * enough for a person to recognise their own devices, not a full parser.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/MicroMessenger\//, 'WeChat'],
  [/(OPR|Opera)\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Windows/, 'Windows'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const first = (table: readonly (readonly [RegExp, string])[], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** Null when nothing is recognised: the screen then says "unknown device". */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parts = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
