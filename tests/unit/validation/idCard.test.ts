import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateOfIdCard,
  genderOfIdCard,
  idCardCheckCharacter,
  isIdCardNumber,
} from '@machines/validation/idCard';

/** The standard's worked example (GB 11643-1999, annex). */
const EXAMPLE = '11010519491231002X';

describe('ID card numbers', () => {
  it("accepts the standard's example and computes its check character", () => {
    expect(idCardCheckCharacter(EXAMPLE.slice(0, 17))).toBe('X');
    expect(isIdCardNumber(EXAMPLE)).toBe(true);
    expect(isIdCardNumber(EXAMPLE.toLowerCase())).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isIdCardNumber('110105194912310021')).toBe(false);
  });

  it('refuses a birth date that does not exist', () => {
    const first17 = '11010519490231002';
    expect(isIdCardNumber(first17 + idCardCheckCharacter(first17))).toBe(false);
  });

  it('accepts the 15-digit numbers of old cards, with a real date', () => {
    expect(isIdCardNumber('110105491231002')).toBe(true);
    expect(birthDateOfIdCard('110105491231002')).toBe('1949-12-31');
    expect(isIdCardNumber('110105491331002')).toBe(false);
  });

  it('refuses other lengths and characters', () => {
    for (const value of ['', '1101051949123100', '11010519491231002Y', '11010519491231002XX']) {
      expect(isIdCardNumber(value)).toBe(false);
    }
  });

  it('reads birth date and gender', () => {
    expect(birthDateOfIdCard(EXAMPLE)).toBe('1949-12-31');
    expect(genderOfIdCard(EXAMPLE)).toBe('female');
    expect(genderOfIdCard('110105491231001')).toBe('male');
  });

  it('detects any change of one digit (11 is prime: every weight times every change shows)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (at, shift) => {
        const digits = [...EXAMPLE];
        digits[at] = String((Number(digits[at]) + shift) % 10);
        expect(isIdCardNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});
