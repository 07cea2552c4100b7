/**
 * Credit categories (issue 13) under /api/credit-category: the categories, their required
 * materials and their certificate template (image points), with the preview the server
 * draws of an unsaved template.
 */
import type { ListPage, RowId } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { CreditCategory, CreditMaterial } from '@machines/contracts';
import type { CreditCategoryValues, CreditMaterialValues } from '@machines/validation';
import { templateCalls } from './certificateTemplates';
import { api } from './http';

export type { CreditCategory, CreditMaterial };

const BASE = 'credit-category';

/** The list filters (strings in the URL) as the API takes them. */
function searchOf(query: ListQuery) {
  const { typeId, enabled } = query.filters;
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    ...(typeId ? { typeId } : {}),
    ...(enabled ? { enabled } : {}),
  };
}

export function fetchCategories(query: ListQuery) {
  return api.get<ListPage<CreditCategory>>(`${BASE}/query-credit-page`, {
    searchParams: searchOf(query),
    quiet: true,
  });
}

/** Create (no id) or change a category. */
export function saveCategory(values: CreditCategoryValues & { readonly id?: RowId }) {
  return api.post<CreditCategory>(`${BASE}/create-credit`, { json: values, quiet: true });
}

export function switchCategory(id: RowId, enabled: boolean) {
  return api.post<CreditCategory>(`${BASE}/update-credit-switch`, {
    json: { id, enabled },
    quiet: true,
  });
}

export function deleteCategory(id: RowId) {
  return api.delete<{ id: number }>(`${BASE}/delete-credit`, {
    searchParams: { id: String(id) },
    quiet: true,
  });
}

export function fetchMaterials(categoryId: RowId, query: ListQuery) {
  return api.get<ListPage<CreditMaterial>>(`${BASE}/query-creditmaterial-page`, {
    searchParams: {
      categoryId: String(categoryId),
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    },
    quiet: true,
  });
}

/** Create (no id) or change a material. */
export function saveMaterial(values: CreditMaterialValues & { readonly id?: RowId }) {
  return api.post<CreditMaterial>(`${BASE}/create-creditmaterial`, { json: values, quiet: true });
}

export function deleteMaterial(id: RowId) {
  return api.delete<{ id: number }>(`${BASE}/delete-creditmaterial`, {
    searchParams: { id: String(id) },
    quiet: true,
  });
}

/** A category's certificate template: `image-point/{id}`, `reset-credit`, the preview. */
export const templates = templateCalls({
  template: `${BASE}/image-point`,
  reset: `${BASE}/reset-credit`,
  preview: `${BASE}/preview-certificate`,
});

/** One category (its page opens it by id): the list call filtered by id. */
export async function fetchCategory(id: RowId): Promise<CreditCategory> {
  const page = await api.get<ListPage<CreditCategory>>(`${BASE}/query-credit-page`, {
    searchParams: { id: String(id) },
    quiet: true,
  });
  const [category] = page.list;
  if (!category) throw new Error(`credit category ${id} not found`);
  return category;
}
