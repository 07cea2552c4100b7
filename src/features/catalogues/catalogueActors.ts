/**
 * The catalogue area's actors: the types of a catalogue (for a level's type choice and
 * the levels' type filter), loaded once per page.
 */
import { createActorContext } from '@xstate/react';
import type { CatalogueKind, CatalogueType } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as cataloguesApi from '../../lib/api/catalogues';

/** Declared for stories; `appTypesLoader` binds it to the catalogue's list call. */
export const typesLoader = detailLoaderOf<readonly CatalogueType[]>(() =>
  Promise.reject(new Error('typesLoader: provide a bound loader')),
);
export const appTypesLoader = (kind: CatalogueKind) =>
  detailLoaderOf<readonly CatalogueType[]>(() => cataloguesApi.fetchAllTypes(kind));
export const TypesContext = createActorContext(typesLoader);

/** The input every one-off loader takes (the id is unused). */
export const ONCE = { id: 'once' } as const;
