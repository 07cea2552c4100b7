/**
 * The association's calendar and clock. Validity dates, deadlines and "today" are days of
 * the association's own time zone (Asia/Shanghai unless the deployment says otherwise), so
 * a step's day and a shown time are the same whatever the clock's own zone is: the
 * server's, a browser abroad, a test runner's. Pure: Intl only, no process or window.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** One formatter per zone: building one costs far more than using it (exports use thousands). */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `moment`, as the UTC fields of a Date (to the second), from Intl. */
function formattedWallClock(moment: Date, timeZone: string): Date {
  const field: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(moment)) {
    if (part.type !== 'literal') field[part.type] = Number(part.value);
  }
  return new Date(
    Date.UTC(
      field.year ?? 1970,
      (field.month ?? 1) - 1,
      field.day ?? 1,
      (field.hour ?? 0) % 24,
      field.minute ?? 0,
      field.second ?? 0,
    ),
  );
}

/**
 * A zone's offset from UTC is kept per UTC day: formatting with Intl costs microseconds, and
 * an export formats a date in every row (a profile of an export of 14k applications: 14 % of
 * its time). Offsets change only at a zone's transitions, at most a few a year; a day whose
 * two ends differ (a transition inside it) is not kept, its moments are formatted each.
 */
const DAY_MS = 24 * 60 * 60_000;
const MAX_KEPT_DAYS = 10_000;
const keptOffsets = new Map<string, number | null>();

const offsetOf = (instant: number, timeZone: string) =>
  formattedWallClock(new Date(instant), timeZone).getTime() - Math.floor(instant / 1000) * 1000;

function dayOffset(instant: number, timeZone: string): number | null {
  const day = Math.floor(instant / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = keptOffsets.get(key);
  if (offset === undefined) {
    const start = day * DAY_MS;
    const first = offsetOf(start, timeZone);
    offset = first === offsetOf(start + DAY_MS - 1, timeZone) ? first : null;
    if (keptOffsets.size >= MAX_KEPT_DAYS) keptOffsets.clear();
    keptOffsets.set(key, offset);
  }
  return offset;
}

/** The zone's wall clock at `moment`, as the UTC fields of a Date (to the second). */
function wallClock(moment: Date, timeZone: string): Date {
  const instant = moment.getTime();
  const offset = dayOffset(instant, timeZone);
  if (offset === null) return formattedWallClock(moment, timeZone);
  return new Date(Math.floor(instant / 1000) * 1000 + offset);
}

/** An IANA zone name this runtime knows (`Asia/Shanghai`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD`: the association's day at `moment`. */
export function associationDay(moment: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return wallClock(moment, timeZone).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm`: the association's clock at `moment`. */
export function associationDateTime(moment: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return wallClock(moment, timeZone).toISOString().slice(0, 16).replace('T', ' ');
}

/** How far the zone's clock is ahead of UTC at `instant` (ms since the epoch, whole seconds). */
const offsetAt = (instant: number, timeZone: string) =>
  wallClock(new Date(instant), timeZone).getTime() - instant;

/**
 * The first instant of a `YYYY-MM-DD` day of the association. Twice: the offset at the
 * first guess may differ from the one at midnight itself across a daylight-saving change.
 */
export function startOfAssociationDay(isoDate: string, timeZone = DEFAULT_TIME_ZONE): Date {
  const asUtc = Date.parse(`${isoDate}T00:00:00Z`);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}
