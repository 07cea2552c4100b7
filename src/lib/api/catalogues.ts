/**
 * The catalogues (issue 13) under /api/qualification: credit, course and certificate
 * types and their levels, at the seed's spellings (`CreditTypes`, `CreateCouserLevel`, …).
 * The lists are POST calls there, so their filters travel as a typed JSON body.
 */
import type { ListPage, RowId } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { CatalogueKind, CatalogueLevel, CatalogueType } from '@machines/contracts';
import {
  catalogueCallName,
  type CatalogueCall,
  type CatalogueLevelValues,
  type CatalogueTypeValues,
} from '@machines/validation/catalogue';
import { api } from './http';

export type { CatalogueKind, CatalogueLevel, CatalogueType };
export type CataloguePart = 'type' | 'level';

const path = (kind: CatalogueKind, part: CataloguePart, call: CatalogueCall) =>
  `qualification/${catalogueCallName(kind, part, call)}`;

/** The list filters (strings in the URL) as the API types them. */
function listBody(query: ListQuery) {
  const { name, businessLine, enabled, typeId } = query.filters;
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    ...(name ? { name } : {}),
    ...(businessLine ? { businessLine: Number(businessLine) } : {}),
    ...(enabled ? { enabled: enabled === 'true' } : {}),
    ...(typeId ? { typeId: Number(typeId) } : {}),
  };
}

export function fetchTypes(kind: CatalogueKind, query: ListQuery) {
  return api.post<ListPage<CatalogueType>>(path(kind, 'type', 'list'), {
    json: listBody({ ...query, filters: { ...query.filters, typeId: '' } }),
    quiet: true,
  });
}

export function fetchLevels(kind: CatalogueKind, query: ListQuery) {
  return api.post<ListPage<CatalogueLevel>>(path(kind, 'level', 'list'), {
    json: listBody({ ...query, filters: { ...query.filters, businessLine: '' } }),
    quiet: true,
  });
}

/** Every type of the catalogue, for the levels' type choice (100 is far above any real count). */
export async function fetchAllTypes(kind: CatalogueKind): Promise<readonly CatalogueType[]> {
  const page = await api.post<ListPage<CatalogueType>>(path(kind, 'type', 'list'), {
    json: { pageIndex: 1, pageSize: 100 },
    quiet: true,
  });
  return page.list;
}

/** One level (its template page opens it by id): the list call filtered by id. */
export async function fetchLevel(kind: CatalogueKind, id: RowId): Promise<CatalogueLevel> {
  const page = await api.post<ListPage<CatalogueLevel>>(path(kind, 'level', 'list'), {
    json: { id: Number(id) },
    quiet: true,
  });
  const [level] = page.list;
  if (!level) throw new Error(`${kind} level ${id} not found`);
  return level;
}

type Saved<TPart extends CataloguePart> = TPart extends 'type' ? CatalogueType : CatalogueLevel;
export type EntryValues<TPart extends CataloguePart> = TPart extends 'type'
  ? CatalogueTypeValues
  : CatalogueLevelValues;

/** Create (no id) or update an entry. */
export function saveEntry<TPart extends CataloguePart>(
  kind: CatalogueKind,
  part: TPart,
  values: EntryValues<TPart> & { readonly id?: RowId },
): Promise<Saved<TPart>> {
  const call = values.id === undefined ? 'create' : 'update';
  return api.post<Saved<TPart>>(path(kind, part, call), { json: values, quiet: true });
}

export function deleteEntry(kind: CatalogueKind, part: CataloguePart, id: RowId) {
  return api.post<{ id: number }>(path(kind, part, 'delete'), { json: { id }, quiet: true });
}

/** `Copy`: the type and its levels, disabled, under a free "（副本）" name. */
export function copyType(kind: CatalogueKind, id: RowId) {
  return api.post<CatalogueType>('qualification/Copy', { json: { kind, id }, quiet: true });
}

/** Every level of one type, enabled or not (a credit category's level choice). */
export async function fetchLevelsOfType(
  kind: CatalogueKind,
  typeId: RowId,
): Promise<readonly CatalogueLevel[]> {
  const page = await api.post<ListPage<CatalogueLevel>>(path(kind, 'level', 'list'), {
    json: { pageIndex: 1, pageSize: 100, typeId: Number(typeId) },
    quiet: true,
  });
  return page.list;
}
