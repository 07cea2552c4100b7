/** JSON Schemas of the appeal routes: they document the contract and serialise answers. */
import { APPEAL_FIELDS } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, smsDeliveryProperties, string } from '../lib/schemas';
import { availableEventsSchema, timelineSchema } from '../lib/workflow/schemas';
import { DECISION_EVENTS } from './decisions';
import { APPEAL_SORT_FIELDS } from './lists';

const nullableDateTime = { ...dateTime, nullable: true } as const;
const nullableText = { type: 'string', nullable: true } as const;
const status = { type: 'integer', minimum: 0, maximum: 2, description: 'Status 0-2 (DESIGN §3.2)' };
const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD, inclusive' };
const storedFile = {
  ...object({ id: string(), url: string(), name: string(), type: string() }),
  nullable: true,
};

export const appealBodySchema = object(
  Object.fromEntries(APPEAL_FIELDS.map((name) => [name, string()])),
  [],
);

export const uploadAnswerSchema = object({
  id: string('Name it in licenceFileId or proofFileId of the appeal'),
  name: string('The original file name, sanitised'),
  type: string('The detected media type'),
  size: integer,
});

export const appealRowSchema = object({
  id: integer,
  status: integer,
  version: { ...integer, description: 'Send it back with the decision (optimistic lock)' },
  userName: string('The login name the appellant gave'),
  companyName: string(),
  creditCode: string(),
  mobile: string('Masked (138****5678) in the list, whole on the detail'),
  email: string(),
  licenceFile: storedFile,
  proofFile: storedFile,
  createdAt: dateTime,
  decidedAt: nullableDateTime,
  updatedAt: dateTime,
});

export const appealPageQuerySchema = object(
  {
    status,
    companyName: string('Contained in the company name'),
    creditCode: string('Start of the credit code'),
    submittedFrom: isoDate,
    submittedTo: isoDate,
    sort: { type: 'string', enum: [...APPEAL_SORT_FIELDS], default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    ...pageQueryProperties,
  },
  [],
);

export const decisionBodySchema = object(
  {
    id: integer,
    version: integer,
    event: { type: 'string', enum: [...DECISION_EVENTS] },
    comment: { type: 'string', maxLength: 500, description: 'Required by REJECT' },
  },
  ['id', 'version', 'event'],
);

export const appealDetailSchema = object({
  appeal: appealRowSchema,
  account: {
    ...object({
      id: integer,
      userName: string(),
      name: string(),
      mobile: string(),
      email: nullableText,
      companyName: nullableText,
      creditCode: nullableText,
      enabled: boolean,
    }),
    nullable: true,
    description: 'The account the user name named at submission; null when none did',
  },
  events: timelineSchema,
  availableEvents: availableEventsSchema,
  loginNameAfterApproval: {
    ...nullableText,
    description: "The account's login name once approved, when approving changes it",
  },
  otherPendingAppeals: {
    ...integer,
    description: 'Other pending appeals about the same account: approving this one rejects them',
  },
  resetCode: {
    ...object(smsDeliveryProperties),
    nullable: true,
    description: "The approval's reset-code SMS and how its delivery stands (the outbox)",
  },
});

export const contactBodySchema = object({
  accountId: integer,
  mobile: string(),
  email: string(),
});

export const contactAnswerSchema = object({
  accountId: integer,
  userName: string('Follows the mobile when it was the mobile'),
  mobile: string(),
  email: string(),
});
