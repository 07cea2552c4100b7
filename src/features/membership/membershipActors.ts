/**
 * The membership area's actors and addresses: the application's detail loader, the
 * levels on offer, the company's own membership, and the URL parameters that open them.
 */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import type { MembershipLevel, MyMembership, VipApplicationDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as membershipApi from '../../lib/api/membership';

const unbound = (name: string) => () =>
  Promise.reject(new Error(`${name}: provide a bound loader`));

/** `GET /api/corporate/query-vipapply-detail`, declared; bound below or by a story. */
export const applicationDetailLoader = detailLoaderOf<VipApplicationDetail>(
  unbound('applicationDetailLoader'),
);
export const appApplicationDetailLoader = detailLoaderOf((id) =>
  membershipApi.fetchApplicationDetail(id),
);
export const ApplicationDetailContext = createActorContext(applicationDetailLoader);

/** `GET /api/corporate/query-viplevel-list`: loaded once per page (the id is unused). */
export const levelsLoader = detailLoaderOf<readonly MembershipLevel[]>(unbound('levelsLoader'));
export const appLevelsLoader = detailLoaderOf<readonly MembershipLevel[]>(() =>
  membershipApi.fetchLevels(),
);
export const LevelsContext = createActorContext(levelsLoader);

/** `GET /api/corporate/query-my-vip`: the company's membership and open application. */
export const myMembershipLoader = detailLoaderOf<MyMembership>(unbound('myMembershipLoader'));
export const appMyMembershipLoader = detailLoaderOf(() => membershipApi.fetchMyMembership());
export const MyMembershipContext = createActorContext(myMembershipLoader);

export { ONCE } from '../../components/detailLoader';

/** URL parameter of a list that opens one application in a dialog. */
export const APPLICATION_PARAM = 'application';

/** The URL parameter naming the application a page shows or changes. */
export const APPLICATION_ID_PARAM = 'id';

const withId = (path: string, id?: string | number) =>
  id === undefined ? path : `${path}?${APPLICATION_ID_PARAM}=${encodeURIComponent(String(id))}`;

/** The application form (`/vipcorporatation?id=…`), or a new application's. */
export const applicationFormPath = (id?: string | number) =>
  withId(pages.vipcorporatation.path, id);

/** The application's own page (`/vipcorporatation/vipCorporateInfo?id=…`). */
export const applicationInfoPath = (id: string | number) => withId(pages.vipCorporateInfo.path, id);
