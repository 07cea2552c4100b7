/**
 * The workflow map's place in the URL: which lifecycle, which period, and which records are
 * listed (a state's, or a transition's), so a reload, a shared link and back keep all three.
 */
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import {
  filtersOf,
  isLifecycleName,
  LIFECYCLE_NAMES,
  LIFECYCLES,
  type LifecycleName,
} from '@machines/workflowMap/lifecycles';
import type { MapPeriod, MapRecordsOf } from '../../lib/api/workflowMap';

export const LIFECYCLE_PARAM = 'lifecycle';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';
export const BUSINESS_LINE_PARAM = 'businessLine';
export const INSTITUTION_PARAM = 'institution';
/** `status:<code>` or `step:<from>:<to>:<event>`. */
export const RECORDS_PARAM = 'records';
/** The parameters that are the map's, not its records list's (page and size). */
export const MAP_PARAMS = [
  LIFECYCLE_PARAM,
  FROM_PARAM,
  TO_PARAM,
  BUSINESS_LINE_PARAM,
  INSTITUTION_PARAM,
  RECORDS_PARAM,
] as const;

/** A month back from today, today included: what a reviewer's month looks like. */
export const DEFAULT_PERIOD_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function daysBefore(isoDay: string, days: number): string {
  const moment = new Date(`${isoDay}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - days);
  return moment.toISOString().slice(0, 10);
}

export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: daysBefore(today, DEFAULT_PERIOD_DAYS - 1), to: today };
}

/** The map the URL names; a missing or broken part falls back to the first lifecycle, a month. */
export function mapPeriodOf(params: URLSearchParams, today: string): MapPeriod {
  const named = params.get(LIFECYCLE_PARAM) ?? '';
  const lifecycle: LifecycleName = isLifecycleName(named)
    ? named
    : (LIFECYCLE_NAMES[0] ?? 'realname');
  const fallback = defaultPeriod(today);
  const from = params.get(FROM_PARAM) ?? '';
  const to = params.get(TO_PARAM) ?? '';
  return withFilters(
    {
      lifecycle,
      from: ISO_DAY.test(from) ? from : fallback.from,
      to: ISO_DAY.test(to) ? to : fallback.to,
    },
    {
      businessLine: numberOf(params.get(BUSINESS_LINE_PARAM)),
      institution: numberOf(params.get(INSTITUTION_PARAM)),
    },
  );
}

const numberOf = (text: string | null): number | undefined =>
  text && /^\d{1,15}$/.test(text) ? Number(text) : undefined;

/**
 * The period with those filters its lifecycle offers and that name something (a line of the
 * ten, an institution's id): another lifecycle's filters are dropped, not sent to a 400.
 */
export function withFilters(
  { lifecycle, from, to }: MapPeriod,
  { businessLine, institution }: Pick<MapPeriod, 'businessLine' | 'institution'>,
): MapPeriod {
  const offers = filtersOf(LIFECYCLES[lifecycle]);
  const line =
    businessLine !== undefined &&
    offers.includes('businessLine') &&
    (BUSINESS_LINES as readonly number[]).includes(businessLine)
      ? { businessLine }
      : {};
  const by =
    institution !== undefined && institution > 0 && offers.includes('institution')
      ? { institution }
      : {};
  return { lifecycle, from, to, ...line, ...by };
}

export function recordsOfParam(value: string | null): MapRecordsOf | null {
  const [kind, ...parts] = (value ?? '').split(':');
  const codeOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);
  if (kind === 'status') {
    const status = codeOf(parts[0]);
    return status === null ? null : { status };
  }
  if (kind === 'step') {
    const fromCode = codeOf(parts[0]);
    const toCode = codeOf(parts[1]);
    const event = parts[2];
    return fromCode === null || toCode === null || !event ? null : { fromCode, toCode, event };
  }
  return null;
}

export function recordsParamOf(recordsOf: MapRecordsOf): string {
  return 'status' in recordsOf
    ? `status:${recordsOf.status}`
    : `step:${recordsOf.fromCode}:${recordsOf.toCode}:${recordsOf.event}`;
}

/** The URL's search part for a map and, when some are listed, its records. */
export function mapSearchOf(period: MapPeriod, recordsOf: MapRecordsOf | null): string {
  const params = new URLSearchParams({
    [LIFECYCLE_PARAM]: period.lifecycle,
    [FROM_PARAM]: period.from,
    [TO_PARAM]: period.to,
  });
  if (period.businessLine !== undefined) {
    params.set(BUSINESS_LINE_PARAM, String(period.businessLine));
  }
  if (period.institution !== undefined) params.set(INSTITUTION_PARAM, String(period.institution));
  if (recordsOf) params.set(RECORDS_PARAM, recordsParamOf(recordsOf));
  return `?${params.toString()}`;
}
