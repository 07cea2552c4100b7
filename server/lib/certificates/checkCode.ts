/**
 * A certificate's check code: eight random characters printed on it and carried in its QR
 * code. The number alone is sequential (anyone can guess the next one), so the public
 * verification tells only whether a number is valid; whose it is, and what it
 * certifies, is shown to whoever also holds the code, i.e. holds the certificate.
 */
import { randomInt } from 'node:crypto';
import type { CertificateValidity } from '@machines/contracts';

/** No 0/O, 1/I/L: read off paper and typed without doubt. 31 symbols: about 40 bits in all. */
export const CHECK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newCheckCode(): string {
  return Array.from(
    { length: LENGTH },
    () => CHECK_CODE_ALPHABET[randomInt(CHECK_CODE_ALPHABET.length)],
  ).join('');
}

/** As printed (`ABCD-EFGH`), readable in two halves. */
export const printedCheckCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** What a visitor typed, as stored: spaces and dashes dropped, upper case. */
export const normalisedCheckCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** Compared in constant time, so the answer's timing says nothing of how much was right. */
export function checkCodeMatches(stored: string | null, typed: string): boolean {
  const given = normalisedCheckCode(typed);
  if (!stored || given.length !== stored.length) return false;
  let difference = 0;
  for (let index = 0; index < stored.length; index += 1) {
    difference |= stored.charCodeAt(index) ^ given.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * What the verification answers when the check code is missing or wrong: the validity
 * alone. Null when the code is this certificate's, and the whole verification may follow.
 */
export function uncheckedValidity(
  kind: CertificateValidity['kind'],
  certificateNo: string,
  status: number,
  stored: string | null,
  given: string | undefined,
): CertificateValidity | null {
  if (given !== undefined && checkCodeMatches(stored, given)) return null;
  const codeWrong = given !== undefined && normalisedCheckCode(given) !== '';
  return { kind, certificateNo, status, checked: false, codeWrong };
}
