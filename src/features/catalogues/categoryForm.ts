/**
 * The forms of a credit category and of one of its materials: the values formik holds
 * (text, as inputs give it) and the shared schema that checks them and casts them for the API.
 */
import type { CreditCategory, CreditMaterial } from '@machines/contracts';
import { creditCategorySchema, creditMaterialSchema } from '@machines/validation';

export interface CategoryFormValues {
  readonly typeId: string;
  readonly levelId: string;
  readonly validityYears: string;
  readonly enabled: boolean;
}

/** A new category starts offered, for three years, in the type the list is filtered by. */
export function categoryFormValuesOf(
  category: CreditCategory | null,
  typeId = '',
): CategoryFormValues {
  if (!category) return { typeId, levelId: '', validityYears: '3', enabled: true };
  return {
    typeId: String(category.typeId),
    levelId: String(category.levelId),
    validityYears: String(category.validityYears),
    enabled: category.enabled,
  };
}

export const categoryApiValuesOf = (values: CategoryFormValues) =>
  creditCategorySchema.cast(values, { stripUnknown: true });

export interface MaterialFormValues {
  readonly name: string;
  readonly nameEn: string;
  readonly required: boolean;
  readonly sort: string;
}

export function materialFormValuesOf(
  material: CreditMaterial | null,
  sort: number,
): MaterialFormValues {
  if (!material) return { name: '', nameEn: '', required: true, sort: String(sort) };
  return {
    name: material.name,
    nameEn: material.nameEn,
    required: material.required,
    sort: String(material.sort),
  };
}

/** The material's values for the API; the category is the page's. */
export const materialApiValuesOf = (categoryId: number, values: MaterialFormValues) =>
  creditMaterialSchema.cast({ ...values, categoryId }, { stripUnknown: true });

/** The material form checks what the user types; the category comes from the page. */
export const materialFormSchema = creditMaterialSchema.omit(['categoryId']);
