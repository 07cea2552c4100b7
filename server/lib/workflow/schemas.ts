/** The JSON Schemas every workflow detail answer shares: its timeline and what may be done next. */
import { boolean, dateTime, integer, nullableString, object, string } from '../schemas';

export const timelineSchema = {
  type: 'array',
  description: 'The timeline, oldest first',
  items: object({
    id: integer,
    fromCode: integer,
    toCode: integer,
    event: string(),
    actorName: string(),
    actorRole: string(),
    comment: nullableString,
    createdAt: dateTime,
  }),
} as const;

export const availableEventsSchema = {
  type: 'array',
  description: "What the caller may do now, from the workflow machine's run",
  items: object({ type: string(), commentRequired: boolean }),
} as const;
