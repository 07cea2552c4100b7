/** JSON Schemas of the personnel routes: they document the contract and serialise answers. */
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, string } from '../lib/schemas';
import { MAX_BATCH_ITEMS } from '../lib/workflow/batch';
import { availableEventsSchema, timelineSchema } from '../lib/workflow/schemas';
import { DECISION_EVENTS } from './decisions';
import { PERSON_FIELDS } from './fields';

const nullableDateTime = { ...dateTime, nullable: true } as const;
const nullableInteger = { ...integer, nullable: true } as const;
const nullableText = { type: 'string', nullable: true } as const;
const status = { type: 'integer', minimum: 0, maximum: 6, description: 'Status 0-6' };
const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD, inclusive' };
const fileInfo = {
  ...object({ id: string(), url: string(), name: string(), type: string() }),
  nullable: true,
};

export const personSchema = object({
  id: integer,
  corporateId: integer,
  companyName: string(),
  status: integer,
  version: { ...integer, description: 'Send it back with every change (optimistic lock)' },
  name: string(),
  gender: string('`male` or `female`'),
  idCard: string('Masked (5101**********1234) in lists'),
  mobile: string('Masked (138****5678) in lists'),
  email: string(),
  education: string(),
  professionalTitle: string(),
  employedFrom: string('YYYY-MM-DD'),
  employedTo: string('YYYY-MM-DD, or empty'),
  photoFile: fileInfo,
  idCardFile: fileInfo,
  diplomaFile: fileInfo,
  submittedAt: nullableDateTime,
  decidedAt: nullableDateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const personBodySchema = object(
  {
    id: { ...nullableInteger, description: 'Absent for a new person' },
    version: { ...nullableInteger, description: 'Required with an id' },
    ...Object.fromEntries(PERSON_FIELDS.map((name) => [name, nullableText])),
  },
  [],
);

export const versionedIdSchema = object({ id: integer, version: integer });

const keyword = string('Contained in the name or the ID card number');

export const rosterQuerySchema = object({ status, keyword, ...pageQueryProperties }, []);

export const verifiedQuerySchema = object({ keyword, ...pageQueryProperties }, []);

export const reviewQuerySchema = object(
  {
    status,
    companyName: string('Contained in the company name'),
    keyword,
    submittedFrom: isoDate,
    submittedTo: isoDate,
    ...pageQueryProperties,
  },
  [],
);

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
  person: personSchema,
  events: timelineSchema,
  availableEvents: availableEventsSchema,
});

export const removedSchema = object({ id: integer });
