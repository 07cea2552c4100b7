/**
 * A catalogue entry (issue 13): a credit, course or certificate type, or one of its levels.
 * Both names are required (Chinese and English screens show their own); `sort` orders the
 * lists; a type names its business line (DESIGN §2), a level its type.
 */
import * as yup from 'yup';
import type { CatalogueKind } from '../contracts';

export const CATALOGUE_KINDS = [
  'credit',
  'course',
  'certificate',
] as const satisfies readonly CatalogueKind[];

export const BUSINESS_LINES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const MAX_CATALOGUE_SORT = 9999;

const entryFields = {
  name: yup.string().trim().required('validation.required').max(50, 'validation.tooLong'),
  nameEn: yup.string().trim().required('validation.required').max(100, 'validation.tooLong'),
  sort: yup
    .number()
    .typeError('validation.sortRange')
    .required('validation.sortRange')
    .integer('validation.sortRange')
    .min(0, 'validation.sortRange')
    .max(MAX_CATALOGUE_SORT, 'validation.sortRange'),
  enabled: yup.boolean().required('validation.required'),
};

export const catalogueTypeSchema = yup.object({
  ...entryFields,
  businessLine: yup
    .number()
    .typeError('validation.required')
    .required('validation.required')
    .oneOf([...BUSINESS_LINES], 'validation.invalid'),
});

export const catalogueLevelSchema = yup.object({
  ...entryFields,
  typeId: yup
    .number()
    .typeError('validation.required')
    .required('validation.required')
    .integer('validation.invalid')
    .positive('validation.required'),
});

export type CatalogueTypeValues = yup.InferType<typeof catalogueTypeSchema>;
export type CatalogueLevelValues = yup.InferType<typeof catalogueLevelSchema>;

export const CATALOGUE_TYPE_FIELDS = ['name', 'nameEn', 'businessLine', 'sort', 'enabled'] as const;
export const CATALOGUE_LEVEL_FIELDS = ['typeId', 'name', 'nameEn', 'sort', 'enabled'] as const;

/**
 * The path segment of a catalogue call under `/api/qualification/`, as seed §7 spells it
 * (`CreditTypes`, `CreateCouserLevel`); certificates, which the seed does not list, follow
 * the same pattern.
 */
const CALL_STEMS = { credit: 'Credit', course: 'Couser', certificate: 'Certificate' } as const;

const VERBS = { create: 'Create', update: 'Update', delete: 'Delete' } as const;

export type CatalogueCall = 'list' | keyof typeof VERBS;

export function catalogueCallName(
  kind: CatalogueKind,
  part: 'type' | 'level',
  call: CatalogueCall,
): string {
  const noun = `${CALL_STEMS[kind]}${part === 'type' ? 'Type' : 'Level'}`;
  return call === 'list' ? `${noun}s` : `${VERBS[call]}${noun}`;
}
