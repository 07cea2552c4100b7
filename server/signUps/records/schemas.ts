/** JSON Schemas of the training record routes and the business query of certificates. */
import { pageQueryProperties } from '../../lib/paging';
import { boolean, integer, object, string } from '../../lib/schemas';
import { timelineSchema } from '../../lib/workflow/schemas';
import { signUpProperties, signUpStatusSchema } from '../schemas';

const year = { type: 'integer', minimum: 2000, maximum: 2100 };
const personId = { ...integer, description: 'A person of my company’s roster' };

export const trainingRecordSchema = object({
  ...signUpProperties,
  creditHours: string('The course’s credit hours, one decimal, or empty'),
  hoursEarned: { ...boolean, description: 'The exam passed and the certificate not revoked' },
});

export const recordQuerySchema = object(
  {
    personId,
    status: signUpStatusSchema,
    courseName: string('Contained in the course’s name'),
    traineeName: string('Contained in the trainee’s name'),
    year: { ...year, description: 'The year the session ended' },
    ...pageQueryProperties,
  },
  [],
);

export const recordDetailSchema = object({ record: trainingRecordSchema, events: timelineSchema });

export const summaryQuerySchema = object(
  { personId, traineeName: string('Contained in the trainee’s name'), ...pageQueryProperties },
  [],
);

export const summarySchema = object({
  personId: { ...integer, nullable: true, description: 'null: the individual themselves' },
  traineeName: string(),
  traineeIdCard: string('Masked'),
  trainings: { ...integer, description: 'Sign-ups neither rejected nor cancelled' },
  certificatesInForce: integer,
  latest: { ...trainingRecordSchema, nullable: true },
  hoursByYear: {
    type: 'array',
    description: 'Credit hours earned per year a session ended, the newest first',
    items: object({ year: string('YYYY'), hours: string('One decimal') }),
  },
  totalHours: string('One decimal'),
  declaredHours: string('Of totalHours, from approved training declarations; one decimal'),
});

/** The filters of a course's credit-hour list (`course/query-creditUser-list`), and of its export. */
const creditUserFilters = {
  courseId: {
    ...integer,
    description: 'The course: my institution’s, or any to the super-administrator',
  },
  traineeName: string('Contained in the trainee’s name'),
  companyName: string('Contained in the company’s name'),
};

export const creditUserQuerySchema = object({ ...creditUserFilters, ...pageQueryProperties }, [
  'courseId',
]);
export const creditUserExportSchema = object(creditUserFilters, ['courseId']);
