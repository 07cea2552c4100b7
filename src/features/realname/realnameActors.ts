/**
 * The realname area's actors: the detail loader (a promise actor; the screens render
 * its status) and what the application workflow says each party may do.
 */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import {
  detailLoaderOf as sharedDetailLoaderOf,
  type DetailResult as SharedDetailResult,
} from '../../components/detailLoader';
import { roleKind, type RoleCode } from '@machines/access/roles';
import { statusFamilies, type AvailableEvent, type Party } from '@machines/workflows';
import * as realnameApi from '../../lib/api/realname';
import type { RealnameDetail } from '../../lib/api/realname';

export type { DetailInput } from '../../components/detailLoader';

/** What the loader ends with (the shared detail loader's result). */
export type DetailResult = SharedDetailResult<RealnameDetail>;

/** A detail loader over a call: the answer, or the notice of its failure. */
export const detailLoaderOf = (load: (id: RowId) => Promise<RealnameDetail>) =>
  sharedDetailLoaderOf(load);

/** `GET /api/corporate/query-realcorporate-detail`, declared; bound below or by a story. */
export const detailLoader = detailLoaderOf(() =>
  Promise.reject(new Error('detailLoader: provide a bound loader')),
);

export const appDetailLoader = detailLoaderOf((id) => realnameApi.fetchApplicationDetail(id));

export const RealnameDetailContext = createActorContext(detailLoader);

const family = statusFamilies.application;

/** The part the signed-in account plays towards an application (the server decides too). */
export function partyOf(role: RoleCode | null | undefined): Party {
  return role && roleKind(role) === 'platform' ? 'platform' : 'applicant';
}

/** Every event a party can send from some status, in the workflow's order. */
export function eventsOfParty(party: Party): readonly AvailableEvent[] {
  const seen = new Map<string, AvailableEvent>();
  for (const status of family.statuses) {
    for (const event of family.availableEvents(status.meta.code, { party })) {
      if (!seen.has(event.type)) seen.set(event.type, event);
    }
  }
  return [...seen.values()];
}

/** URL parameter of the history page that opens the form: `new` or an application's id. */
export const FORM_PARAM = 'edit';

/** The form of an application not saved yet. */
export { NEW_RECORD as NEW_APPLICATION } from '../../components/formParam';

/** The detail page of one application. */
export const detailPath = (id: RowId) =>
  `${pages.realnameDetailHistory.path}?id=${encodeURIComponent(String(id))}`;
