/**
 * Password hashing with scrypt (memory-hard, DESIGN §4). The parameters travel inside the
 * encoded hash (`scrypt$N$r$p$salt$hash`, base64 parts), so they can be raised later
 * without invalidating stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_PATTERN } from '@machines/validation';

const COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** N=2^17, r=8 needs 128 MiB; Node's default cap of 32 MiB would refuse it. */
const MAX_MEMORY = 256 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(cost: number, blockSize: number, parallelism: number, salt: Buffer, key: Buffer) {
  return [
    'scrypt',
    cost,
    blockSize,
    parallelism,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY };
  const key = await deriveKey(password, salt, options, KEY_BYTES);
  return encode(COST, BLOCK_SIZE, PARALLELISM, salt, key);
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallelism),
    maxmem: MAX_MEMORY,
  };
  const actual = await deriveKey(password, Buffer.from(salt, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Verified against when the login name matches no account, so an unknown name costs as
 * much time as a wrong password. Random bytes: no password hashes to it.
 */
export const UNMATCHABLE_PASSWORD_HASH = encode(
  COST,
  BLOCK_SIZE,
  PARALLELISM,
  randomBytes(SALT_BYTES),
  randomBytes(KEY_BYTES),
);

/** Seed §5: 6-16 characters combining letters and digits. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}
