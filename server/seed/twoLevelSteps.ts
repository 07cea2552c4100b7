/**
 * The steps of a demo record reviewed on two levels (credit applications, project
 * declarations): the company submits, rongcheng (the demo's review institution, in its
 * review role) decides first, the platform reviewer second.
 */
import type { DemoStep } from './replayHistory';

const INSTITUTION = '13900002101';
const PLATFORM = '13900000001';

/** Hours in a day, for histories written in days. */
export const DAY = 24;

export const submit = (by: string, hoursAgo: number): DemoStep => ({
  event: 'SUBMIT',
  by,
  hoursAgo,
});

export const institution = (event: string, hoursAgo: number, comment?: string): DemoStep => ({
  event,
  by: INSTITUTION,
  party: 'institution',
  hoursAgo,
  ...(comment ? { comment } : {}),
});

export const platform = (event: string, hoursAgo: number, comment?: string): DemoStep => ({
  event,
  by: PLATFORM,
  hoursAgo,
  ...(comment ? { comment } : {}),
});
