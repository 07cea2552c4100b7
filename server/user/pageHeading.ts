/**
 * The heading the server draws into the signed-in frame (server/web/client.ts), so that the
 * largest text of the home page is painted with the frame, before any script has run: the
 * greeting the home page itself shows (src/features/dashboard/DashboardScreen.tsx). The page
 * greets by the reader's clock, which the server cannot know: it greets by the association's,
 * the reader's own for nearly every member of a provincial association; a reader elsewhere
 * sees the page's greeting replace it once the page is drawn. Only for an active session
 * that may open the home page; for any other page, session or failure, none (the frame then
 * shows none and the page draws its own).
 */
import { pages } from '@machines/access/pages';
import { greetingKey } from '@machines/app/greeting';
import type { Language } from '@machines/app/layoutSettings';
import { associationDateTime } from '@machines/workflows/associationDay';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { t } from '../lib/i18n';
import { resolveSession } from '../lib/sessions';
import { greetingName } from './userInfo';

export interface PageHeadingRequest {
  readonly path: string;
  readonly token: string;
  readonly language: Language;
}

/** The association's hour at `moment` (0–23). */
const associationHour = (moment: Date, timeZone: string) =>
  Number(associationDateTime(moment, timeZone).slice(11, 13));

export async function pageHeading(
  db: Database,
  { clock, timeZone }: { readonly clock: Clock; readonly timeZone: string },
  { path, token, language }: PageHeadingRequest,
): Promise<string> {
  if (path !== pages.dashboard.path) return '';
  const now = clock.now();
  const session = await resolveSession(db, token, now);
  // Whoever must choose a new password first sees that form, not the home page.
  if (session.outcome !== 'active' || session.account.mustChangePassword) return '';
  const name = await greetingName(db, session.account.accountId);
  if (name === undefined) return '';
  return t(language, greetingKey(associationHour(now, timeZone)), { name });
}
