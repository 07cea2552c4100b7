/**
 * A credit (qualification) application (issue 14): the category it applies for (chosen
 * with the first save), the review institution of the category's line that reviews it
 * first, a contact, what the company presents, and the verified people it counts. The
 * server also checks that the institution reviews that line and that every required
 * material of the category has a file. A draft may be incomplete but never malformed.
 */
import * as yup from 'yup';
import { MOBILE_PATTERN } from './rules';

/** At most this many people on one application. */
export const MAX_CREDIT_PEOPLE = 100;

const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');
const reference = () =>
  yup
    .string()
    .trim()
    .matches(/^[1-9]\d{0,15}$/, { message: 'validation.invalid', excludeEmptyString: true });

const draftFields = {
  categoryId: reference(),
  institutionId: reference(),
  contactName: text(20),
  contactMobile: yup
    .string()
    .trim()
    .matches(MOBILE_PATTERN, { message: 'validation.mobile', excludeEmptyString: true }),
  description: text(2000),
};

const peopleField = yup
  .array(yup.number().integer().positive().required())
  .max(MAX_CREDIT_PEOPLE, 'validation.tooMany');

export const creditApplicationDraftSchema = yup.object({
  ...draftFields,
  categoryId: draftFields.categoryId.required('validation.categoryRequired'),
  personIds: peopleField,
});

const required = 'validation.required';
export const creditApplicationSubmissionSchema = yup.object({
  categoryId: draftFields.categoryId.required('validation.categoryRequired'),
  institutionId: draftFields.institutionId.required('validation.institutionRequired'),
  contactName: draftFields.contactName.required(required),
  contactMobile: draftFields.contactMobile.required('validation.mobile'),
  description: draftFields.description.required(required),
  personIds: peopleField.required(required).min(1, 'validation.pickPeople'),
});

/** The text fields of the form, in form order: the server's field list too. */
export const CREDIT_APPLICATION_FIELDS = [
  'categoryId',
  'institutionId',
  'contactName',
  'contactMobile',
  'description',
] as const;
export type CreditApplicationField = (typeof CREDIT_APPLICATION_FIELDS)[number];
