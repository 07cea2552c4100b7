/**
 * An application to become a training or a review institution (issue 12): the business
 * line, the institution's own description, its teachers or assessors (verified people of
 * the company's roster, checked by the server) and its files. A draft may be incomplete
 * but never malformed; a submission must be complete for its kind.
 */
import * as yup from 'yup';
import { institutionLinesOf, type InstitutionKind } from '../access/roles';
import { MOBILE_PATTERN } from './rules';

/** At most this many teachers or assessors on one application. */
export const MAX_INSTITUTION_PEOPLE = 50;

const text = (max: number) => yup.string().trim().max(max, 'validation.tooLong');
const fileId = () => yup.string().trim().max(64, 'validation.tooLong');

function draftFieldsOf(kind: InstitutionKind) {
  const lines = institutionLinesOf(kind).map(String);
  return {
    businessLine: yup
      .string()
      .trim()
      .oneOf(['', ...lines], 'validation.invalid'),
    introduction: text(1000),
    /** Training: where courses are held. Review: the office. */
    premises: text(200),
    /** Training only: the course types it will run; a review application has none. */
    courseScope:
      kind === 'training' ? text(500) : yup.string().trim().max(0, 'validation.trainingOnly'),
    contactName: text(20),
    contactMobile: yup
      .string()
      .trim()
      .matches(MOBILE_PATTERN, { message: 'validation.mobile', excludeEmptyString: true }),
    qualificationFileId: fileId(),
    supportingFileId: fileId(),
  };
}

const peopleField = yup
  .array(yup.number().integer().positive().required())
  .max(MAX_INSTITUTION_PEOPLE, 'validation.tooMany');

export function institutionDraftSchema(kind: InstitutionKind) {
  return yup.object({ ...draftFieldsOf(kind), personIds: peopleField });
}

export function institutionSubmissionSchema(kind: InstitutionKind) {
  const fields = draftFieldsOf(kind);
  const required = 'validation.required';
  return yup.object({
    ...fields,
    businessLine: fields.businessLine.required(required),
    introduction: fields.introduction.required(required),
    premises: fields.premises.required(required),
    courseScope: kind === 'training' ? text(500).required(required) : fields.courseScope,
    contactName: fields.contactName.required(required),
    contactMobile: fields.contactMobile.required('validation.mobile'),
    qualificationFileId: fields.qualificationFileId.required(required),
    personIds: peopleField.required(required).min(1, 'validation.pickPeople'),
  });
}

/** The text fields of the form, in form order: the server's field list too. */
export const INSTITUTION_FIELDS = [
  'businessLine',
  'introduction',
  'premises',
  'courseScope',
  'contactName',
  'contactMobile',
  'qualificationFileId',
  'supportingFileId',
] as const;
export type InstitutionField = (typeof INSTITUTION_FIELDS)[number];
export const INSTITUTION_FILE_FIELDS = ['qualificationFileId', 'supportingFileId'] as const;
