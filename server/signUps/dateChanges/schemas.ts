/** JSON Schemas of the date change routes: they document the contract and serialise answers. */
import { DATE_CHANGE_REASON_MAX } from '@machines/validation';
import { pageQueryProperties } from '../../lib/paging';
import { dateTime, integer, nullableDateTime, object, string } from '../../lib/schemas';

const session = object({
  trainingDateId: integer,
  startsOn: string('YYYY-MM-DD'),
  endsOn: string('YYYY-MM-DD'),
});

export const dateChangeStatusSchema = {
  type: 'integer',
  enum: [0, 1, 2],
  description: 'Date change status: 0 pending, 1 approved, 2 refused',
};

export const dateChangeSchema = object({
  id: integer,
  status: dateChangeStatusSchema,
  version: { ...integer, description: 'Send it back with the decision (optimistic lock)' },
  signUpId: integer,
  courseId: integer,
  courseName: string(),
  traineeName: string(),
  companyName: string('Empty for an individual'),
  from: session,
  to: session,
  reason: string('Why the trainee asks to move'),
  refusal: string('The institution’s reason for refusing; empty otherwise'),
  decidedAt: nullableDateTime,
  createdAt: dateTime,
});

export const dateChangeAskSchema = object({
  signUpId: { ...integer, description: 'An approved sign-up of mine' },
  trainingDateId: { ...integer, description: 'Another session of the same course' },
  reason: { ...string('Why the trainee asks to move'), maxLength: DATE_CHANGE_REASON_MAX },
});

export const dateChangeQuerySchema = object(
  {
    courseId: integer,
    status: dateChangeStatusSchema,
    traineeName: string('Contained in the trainee’s name'),
    ...pageQueryProperties,
  },
  [],
);
