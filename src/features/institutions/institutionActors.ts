/**
 * The institution area's actors and addresses: one application's detail loader (each
 * kind has its own call), the company's standing, and the URL parameters that open them.
 */
import { createActorContext } from '@xstate/react';
import { pages } from '@machines/access/pages';
import { INSTITUTION_KINDS, type InstitutionKind } from '@machines/access/roles';
import type { InstitutionApplicationDetail, MyInstitutions } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as institutionsApi from '../../lib/api/institutions';

const unbound = (name: string) => () =>
  Promise.reject(new Error(`${name}: provide a bound loader`));

/** One application's detail, declared; bound below (per kind) or by a story. */
export const applicationDetailLoader = detailLoaderOf<InstitutionApplicationDetail>(
  unbound('applicationDetailLoader'),
);
export const appDetailLoaders: Readonly<Record<InstitutionKind, typeof applicationDetailLoader>> = {
  training: detailLoaderOf((id) => institutionsApi.fetchApplicationDetail('training', id)),
  review: detailLoaderOf((id) => institutionsApi.fetchApplicationDetail('review', id)),
};
export const ApplicationDetailContext = createActorContext(applicationDetailLoader);

/** `GET /api/corporate/query-my-institution`: the roles held and the open applications. */
export const myInstitutionsLoader = detailLoaderOf<MyInstitutions>(unbound('myInstitutionsLoader'));
export const appMyInstitutionsLoader = detailLoaderOf(() => institutionsApi.fetchMine());
export const MyInstitutionsContext = createActorContext(myInstitutionsLoader);

export { ONCE } from '../../components/detailLoader';

export const ID_PARAM = 'id';
export const KIND_PARAM = 'kind';

/** The kind a URL names, or null when it names none (or an unknown one). */
export function kindOf(params: URLSearchParams): InstitutionKind | null {
  const kind = params.get(KIND_PARAM);
  return INSTITUTION_KINDS.find((known) => known === kind) ?? null;
}

const address = (path: string, kind: InstitutionKind, id?: string | number) => {
  const params = new URLSearchParams({ [KIND_PARAM]: kind });
  if (id !== undefined) params.set(ID_PARAM, String(id));
  return `${path}?${params.toString()}`;
};

/** The form (`/institutionApply/form?kind=…&id=…`), or a new application's. */
export const institutionFormPath = (kind: InstitutionKind, id?: string | number) =>
  address(pages.institutionForm.path, kind, id);

/** The company's view of one application. */
export const institutionInfoPath = (kind: InstitutionKind, id: string | number) =>
  address(pages.institutionInfo.path, kind, id);

/** The platform's page of one application (`/trainCredictSpecify?id=…`). */
export function specifyPath(kind: InstitutionKind, id: string | number): string {
  const page = kind === 'training' ? pages.trainCredictSpecify : pages.enterpriseCredictSpecify;
  return `${page.path}?${ID_PARAM}=${encodeURIComponent(String(id))}`;
}
