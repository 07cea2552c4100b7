/**
 * A company's person (issue 12, personnel roster): who they are, how to reach them, what
 * they studied and hold, since when they work there, and their photo and documents. A
 * draft may be incomplete but never malformed; a person declared for verification must be
 * complete.
 */
import * as yup from 'yup';
import { fileId, isoDay, isoDayFrom, oneOf, text } from './fieldRules';
import { isIdCardNumber } from './idCard';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './rules';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Highest education, lowest first (labels `person.education.<code>`). */
export const EDUCATIONS = ['secondary', 'juniorCollege', 'bachelor', 'master', 'doctor'] as const;
export type Education = (typeof EDUCATIONS)[number];

/** Professional title, none first (labels `person.title.<code>`). */
export const PROFESSIONAL_TITLES = [
  'none',
  'junior',
  'intermediate',
  'associateSenior',
  'senior',
] as const;
export type ProfessionalTitle = (typeof PROFESSIONAL_TITLES)[number];

const draftFields = {
  name: text(30),
  gender: oneOf(GENDERS),
  idCard: yup
    .string()
    .trim()
    .uppercase()
    .test('id-card', 'validation.idCard', (value) => !value || isIdCardNumber(value)),
  mobile: yup
    .string()
    .trim()
    .matches(MOBILE_PATTERN, { message: 'validation.mobile', excludeEmptyString: true }),
  email: text(100).matches(EMAIL_PATTERN, {
    message: 'validation.emailFormat',
    excludeEmptyString: true,
  }),
  education: oneOf(EDUCATIONS),
  professionalTitle: oneOf(PROFESSIONAL_TITLES),
  employedFrom: isoDay(),
  employedTo: isoDayFrom('employedFrom', 'validation.employmentEndsBeforeStart'),
  photoFileId: fileId(),
  idCardFileId: fileId(),
  diplomaFileId: fileId(),
};

export const personDraftSchema = yup.object(draftFields);

export const personSubmissionSchema = yup.object({
  ...draftFields,
  name: draftFields.name.required('validation.nameRequired'),
  gender: draftFields.gender.required('validation.required'),
  idCard: draftFields.idCard.required('validation.idCardRequired'),
  mobile: draftFields.mobile.required('validation.mobile'),
  education: draftFields.education.required('validation.required'),
  professionalTitle: draftFields.professionalTitle.required('validation.required'),
  employedFrom: draftFields.employedFrom.required('validation.required'),
  photoFileId: draftFields.photoFileId.required('validation.photoRequired'),
  idCardFileId: draftFields.idCardFileId.required('validation.idCardFileRequired'),
});

/** A person imported from a spreadsheet: a draft that says who they are. */
export const personImportSchema = yup.object({
  ...draftFields,
  name: draftFields.name.required('validation.nameRequired'),
  idCard: draftFields.idCard.required('validation.idCardRequired'),
});

export type PersonFields = yup.InferType<typeof personDraftSchema>;

/** Each field's label key: the form, the import template and its check name fields alike. */
export const PERSON_FIELD_LABELS: Readonly<Record<keyof PersonFields, string>> = {
  name: 'field.name',
  gender: 'person.gender.label',
  idCard: 'person.idCard',
  mobile: 'field.mobile',
  email: 'field.email',
  education: 'person.education.label',
  professionalTitle: 'person.title.label',
  employedFrom: 'person.employedFrom',
  employedTo: 'person.employedTo',
  photoFileId: 'person.photo',
  idCardFileId: 'person.idCardFile',
  diplomaFileId: 'person.diplomaFile',
};

/**
 * What declaring a person for verification needs filled in, in the form's order: read off
 * the submission schema, so the form, the import template and its check never disagree.
 */
export const PERSON_VERIFICATION_FIELDS: readonly (keyof PersonFields)[] = Object.entries(
  personSubmissionSchema.describe().fields,
)
  .filter(([, field]) => 'optional' in field && !field.optional)
  .map(([name]) => name as keyof PersonFields);
