import { describe, expect, it } from 'vitest';
import { renderError } from '../../server/lib/errorHandler';
import { AppError } from '../../server/lib/errors';
import { fieldLabel, languageOf, t } from '../../server/lib/i18n';
import { monthsUpTo, startOfMonth } from '../../server/lib/dates';
import { isStrongPassword, passwordHasher } from '../../server/lib/passwords';

describe('i18n', () => {
  it('answers English only to clients that put English first', () => {
    expect(languageOf('en-US,en;q=0.9')).toBe('en');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOf('fr')).toBe('zh');
    expect(languageOf(undefined)).toBe('zh');
  });

  it('fills placeholders and falls back to the key', () => {
    expect(t('en', 'error.locked', { minutes: 3 })).toBe(
      'Too many failed logins, please try again in 3 minutes',
    );
    expect(t('zh', 'error.locked', { minutes: 3 })).toBe('登录失败次数过多，请3分钟后再试');
    expect(t('en', 'error.noSuchKey')).toBe('error.noSuchKey');
    expect(fieldLabel('en', 'userName')).toBe('User name');
    expect(fieldLabel('en', 'unlabelled')).toBe('unlabelled');
  });

  it('renders an error with its field label and field messages', () => {
    const error = new AppError(400, 'validation.mobile', {
      field: 'userName',
      fieldErrors: { userName: { key: 'validation.mobile' } },
    });
    expect(renderError('zh', error)).toEqual({
      status: 400,
      message: '用户名: 请输入正确的手机号码',
      data: null,
      fieldErrors: { userName: '请输入正确的手机号码' },
    });
  });
});

describe('passwords', () => {
  const production = passwordHasher();
  const cheap = passwordHasher(10);

  it('hashes with scrypt at production cost and a salt of its own, and verifies', async () => {
    const [first, second] = await Promise.all([
      production.hash('Secret123'),
      production.hash('Secret123'),
    ]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]{24}\$[\w+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(await production.verify('Secret123', first)).toBe(true);
    expect(await production.verify('Secret124', first)).toBe(false);
  });

  it('verifies a hash at the cost it was made with, whatever the cost now', async () => {
    const made = await cheap.hash('Secret123');
    expect(made).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await production.verify('Secret123', made)).toBe(true);
    expect(await cheap.verify('Secret124', made)).toBe(false);
  });

  it('never matches the stand-in hash of unknown accounts, made at its own cost', async () => {
    expect(production.unmatchableHash).toMatch(/^scrypt\$131072\$/);
    expect(cheap.unmatchableHash).toMatch(/^scrypt\$1024\$/);
    expect(await production.verify('Demo1234', production.unmatchableHash)).toBe(false);
    expect(await production.verify('Demo1234', 'plain-text')).toBe(false);
  });

  it('applies the seed §5 rule: 6-16 characters with letters and digits', () => {
    expect(isStrongPassword('Demo1234')).toBe(true);
    expect(isStrongPassword('abc12')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abcd1234abcd12345')).toBe(false);
  });
});

describe('association calendar', () => {
  it('counts months in China time, oldest first, across a year', () => {
    // 2025-01-31 17:00 UTC is already 1 February in China.
    expect(monthsUpTo(new Date('2025-01-31T17:00:00Z'), 3)).toEqual([
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(monthsUpTo(new Date('2025-03-15T04:00:00Z'), 1)).toEqual(['2025-03']);
  });

  it('starts a month at its first China midnight', () => {
    expect(startOfMonth('2025-03').toISOString()).toBe('2025-02-28T16:00:00.000Z');
  });
});
