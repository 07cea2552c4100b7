/**
 * Every write route the server has, read from its OpenAPI document (/api/docs/json), with
 * the free-text fields of its JSON body. A route or field added later is found here
 * without any change to the suite.
 */
import type { APIRequestContext } from '@playwright/test';
import { isPermission, type Permission } from '../../../machines/access/permissions';

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly pattern?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly $ref?: string;
}

interface Operation {
  readonly description?: string;
  readonly requestBody?: { readonly content?: Readonly<Record<string, { schema?: JsonSchema }>> };
}

interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> };
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const WRITE_METHODS: readonly WriteMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export interface WriteRoute {
  /** `POST /api/…`, as the suite names routes. */
  readonly key: string;
  readonly method: WriteMethod;
  readonly path: string;
  /** Null for a public route. */
  readonly permission: Permission | null;
  /** The JSON body's schema, refs resolved; null without a JSON body (none, or multipart). */
  readonly body: JsonSchema | null;
  /** Paths of the body's free-text strings (`comment`, `items[].note`). */
  readonly textFields: readonly string[];
}

export async function writeRoutes(request: APIRequestContext): Promise<WriteRoute[]> {
  const answer = await request.get('/api/docs/json');
  if (!answer.ok()) throw new Error(`GET /api/docs/json: ${answer.status()}`);
  const document = (await answer.json()) as OpenApiDocument;
  const resolve = refResolver(document);
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [name, operation] of Object.entries(operations)) {
      const method = name.toUpperCase() as WriteMethod;
      if (!WRITE_METHODS.includes(method)) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const body = schema ? resolve(schema) : null;
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        permission: permissionOf(operation),
        body,
        textFields: body ? textFieldsOf(body) : [],
      });
    }
  }
  return routes;
}

/** server/lib/openapi.ts states each operation's permission in its description. */
function permissionOf(operation: Operation): Permission | null {
  const named = /Permission `([^`]+)`/.exec(operation.description ?? '')?.[1];
  return isPermission(named) ? named : null;
}

/** Inlines `$ref`s to `#/components/schemas/…` (the server names shared schemas there). */
function refResolver(document: OpenApiDocument) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = document.components?.schemas?.[name];
      if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
      return resolve(target);
    }
    return {
      ...schema,
      ...(schema.properties && {
        properties: Object.fromEntries(
          Object.entries(schema.properties).map(([key, value]) => [key, resolve(value)]),
        ),
      }),
      ...(schema.items && { items: resolve(schema.items) }),
    };
  };
  return resolve;
}

const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A string anyone may fill with anything: no enum, format or pattern constrains it. */
export const isFreeText = (schema: JsonSchema) =>
  hasType(schema, 'string') && !schema.enum && !schema.format && !schema.pattern;

function textFieldsOf(schema: JsonSchema, prefix = ''): string[] {
  if (isFreeText(schema)) return [prefix];
  if (hasType(schema, 'array') && schema.items) return textFieldsOf(schema.items, `${prefix}[]`);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    textFieldsOf(property, prefix ? `${prefix}.${name}` : name),
  );
}

/**
 * A value for every required field (an id 1, an enum's first value, some text): the body
 * a route without a record to point at gets, before one field takes a payload.
 */
export function placeholderBody(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (hasType(schema, 'integer') || hasType(schema, 'number')) return 1;
  if (hasType(schema, 'boolean')) return false;
  if (hasType(schema, 'string')) return 'text';
  if (hasType(schema, 'array')) return schema.items ? [placeholderBody(schema.items)] : [];
  const required = schema.required ?? [];
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.includes(name))
      .map(([name, property]) => [name, placeholderBody(property)]),
  );
}

/** A copy of `body` with `value` at `field` (`items[].note` sets the first item's note). */
export function withField(body: unknown, field: string, value: string): unknown {
  const [head = '', ...rest] = field.split('.');
  const tail = rest.join('.');
  const isList = head.endsWith('[]');
  const name = isList ? head.slice(0, -2) : head;
  const container = (name ? (body as Record<string, unknown> | undefined)?.[name] : body) as
    unknown[] | Record<string, unknown> | undefined;
  let next: unknown;
  if (isList) {
    const list = Array.isArray(container) ? [...container] : [];
    list[0] = tail ? withField(list[0] ?? {}, tail, value) : value;
    next = list;
  } else {
    next = tail ? withField(container ?? {}, tail, value) : value;
  }
  return name ? { ...(body as Record<string, unknown>), [name]: next } : next;
}

/** The last name of a field path: what a screen labels it (`items[].note` → `note`). */
export const fieldName = (field: string) => field.split('.').pop()?.replace('[]', '') ?? field;
