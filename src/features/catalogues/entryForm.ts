/**
 * The form of one catalogue entry: its fields per part, the values formik holds (text, as
 * inputs give it) and the shared schema that checks them and turns them into the API's.
 */
import type { CatalogueLevel, CatalogueType } from '@machines/contracts';
import {
  CATALOGUE_LEVEL_FIELDS,
  CATALOGUE_TYPE_FIELDS,
  catalogueLevelSchema,
  catalogueTypeSchema,
} from '@machines/validation/catalogue';
import type { CataloguePart } from '../../lib/api/catalogues';

/** Text for the inputs; `enabled` is a switch. */
export interface EntryFormValues {
  readonly name: string;
  readonly nameEn: string;
  readonly businessLine: string;
  readonly typeId: string;
  readonly sort: string;
  readonly enabled: boolean;
}

/** An entry of either list: what both parts have, and each part's own fields, optional. */
export type CatalogueEntry = Omit<CatalogueType, 'levelCount'> &
  Partial<Pick<CatalogueType, 'levelCount'>> &
  Partial<Pick<CatalogueLevel, 'typeId' | 'typeName' | 'typeNameEn'>>;

export const fieldsOf = (part: CataloguePart) =>
  part === 'type' ? CATALOGUE_TYPE_FIELDS : CATALOGUE_LEVEL_FIELDS;

export const schemaOf = (part: CataloguePart) =>
  part === 'type' ? catalogueTypeSchema : catalogueLevelSchema;

/** An entry's values in the form; a new one starts enabled, last in the list. */
export function formValuesOf(
  entry: CatalogueEntry | null,
  defaults: { readonly sort: number; readonly typeId?: string },
): EntryFormValues {
  if (!entry) {
    return {
      name: '',
      nameEn: '',
      businessLine: '',
      typeId: defaults.typeId ?? '',
      sort: String(defaults.sort),
      enabled: true,
    };
  }
  return {
    name: entry.name,
    nameEn: entry.nameEn,
    businessLine: String(entry.businessLine),
    typeId: entry.typeId === undefined ? '' : String(entry.typeId),
    sort: String(entry.sort),
    enabled: entry.enabled,
  };
}

/** The values the API takes for the part: numbers cast, other parts' fields left out. */
export function apiValuesOf(part: CataloguePart, values: EntryFormValues) {
  return schemaOf(part).cast(values, { stripUnknown: true });
}

/** An entry as the API changes it: its own fields only, with a new `enabled`. */
export function switchedValuesOf(part: CataloguePart, entry: CatalogueEntry, enabled: boolean) {
  return apiValuesOf(part, { ...formValuesOf(entry, { sort: entry.sort }), enabled });
}
