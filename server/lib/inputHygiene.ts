/**
 * Input no client of ours sends, refused before any handler sees it, naming the field:
 * a NUL character (PostgreSQL text cannot hold one, so it would surface as a 500) and
 * keys that shadow Object.prototype (`constructor`, `toString`…), which confuse code that
 * looks fields up on plain objects, yup included. `__proto__` itself is refused earlier
 * by Fastify's JSON parser.
 */
import type { FastifyInstance } from 'fastify';
import { AppError, HttpStatus } from './errors';

const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
const MAX_DEPTH = 32;

/** The first offending top-level field of a request part, or null. */
function offendingField(value: unknown, field: string | null = null, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? (field ?? 'body') : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const topField = field ?? key;
    if (PROTOTYPE_KEYS.has(key) || key.includes('\u0000')) return topField;
    const found = offendingField(item, topField, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = offendingField(part);
      if (field !== null) {
        throw new AppError(HttpStatus.badRequest, 'validation.invalid', {
          field,
          fieldErrors: { [field]: { key: 'validation.invalid' } },
        });
      }
    }
  });
}
