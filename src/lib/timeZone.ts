/**
 * The association's time zone, as the server that served this page says it
 * (ASSOCIATION_TIME_ZONE, in a meta tag of index.html: server/web/client.ts). Every time
 * the screens show, and "today", are the association's, whatever the viewer's own zone: a
 * submission at 22:01 and a validity "from tomorrow" then agree abroad too. Without the tag
 * (the Vite dev server, Storybook) it is the default zone, Asia/Shanghai.
 *
 * Read when first needed, not as the module loads: checking the zone builds the page's first
 * `Intl.DateTimeFormat` with a time zone, whose time-zone data cost about 80 ms on this
 * machine (a third of the home page's script evaluation); a page that shows no date pays
 * nothing.
 */
import { DEFAULT_TIME_ZONE, isTimeZone } from '@machines/workflows/associationDay';

function servedTimeZone(): string {
  const named =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="association-time-zone"]')?.content;
  return named && isTimeZone(named) ? named : DEFAULT_TIME_ZONE;
}

let timeZone: string | undefined;

export function associationTimeZone(): string {
  timeZone ??= servedTimeZone();
  return timeZone;
}
