/**
 * The resident identity card number (GB 11643-1999): 18 characters, six of region, eight
 * of birth date, three of sequence (odd for men), and a check character over the first
 * 17 (ISO 7064 MOD 11-2); cards issued before 1999 carry 15 digits with a two-digit year
 * and no check. The specification's helper accepts 15 or 18 digits; an 18-digit number
 * must also carry its check character and a real birth date.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
const EIGHTEEN = /^\d{17}[\dX]$/;
const FIFTEEN = /^\d{15}$/;

/** The check character the first 17 digits call for. */
export function idCardCheckCharacter(first17: string): string {
  const sum = [...first17].reduce(
    (total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0),
    0,
  );
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/** YYYY-MM-DD when the digits are a real calendar date, else null. */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The birth date a well-formed number states (YYYY-MM-DD), or null. */
export function birthDateOfIdCard(value: string): string | null {
  const number = value.trim().toUpperCase();
  if (EIGHTEEN.test(number)) {
    return calendarDate(
      Number(number.slice(6, 10)),
      Number(number.slice(10, 12)),
      Number(number.slice(12, 14)),
    );
  }
  if (FIFTEEN.test(number)) {
    return calendarDate(
      1900 + Number(number.slice(6, 8)),
      Number(number.slice(8, 10)),
      Number(number.slice(10, 12)),
    );
  }
  return null;
}

/** The gender the sequence digit states (odd: male). */
export function genderOfIdCard(value: string): 'male' | 'female' | null {
  const number = value.trim().toUpperCase();
  const digit = EIGHTEEN.test(number) ? number[16] : FIFTEEN.test(number) ? number[14] : undefined;
  if (digit === undefined) return null;
  return Number(digit) % 2 === 1 ? 'male' : 'female';
}

/** A valid number: its form, its birth date, and for 18 characters its check character. */
export function isIdCardNumber(value: string): boolean {
  const number = value.trim().toUpperCase();
  if (birthDateOfIdCard(number) === null) return false;
  return FIFTEEN.test(number) || idCardCheckCharacter(number.slice(0, 17)) === number[17];
}
