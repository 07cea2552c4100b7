import { describe, expect, it } from 'vitest';
import { isCalendarDay, isoDay } from '@machines/validation/fieldRules';

describe('the one calendar-day rule', () => {
  it('takes days the calendar has, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1900-01-01', '2199-12-31', '2026-11-28']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuses days it does not have, and shapes that are no day', () => {
    const impossible = [
      '0000-00-00',
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2025-13-40',
      '2024-04-31',
      '2024-00-10',
      '1899-12-31',
      '9999-12-31',
      '2024-1-01',
      '2024/01/01',
      '20240101',
      '',
    ];
    for (const day of impossible) expect(isCalendarDay(day), day).toBe(false);
  });

  it('is the rule every date field uses: empty passes (required says otherwise), no other', async () => {
    const field = isoDay();
    expect(await field.isValid('')).toBe(true);
    expect(await field.isValid(' 2024-02-29 ')).toBe(true);
    await expect(field.validate('2024-02-30')).rejects.toThrow('validation.invalidDate');
  });
});
