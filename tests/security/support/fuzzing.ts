/**
 * fast-check arbitraries for request parts, made from a route's JSON Schema: values the
 * schema accepts, and values beyond it (wrong types, missing and extra fields, huge and
 * empty strings, Unicode and control characters, SQL and HTML payloads, `__proto__` keys,
 * negative and huge numbers). Each case says whether a refusal must name a field.
 */
import fc from 'fast-check';
import type { JsonSchema } from './requests';

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1) UNION SELECT password_hash FROM accounts --',
  '\\x00\\\\',
  '%_%',
];
const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
];
const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b[31m', '\u202e', '\r\n', '\uffff', '\ud800'];

/** Strings no form would send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', ...SQL_PAYLOADS, ...HTML_PAYLOADS, ...CONTROL_CHARACTERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((length) => 'A'.repeat(length)),
  fc.constantFrom('__proto__', 'constructor', 'prototype', '../../etc/passwd'),
);

/** Numbers past every range a field could mean. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -2_147_483_649, 2_147_483_648, 2 ** 53 + 2, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.constant({ __proto__: { polluted: true } }),
);

const propertiesOf = (schema: JsonSchema) =>
  (schema.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
const requiredOf = (schema: JsonSchema) => (schema.required ?? []) as readonly string[];

/** Values the schema's own keywords accept (the business rules may still refuse them). */
export function schemaValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const nullable = schema.nullable === true;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'object':
        return fc.record(
          Object.fromEntries(
            Object.entries(propertiesOf(schema)).map(([name, property]) => [
              name,
              schemaValue(property),
            ]),
          ),
          { requiredKeys: [...requiredOf(schema)] },
        );
      case 'array':
        return fc.array(schemaValue((schema.items ?? {}) as JsonSchema), {
          minLength: Number(schema.minItems ?? 0),
          maxLength: Math.min(Number(schema.maxItems ?? 5), 5),
        });
      case 'integer':
        return fc.integer({
          min: Number(schema.minimum ?? -1000),
          max: Number(schema.maximum ?? 1_000_000),
        });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        if (schema.format === 'date') return fc.constantFrom('2026-01-01', '1999-12-31');
        if (schema.format === 'date-time') return fc.constant('2026-01-01T00:00:00.000Z');
        return fc.string({
          minLength: Number(schema.minLength ?? 0),
          maxLength: Math.min(Number(schema.maxLength ?? 30), 30),
        });
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return nullable ? fc.option(value, { nil: null }) : value;
}

export interface FuzzCase {
  /** What was done to the request part, for the failure message. */
  readonly mutation: string;
  readonly value: unknown;
  /** A refusal of a field-level mutation must name a field; a broken whole part need not. */
  readonly namesField: boolean;
}

/** Cases for one request part (an object schema): within it, and beyond it. */
export function partCases(schema: JsonSchema): fc.Arbitrary<FuzzCase> {
  const valid = schemaValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const names = Object.keys(propertiesOf(schema));
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('id');
  return fc.oneof(
    valid.map((value) => ({ mutation: 'within the schema', value, namesField: true })),
    fc.tuple(valid, field, hostileValue).map(([value, name, hostile]) => ({
      mutation: `${name} replaced`,
      value: { ...value, [name]: hostile },
      namesField: true,
    })),
    fc.tuple(valid, field).map(([value, name]) => {
      const { [name]: _removed, ...rest } = value;
      return { mutation: `${name} left out`, value: rest, namesField: true };
    }),
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin'))
      .map(([value, name]) => ({
        mutation: `extra ${name}`,
        value: JSON.parse(JSON.stringify({ ...value, extra: 1 }).replace('"extra"', `"${name}"`)),
        namesField: true,
      })),
    hostileValue.map((value) => ({ mutation: 'whole part replaced', value, namesField: false })),
  );
}

/** Bodies that are not JSON at all, sent as application/json. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  '['.repeat(5000),
  '{"__proto__":{"polluted":true}}',
];

/** Multipart bodies that break the format. */
export const MALFORMED_MULTIPART = [
  '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
  '--x--',
  'not multipart at all',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\r\n--x--\r\n',
];
