/** The JSON Schemas every workflow detail answer shares: its timeline and what may be done next. */
import { boolean, dateTime, integer, isoDate, nullableString, object, string } from '../schemas';
import { MAX_BATCH_ITEMS } from './batch';

export const timelineSchema = {
  type: 'array',
  description: 'The timeline, oldest first',
  items: object(
    {
      id: integer,
      fromCode: { ...integer, nullable: true, description: 'Null: the step made the record' },
      toCode: integer,
      event: string(),
      actorName: string(),
      actorRole: string(),
      comment: nullableString,
      createdAt: dateTime,
      family: string('The family of the codes when not the record’s (a sign-up’s date changes)'),
      detail: string('What the step was about, in no language (a date change’s move)'),
    },
    ['id', 'fromCode', 'toCode', 'event', 'actorName', 'actorRole', 'comment', 'createdAt'],
  ),
} as const;

export const availableEventsSchema = {
  type: 'array',
  description: "What the caller may do now, from the workflow machine's run",
  items: object({ type: string(), commentRequired: boolean }),
} as const;

/** A versioned record named in a change: the version the caller saw (optimistic lock). */
export const versionedIdSchema = object({ id: integer, version: integer });

/** One person taken off a versioned record's people (a course's teachers, a credit application's). */
export const personRemovalSchema = object({
  id: integer,
  version: integer,
  personId: { ...integer, description: 'One of the people the record names' },
});

const comment = { type: 'string', maxLength: 500, description: 'Required by REJECT and RETURN' };

/** One reviewer decision on one record: the events a reviewer may send. */
export function decisionBodySchema(events: readonly string[]) {
  return object(
    { id: integer, version: integer, event: { type: 'string', enum: [...events] }, comment },
    ['id', 'version', 'event'],
  );
}

/** One decision on several records, each with its version. */
export function batchDecisionBodySchema(events: readonly string[]) {
  return object(
    {
      items: { type: 'array', minItems: 1, maxItems: MAX_BATCH_ITEMS, items: versionedIdSchema },
      event: { type: 'string', enum: [...events] },
      comment,
    },
    ['items', 'event'],
  );
}

/** A batch's answer: one result per item, refusals with their reason. */
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

/** An application-family status, 0-6, as lists filter by it. */
export const applicationStatusSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 6,
  description: 'Status 0-6 (docs/reference.md)',
};

/** A qualification-family status, 0-9 (credit applications, project declarations). */
export const qualificationStatusSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 9,
  description: 'Qualification status 0-9 (docs/reference.md)',
};

/** The filters of a two-level review list (server/lib/workflow/reviewFilters.ts). */
export const qualificationFilterProperties = {
  status: qualificationStatusSchema,
  companyName: string('Contained in the company name'),
  creditCode: string('The start of the company’s unified social credit code'),
  submittedFrom: isoDate,
  submittedTo: isoDate,
};

/** A stored file a record refers to, or null. */
export const fileInfoSchema = {
  ...object({ id: string(), url: string(), name: string(), type: string() }),
  nullable: true,
};

/** The fields of a record's create-or-update body: `id` and `version`, then its own. */
export function savedFieldsBodySchema(fields: readonly string[], created: string) {
  const nullableInteger = { ...integer, nullable: true };
  return object(
    {
      id: { ...nullableInteger, description: `Absent for a new ${created}` },
      version: { ...nullableInteger, description: 'Required with an id' },
      ...Object.fromEntries(fields.map((name) => [name, nullableString])),
    },
    [],
  );
}

/** A person a record names from a roster (server/lib/namedPeople.ts). */
export const namedPersonSchema = object({
  id: integer,
  name: string(),
  education: string(),
  professionalTitle: string(),
  verified: { ...boolean, description: 'False once the verification no longer stands' },
});
