import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckCharacter,
  isCreditCode,
  realnameDraftSchema,
  realnameSubmissionSchema,
} from '@machines/validation';

const complete = {
  companyName: '四川华信系统集成有限公司',
  creditCode: '91350100M000100Y43',
  legalRepresentative: '王建国',
  contactName: '李敏',
  contactMobile: '13812345678',
  address: '成都市高新区天府大道100号',
  licenceFileId: 'f_1',
};

const messagesOf = async (schema: typeof realnameDraftSchema, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
};

describe('unified social credit code', () => {
  it('accepts codes whose check character fits (GB 32100-2015)', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110000600037341L')).toBe(true);
    expect(isCreditCode('91110000600037341l')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
  });

  it('computes the check character, with 31 written as 0', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
  });
});

describe('real-name application schemas', () => {
  it('lets a draft be incomplete but not malformed', async () => {
    expect(await messagesOf(realnameDraftSchema, { companyName: '华信' })).toEqual({});
    expect(
      await messagesOf(realnameDraftSchema, { creditCode: '123', contactMobile: '123' }),
    ).toEqual({
      creditCode: 'validation.creditCodeCheck',
      contactMobile: 'validation.mobile',
    });
  });

  it('asks a submission for every field, naming each missing one', async () => {
    expect(await messagesOf(realnameSubmissionSchema, complete)).toEqual({});
    expect(await messagesOf(realnameSubmissionSchema, {})).toEqual({
      companyName: 'validation.companyNameRequired',
      creditCode: 'validation.creditCodeRequired',
      legalRepresentative: 'validation.required',
      contactName: 'validation.required',
      contactMobile: 'validation.mobile',
      address: 'validation.required',
      licenceFileId: 'validation.licenceRequired',
    });
  });
});
