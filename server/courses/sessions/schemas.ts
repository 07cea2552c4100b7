/** JSON Schemas of the session routes: they document the contract and serialise answers. */
import { SESSION_MOVE_REASON_MAX } from '@machines/validation';
import { pageQueryProperties } from '../../lib/paging';
import { dateTime, integer, nullableString, object, string } from '../../lib/schemas';
import { trainingDateSchema } from '../schemas';

const day = string('YYYY-MM-DD');

const sessionStatusSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 5,
  description: 'Training date status 0-5 (docs/reference.md)',
};

export const sessionSchema = object({
  ...(trainingDateSchema as { properties: Record<string, never> }).properties,
  courseId: integer,
  courseName: string(),
  institutionName: string('The training institution'),
  proposedStartsOn: { ...nullableString, description: 'The first day a waiting move asks for' },
  proposedEndsOn: { ...nullableString, description: 'The last day a waiting move asks for' },
  signedUp: { ...integer, description: 'Places held now: sign-ups waiting or approved' },
  reason: string('Why the last move was asked; empty when none was'),
  refusal: string('The platform’s reason when it refused the last move; empty otherwise'),
  updatedAt: dateTime,
});

export const sessionMoveAskSchema = object({
  id: { ...integer, description: 'A session of a course of mine, published or in training' },
  version: { ...integer, description: 'The session’s version I saw (optimistic lock)' },
  startsOn: day,
  endsOn: day,
  comment: { ...string('Why the session moves'), maxLength: SESSION_MOVE_REASON_MAX },
});

export const sessionAddSchema = object({
  courseId: { ...integer, description: 'A course of mine, published or in training' },
  startsOn: day,
  endsOn: day,
  capacity: { ...integer, description: 'Its places: at most the course’s' },
  location: string(),
});

export const sessionQuerySchema = object(
  {
    courseId: { ...integer, description: 'One course (the institution names its own)' },
    status: sessionStatusSchema,
    courseName: string('Contained in the course’s name'),
    ...pageQueryProperties,
  },
  [],
);
