/** The sign-up endpoints as a test calls them. */
import type { FastifyInstance } from 'fastify';
import { idCardCheckCharacter } from '../../../machines/validation/idCard';
import { call } from './api';

export interface SignUpAnswer {
  id: number;
  status: number;
  version: number;
  courseId: number;
  trainingDateId: number;
  traineeName: string;
  traineeIdCard: string;
}

/** A well-formed 18-character number from its first 17 digits. */
export const idCardNumber = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;

/** A company signs people of its roster up (`train/entry-course`). */
export async function signUpPeople(
  app: FastifyInstance,
  token: string,
  trainingDateId: number,
  personIds: readonly number[],
): Promise<SignUpAnswer[]> {
  const answer = await call<SignUpAnswer[]>(app, 'POST', '/api/train/entry-course', {
    token,
    body: { trainingDateId, personIds },
  });
  if (answer.httpStatus !== 200) throw new Error(`Sign-up failed: ${answer.body.message}`);
  return answer.body.data;
}

/** An individual signs themselves up (`train/entry-course-reg`). */
export async function signUpSelf(
  app: FastifyInstance,
  token: string,
  trainingDateId: number,
  trainee: { name: string; idCard: string; mobile: string },
): Promise<SignUpAnswer> {
  const answer = await call<SignUpAnswer>(app, 'POST', '/api/train/entry-course-reg', {
    token,
    body: { trainingDateId, ...trainee },
  });
  if (answer.httpStatus !== 200) throw new Error(`Sign-up failed: ${answer.body.message}`);
  return answer.body.data;
}
