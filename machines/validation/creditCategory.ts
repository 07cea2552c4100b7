/**
 * A credit category (issue 13): a credit type with one of its levels, what an applicant
 * must upload for it, how long the qualification lasts, and its certificate template
 * (`certificateTemplate.ts`).
 */
import * as yup from 'yup';
import { MAX_CATALOGUE_SORT } from './catalogue';

export const MIN_VALIDITY_YEARS = 1;
export const MAX_VALIDITY_YEARS = 10;

const entryId = () =>
  yup
    .number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.invalid')
    .positive('validation.required');

export const creditCategorySchema = yup.object({
  typeId: entryId(),
  levelId: entryId(),
  validityYears: yup
    .number()
    .typeError('validation.validityYears')
    .required('validation.validityYears')
    .integer('validation.validityYears')
    .min(MIN_VALIDITY_YEARS, 'validation.validityYears')
    .max(MAX_VALIDITY_YEARS, 'validation.validityYears'),
  enabled: yup.boolean().required('validation.required'),
});

export type CreditCategoryValues = yup.InferType<typeof creditCategorySchema>;
export const CREDIT_CATEGORY_FIELDS = ['typeId', 'levelId', 'validityYears', 'enabled'] as const;

/** A document an applicant for the category uploads (`create-creditmaterial`). */
export const creditMaterialSchema = yup.object({
  categoryId: entryId(),
  name: yup.string().trim().required('validation.required').max(50, 'validation.tooLong'),
  nameEn: yup.string().trim().required('validation.required').max(100, 'validation.tooLong'),
  required: yup.boolean().required('validation.required'),
  sort: yup
    .number()
    .typeError('validation.sortRange')
    .required('validation.sortRange')
    .integer('validation.sortRange')
    .min(0, 'validation.sortRange')
    .max(MAX_CATALOGUE_SORT, 'validation.sortRange'),
});

export type CreditMaterialValues = yup.InferType<typeof creditMaterialSchema>;
export const CREDIT_MATERIAL_FIELDS = ['name', 'nameEn', 'required', 'sort'] as const;
