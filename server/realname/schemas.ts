/** JSON Schemas of the realname routes: they document the contract and serialise answers. */
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, string } from '../lib/schemas';
import { availableEventsSchema, timelineSchema } from '../lib/workflow/schemas';
import { MAX_BATCH_ITEMS } from '../lib/workflow/batch';
import { DECISION_EVENTS } from './decisions';
import { FIELD_NAMES } from './fields';
import { REVIEW_SORT_FIELDS } from './lists';

const nullableDateTime = { ...dateTime, nullable: true } as const;
const nullableInteger = { ...integer, nullable: true } as const;
const nullableText = { type: 'string', nullable: true } as const;
const status = { type: 'integer', minimum: 0, maximum: 6, description: 'Status 0-6 (DESIGN §3.1)' };
const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD, inclusive' };

export const rowSchema = object({
  id: integer,
  corporateId: integer,
  status: integer,
  version: { ...integer, description: 'Send it back with every change (optimistic lock)' },
  companyName: string(),
  creditCode: string(),
  legalRepresentative: string(),
  contactName: string(),
  contactMobile: string('Masked (138****5678) in platform lists'),
  address: string(),
  licenceFile: {
    ...object({ id: string(), url: string(), name: string(), type: string() }),
    nullable: true,
  },
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const applicationBodySchema = object(
  {
    id: { ...nullableInteger, description: 'Absent for a new application' },
    version: { ...nullableInteger, description: 'Required with an id' },
    ...Object.fromEntries(FIELD_NAMES.map((name) => [name, nullableText])),
  },
  [],
);

export const versionedIdSchema = object({ id: integer, version: integer });

export const ownPageQuerySchema = object({ status, ...pageQueryProperties }, []);

export const reviewFilterProperties = {
  status,
  companyName: string('Contained in the company name'),
  creditCode: string('Start of the credit code'),
  submittedFrom: isoDate,
  submittedTo: isoDate,
  sort: { type: 'string', enum: [...REVIEW_SORT_FIELDS], default: 'submittedAt' },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
};

export const reviewPageQuerySchema = object(
  { ...reviewFilterProperties, ...pageQueryProperties },
  [],
);

export const exportQuerySchema = object(reviewFilterProperties, []);

const comment = { type: 'string', maxLength: 500, description: 'Required by REJECT and RETURN' };
const decisionEvent = { type: 'string', enum: [...DECISION_EVENTS] };

export const decisionBodySchema = object(
  { id: integer, version: integer, event: decisionEvent, comment },
  ['id', 'version', 'event'],
);

export const batchDecisionBodySchema = object(
  {
    items: { type: 'array', minItems: 1, maxItems: MAX_BATCH_ITEMS, items: versionedIdSchema },
    event: decisionEvent,
    comment,
  },
  ['items', 'event'],
);

export const batchResultSchema = object({
  results: {
    type: 'array',
    items: object(
      {
        id: integer,
        ok: boolean,
        status: integer,
        version: integer,
        message: string('Why the item was refused, in the request language'),
      },
      ['id', 'ok'],
    ),
  },
});

export const detailSchema = object({
  application: rowSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

export const verificationSchema = object({
  corporateId: integer,
  name: string(),
  creditCode: string(),
  verifiedAt: dateTime,
});
