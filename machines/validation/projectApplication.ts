/**
 * A project declaration (issue 14): a project the company carried out — its name, client,
 * contract amount, dates, the company's role and its project manager (a verified person
 * of its roster) — with the contract and the acceptance report, reviewed first by the
 * review institution it names, then by the platform (DESIGN §3.3). A draft may be
 * incomplete but never malformed; a submission is complete.
 */
import * as yup from 'yup';
import {
  fileId,
  isoDay,
  isoDayFrom,
  oneOf,
  reference,
  text,
  withoutDigitGrouping,
} from './fieldRules';

/** What the company was on the project (labels `project.role.<code>`). */
export const PROJECT_ROLES = ['generalContractor', 'subcontractor', 'consortiumMember'] as const;

/** Yuan with at most two decimals, at most a hundred billion. */
export const CONTRACT_AMOUNT_PATTERN = /^\d{1,11}(\.\d{1,2})?$/;

const draftFields = {
  name: text(100),
  client: text(100),
  contractAmount: yup
    .string()
    .trim()
    .transform(withoutDigitGrouping)
    .test(
      'amount',
      'validation.contractAmount',
      (value) => !value || (CONTRACT_AMOUNT_PATTERN.test(value) && Number(value) > 0),
    ),
  startDate: isoDay(),
  endDate: isoDayFrom('startDate', 'validation.projectEndsBeforeStart'),
  role: oneOf(PROJECT_ROLES),
  managerId: reference(),
  institutionId: reference(),
  description: text(2000),
  contractFileId: fileId(),
  acceptanceFileId: fileId(),
};

/** A draft names its project (the list shows it by its name); anything else may wait. */
export const projectDraftSchema = yup.object({
  ...draftFields,
  name: draftFields.name.test(
    'named',
    'validation.required',
    (value) => value === undefined || value !== '',
  ),
});

const required = 'validation.required';
export const projectSubmissionSchema = yup.object({
  name: draftFields.name.required(required),
  client: draftFields.client.required(required),
  contractAmount: draftFields.contractAmount.required(required),
  startDate: draftFields.startDate.required(required),
  endDate: draftFields.endDate.required(required),
  role: draftFields.role.required(required),
  managerId: draftFields.managerId.required('validation.managerRequired'),
  institutionId: draftFields.institutionId.required('validation.institutionRequired'),
  description: draftFields.description.required(required),
  contractFileId: draftFields.contractFileId.required('validation.contractRequired'),
  acceptanceFileId: draftFields.acceptanceFileId.required('validation.acceptanceRequired'),
});

/** Every field of the form, in form order: the server's field list too. */
export const PROJECT_FIELDS = Object.keys(draftFields) as readonly (keyof typeof draftFields)[];
export type ProjectField = keyof typeof draftFields;
export const PROJECT_FILE_FIELDS = ['contractFileId', 'acceptanceFileId'] as const;
