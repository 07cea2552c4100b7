/**
 * Requests made from a route's declared schema, so a route added later is called by every
 * suite without anyone writing a case for it: a valid-shaped sample of its params, query
 * and body, with chosen fields (ids) set from the fixtures.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../../../server/lib/access';
import { multipart, samples } from '../../server/support/uploads';

export type JsonSchema = Readonly<Record<string, unknown>>;

export type RequestPart = 'params' | 'querystring' | 'body';
export const REQUEST_PARTS: readonly RequestPart[] = ['params', 'querystring', 'body'];

export function partSchema(route: DeclaredRoute, part: RequestPart): JsonSchema | undefined {
  const schema = route.schema as Record<string, unknown> | undefined;
  return schema?.[part] as JsonSchema | undefined;
}

export const isMultipart = (route: DeclaredRoute) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

const propertiesOf = (schema: JsonSchema) =>
  (schema.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
const requiredOf = (schema: JsonSchema) => (schema.required ?? []) as readonly string[];

/** A value of the schema's type that its own keywords accept (not the business rules). */
export function sampleOf(schema: JsonSchema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        requiredOf(schema).map((name) => [name, sampleOf(propertiesOf(schema)[name] ?? {})]),
      );
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () => sampleOf((schema.items ?? {}) as JsonSchema));
    }
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    default:
      return null;
  }
}

/** A field path of a request part: `id`, `items[].id`. */
export type FieldPath = string;

const ID_NAME = /^(id|ids|[a-z][A-Za-z]*Ids?)$/;

/** Every field whose name says it holds a record's id, at any depth. */
export function idLikeFields(schema: JsonSchema | undefined, prefix = ''): FieldPath[] {
  if (!schema) return [];
  if (schema.type === 'array') return idLikeFields(schema.items as JsonSchema, `${prefix}[]`);
  return Object.entries(propertiesOf(schema)).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const nested = idLikeFields(property, path);
    return ID_NAME.test(name) && property.type !== 'object' ? [path, ...nested] : nested;
  });
}

/** Sets a field path in a sample, creating what the path passes through. */
export function setPath(target: Record<string, unknown>, path: FieldPath, value: unknown): void {
  const [head = '', ...rest] = path.split('.');
  const isArray = head.endsWith('[]');
  const key = isArray ? head.slice(0, -2) : head;
  if (rest.length === 0 && !isArray) {
    target[key] = value;
    return;
  }
  if (isArray) {
    const items = Array.isArray(target[key]) ? (target[key] as unknown[]) : [];
    if (items.length === 0) items.push({});
    target[key] = items;
    if (rest.length === 0) {
      items[0] = value;
      return;
    }
    for (const item of items) setPath(item as Record<string, unknown>, rest.join('.'), value);
    return;
  }
  const child = (target[key] ?? {}) as Record<string, unknown>;
  target[key] = child;
  setPath(child, rest.join('.'), value);
}

/** Which request part holds a field path (the first part whose schema names its head). */
export function partOf(route: DeclaredRoute, path: FieldPath): RequestPart | undefined {
  const head = (path.split('.')[0] ?? '').replace(/\[\]$/, '');
  return REQUEST_PARTS.find((part) => head in propertiesOf(partSchema(route, part) ?? {}));
}

export interface ShapedRequest {
  readonly params: Record<string, unknown>;
  readonly querystring: Record<string, unknown>;
  readonly body: Record<string, unknown> | undefined;
}

/** A valid-shaped request, with `values` (by field path) on top of the samples. */
export function shapeRequest(
  route: DeclaredRoute,
  values: Readonly<Record<FieldPath, unknown>> = {},
): ShapedRequest {
  const sample = (part: RequestPart) => {
    const schema = partSchema(route, part);
    return schema ? (structuredClone(sampleOf(schema)) as Record<string, unknown>) : undefined;
  };
  const request = {
    params: sample('params') ?? {},
    querystring: sample('querystring') ?? {},
    body: sample('body'),
  };
  for (const [path, value] of Object.entries(values)) {
    const part = partOf(route, path) ?? 'body';
    if (part === 'body') request.body ??= {};
    setPath(request[part] ?? {}, path, value);
  }
  return request;
}

/** Turns a shaped request into Fastify inject options (multipart routes get a small PNG). */
export function injectOptions(
  route: DeclaredRoute,
  request: ShapedRequest,
  token: string | undefined,
): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(request.params[name] ?? 'x')),
  );
  const headers: Record<string, string> = token ? { 'access-token': token } : {};
  const query = Object.fromEntries(
    Object.entries(request.querystring).map(([name, value]) => [name, String(value)]),
  );
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    query,
    headers,
  };
  if (isMultipart(route)) {
    const form = multipart([
      {
        field: 'file',
        fileName: `sample-${randomBytes(2).toString('hex')}.png`,
        bytes: samples.png,
      },
    ]);
    return { ...options, payload: form.payload, headers: { ...headers, ...form.headers } };
  }
  if (request.body !== undefined) return { ...options, payload: request.body };
  return options;
}

export const routeName = (route: DeclaredRoute) => `${route.method} ${route.url}`;
