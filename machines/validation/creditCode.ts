/**
 * The unified social credit code (GB 32100-2015): 18 characters from a 31-letter
 * alphabet, the last one a check character over the first 17.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character the first 17 characters call for. */
export function creditCodeCheckCharacter(first17: string): string {
  const sum = [...first17].reduce(
    (total, character, index) => total + ALPHABET.indexOf(character) * (WEIGHTS[index] ?? 0),
    0,
  );
  return ALPHABET[(31 - (sum % 31)) % 31] ?? '';
}

export function isCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
}
