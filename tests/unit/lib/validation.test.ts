/** Seed §5 rules, written once in machines/validation and used by forms and server. */
import { describe, expect, it } from 'vitest';
import {
  isDecimal3,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  loginSchema,
  password,
} from '@machines/validation/rules';

async function errorsOf(values: Record<string, unknown>): Promise<string[]> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('validation rules (seed §5)', () => {
  it.each(['13900000000', '19912345678', '15011112222'])('accepts the mobile %s', (value) => {
    expect(isMobile(value)).toBe(true);
  });

  it.each(['12900000000', '1390000000', '139000000001', '2390000000a'])(
    'refuses the mobile %s',
    (value) => {
      expect(isMobile(value)).toBe(false);
    },
  );

  it('checks email addresses', () => {
    expect(isEmail('user@example.cn')).toBe(true);
    expect(isEmail('user@example')).toBe(false);
    expect(isEmail('user example.cn')).toBe(false);
  });

  it.each([
    ['Demo1234', true],
    ['abc123', true],
    ['a1b2c3d4e5f6g7h8', true],
    ['abc12', false],
    ['a1b2c3d4e5f6g7h8i', false],
    ['abcdefgh', false],
    ['12345678', false],
  ])('password %s is valid: %s', async (value, valid) => {
    await expect(password().isValid(value)).resolves.toBe(valid);
  });

  it('checks ID card numbers of 15 or 18 digits (last may be X)', () => {
    expect(isIdCard('110105199001011234')).toBe(true);
    expect(isIdCard('11010519900101123X')).toBe(true);
    expect(isIdCard('110105900101123')).toBe(true);
    expect(isIdCard('1101051990010112')).toBe(false);
    expect(isIdCard('11010519900101123A')).toBe(false);
  });

  it('checks landline numbers', () => {
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('0571-1234567')).toBe(true);
    expect(isLandline('12345678')).toBe(true);
    expect(isLandline('010-1234')).toBe(false);
  });

  it('allows at most three decimal places', () => {
    expect(isDecimal3('12')).toBe(true);
    expect(isDecimal3('12.345')).toBe(true);
    expect(isDecimal3('12.3456')).toBe(false);
    expect(isDecimal3('12.')).toBe(false);
  });

  it('names every missing login field with its seed message key', async () => {
    expect(await errorsOf({})).toEqual([
      'validation.userNameRequired',
      'validation.passwordRequired',
      'validation.codeRequired',
      'validation.codeRequired',
    ]);
  });

  it('accepts a mobile number or an email as the login name', async () => {
    const base = { password: 'Demo1234', captchaId: 'c', captchaCode: 'ab12' };
    expect(await errorsOf({ ...base, userName: '13900002000' })).toEqual([]);
    expect(await errorsOf({ ...base, userName: 'user@example.cn' })).toEqual([]);
    expect(await errorsOf({ ...base, userName: '139000' })).toEqual(['validation.mobile']);
  });
});
