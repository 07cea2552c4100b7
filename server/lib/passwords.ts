/**
 * Password hashing with scrypt (memory-hard, DESIGN §4). The parameters travel inside the
 * encoded hash (`scrypt$N$r$p$salt$hash`, base64 parts): a hash verifies at the cost it was
 * made with, so the cost can be raised later without invalidating stored hashes.
 *
 * The cost is the configuration's (`PASSWORD_COST`): production's 2^17 takes 0.3-1 s of
 * one core per hash, which is the point; the test suites log in thousands of times and run
 * at test mode's cheaper default, as Django's test settings swap in a fast hasher.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_PATTERN } from '@machines/validation';
import { PRODUCTION_PASSWORD_COST } from '../config';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password against a hash made at any cost. */
  verify(password: string, encoded: string): Promise<boolean>;
  /**
   * Verified against when the login name matches no account, so an unknown name costs as
   * much time as a wrong password. Random bytes: no password hashes to it.
   */
  readonly unmatchableHash: string;
}

/** A hasher whose new hashes cost 2^`cost` (log2 of scrypt's N). */
export function passwordHasher(cost: number = PRODUCTION_PASSWORD_COST): PasswordHasher {
  const n = 2 ** cost;
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await deriveKey(password, salt, scryptOptions(n, BLOCK_SIZE, PARALLELISM));
      return encode(n, BLOCK_SIZE, PARALLELISM, salt, key);
    },
    verify: verifyPassword,
    unmatchableHash: encode(
      n,
      BLOCK_SIZE,
      PARALLELISM,
      randomBytes(SALT_BYTES),
      randomBytes(KEY_BYTES),
    ),
  };
}

async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, blockSize, parallelism, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = scryptOptions(Number(n), Number(blockSize), Number(parallelism));
  const actual = await deriveKey(password, Buffer.from(salt, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * scrypt needs 128·N·r bytes (128 MiB at 2^17): Node's default cap of 32 MiB would refuse
 * it, so the cap is twice the need.
 */
function scryptOptions(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 2 * 128 * n * r };
}

function deriveKey(password: string, salt: Buffer, options: ScryptOptions, length = KEY_BYTES) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(n: number, blockSize: number, parallelism: number, salt: Buffer, key: Buffer) {
  return [
    'scrypt',
    n,
    blockSize,
    parallelism,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Seed §5: 6-16 characters combining letters and digits. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}
