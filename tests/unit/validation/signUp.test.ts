import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  companySignUpSchema,
  examBatchSchema,
  examResultSchema,
  examScoreField,
  issueDateSchema,
  MAX_PEOPLE_PER_SIGN_UP,
  selfSignUpSchema,
} from '@machines/validation/signUp';
import { DEMO } from '../../demoUsers';

const errorsOf = async (
  schema: { validate: (value: object, options: { abortEarly: boolean }) => Promise<unknown> },
  value: object,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((failure) => [failure.path, failure.message]));
  }
};

describe('sign-up forms', () => {
  it('a company names a session and one to fifty people', async () => {
    expect(await errorsOf(companySignUpSchema, { trainingDateId: 1, personIds: [3] })).toEqual({});
    expect(await errorsOf(companySignUpSchema, { trainingDateId: '', personIds: [] })).toEqual({
      trainingDateId: 'validation.pickDate',
      personIds: 'validation.pickPeople',
    });
    const many = Array.from({ length: MAX_PEOPLE_PER_SIGN_UP + 1 }, (_, index) => index + 1);
    expect(await errorsOf(companySignUpSchema, { trainingDateId: 1, personIds: many })).toEqual({
      personIds: 'validation.tooMany',
    });
  });

  it('an individual gives a name, a valid ID card number and a mobile', async () => {
    const self = { trainingDateId: 1, name: '吴磊', mobile: DEMO.trainee };
    expect(await errorsOf(selfSignUpSchema, { ...self, idCard: '510104199001010019' })).toEqual({});
    expect(await errorsOf(selfSignUpSchema, { ...self, idCard: '510104199001010010' })).toEqual({
      idCard: 'validation.idCard',
    });
  });
});

describe('exam results', () => {
  it('takes a pass or a fail with a score of 0-100, one decimal at most', async () => {
    expect(await errorsOf(examResultSchema, { event: 'PASS_EXAM', score: 86.5 })).toEqual({});
    expect(await errorsOf(examResultSchema, { event: 'FAIL_EXAM', score: 0 })).toEqual({});
    expect(await errorsOf(examResultSchema, { event: 'PASS_EXAM', score: 100 })).toEqual({});
    for (const score of [-1, 100.1, 88.25]) {
      expect(await errorsOf(examResultSchema, { event: 'PASS_EXAM', score })).toEqual({
        score: 'validation.examScore',
      });
    }
    expect(await errorsOf(examResultSchema, {})).toEqual({
      event: 'validation.pickExamResult',
      score: 'validation.examScoreRequired',
    });
  });
});

describe('a batch of exam results', () => {
  const fields = [examScoreField(7), examScoreField(8)];
  const schema = examBatchSchema(fields);

  it('takes one result and the scores given, a blank trainee left out', async () => {
    expect(
      await errorsOf(schema, { event: 'PASS_EXAM', 'score-7': '86.5', 'score-8': '' }),
    ).toEqual({});
  });

  it('needs a result and at least one score, said under the first score', async () => {
    expect(await errorsOf(schema, { event: '', 'score-7': ' ', 'score-8': '' })).toEqual({
      event: 'validation.pickExamResult',
      'score-7': 'validation.examScoresNone',
    });
  });

  it('refuses a score no exam can have, on its own trainee', async () => {
    expect(
      await errorsOf(schema, { event: 'FAIL_EXAM', 'score-7': '59', 'score-8': '100.05' }),
    ).toEqual({ 'score-8': 'validation.examScore' });
  });
});

describe('a course’s certificate issue date', () => {
  it('is a YYYY-MM-DD day, or empty for each certificate’s own day', async () => {
    expect(await errorsOf(issueDateSchema, { issuedOn: '2026-06-30' })).toEqual({});
    expect(await errorsOf(issueDateSchema, { issuedOn: '' })).toEqual({});
    expect(await errorsOf(issueDateSchema, { issuedOn: '2026-06-31' })).toEqual({
      issuedOn: 'validation.invalidDate',
    });
  });
});
