import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MAX_NAMED_RECIPIENTS, messageComposeSchema } from '@machines/validation/message';
import { DEMO } from '../../demoUsers';

const message = { title: '通知', content: '内容' };

const errorsOf = async (value: object) => {
  try {
    await messageComposeSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((failure) => [failure.path, failure.message]));
  }
};

describe('messageComposeSchema', () => {
  it('accepts each audience with what it needs', async () => {
    expect(await errorsOf({ audience: 'all', ...message })).toEqual({});
    expect(await errorsOf({ audience: 'roles', roles: ['2000', '01000'], ...message })).toEqual({});
    expect(
      await errorsOf({
        audience: 'accounts',
        userNames: [DEMO.jinchengAdmin, 'a@b.cn'],
        ...message,
      }),
    ).toEqual({});
  });

  it('asks for what is missing', async () => {
    expect(await errorsOf({})).toEqual({
      audience: 'validation.audienceRequired',
      title: 'validation.titleRequired',
      content: 'validation.contentRequired',
    });
    expect(await errorsOf({ audience: 'roles', ...message })).toEqual({
      roles: 'validation.rolesRequired',
    });
    expect(await errorsOf({ audience: 'accounts', ...message })).toEqual({
      userNames: 'validation.userNamesRequired',
    });
  });

  it('refuses unknown audiences and roles, malformed names, too many names, long texts', async () => {
    expect(await errorsOf({ audience: 'everybody', ...message })).toEqual({
      audience: 'validation.invalid',
    });
    expect(await errorsOf({ audience: 'roles', roles: ['2000', '9999'], ...message })).toEqual({
      roles: 'validation.invalid',
    });
    expect(await errorsOf({ audience: 'accounts', userNames: ['139'], ...message })).toEqual({
      userNames: 'validation.userNamesFormat',
    });
    const many = Array.from(
      { length: MAX_NAMED_RECIPIENTS + 1 },
      (_, i) => `1390000${String(i).padStart(4, '0')}`,
    );
    expect(await errorsOf({ audience: 'accounts', userNames: many, ...message })).toEqual({
      userNames: 'validation.tooManyRecipients',
    });
    expect(await errorsOf({ audience: 'all', title: 'x'.repeat(51), content: 'y' })).toEqual({
      title: 'validation.tooLong',
    });
  });

  it('ignores the recipients another audience would use', async () => {
    expect(await errorsOf({ audience: 'all', roles: [], userNames: [], ...message })).toEqual({});
  });
});
