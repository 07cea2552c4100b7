/**
 * Writes every payload into every free-text field of every write route, one field and
 * one payload per request: validation refusing one field must not keep the others out.
 * Each field's payloads carry a tag of their own (` #7#`) where the field has room for it,
 * so a page showing one field's text cannot pass for another field's (closed, so that
 * `#7#` is never found inside `#71#`).
 */
import { writerFor, type DemoApi } from './demoApi';
import type { NonJsonWriter, Preparer, StoredText } from './explicitRoutes';
import { placeholderBody, withField, type JsonSchema, type WriteRoute } from './openApiWrites';

export interface StoreReport {
  readonly attempts: number;
  readonly stored: readonly StoredText[];
  /** Routes with free text the suite could not call, and why. */
  readonly skipped: ReadonlyMap<string, string>;
}

export interface StoreOptions {
  readonly preparers: Readonly<Record<string, Preparer>>;
  readonly nonJsonWriters: Readonly<Record<string, NonJsonWriter | null>>;
  /** Per route: what it keeps of the request's headers. */
  readonly headerWriters: Readonly<Record<string, NonJsonWriter>>;
}

export async function storeEverywhere(
  api: DemoApi,
  routes: readonly WriteRoute[],
  payloads: readonly string[],
  options: StoreOptions,
): Promise<StoreReport> {
  let attempts = 0;
  let fieldCount = 0;
  const stored: StoredText[] = [];
  const skipped = new Map<string, string>();
  for (const route of routes) {
    if (!route.body) {
      const writer = options.nonJsonWriters[route.key];
      if (writer === undefined)
        skipped.set(route.key, 'no JSON body and no entry in nonJsonWriters');
      else if (writer) stored.push(...(await writer(payloads)));
      continue;
    }
    if (route.textFields.length === 0) continue;
    const account = writerFor(route.permission);
    if (!account) {
      skipped.set(route.key, `no demo writer holds ${route.permission ?? 'a session'}`);
      continue;
    }
    const prepare = options.preparers[route.key] ?? placeholder(route, route.body);
    const caller = route.permission === null ? null : account;
    // Accepted values go along with the later requests, as a person fills in every field:
    // a placeholder must not overwrite a payload stored before.
    const kept = new Map<string, string>();
    for (const field of route.textFields) {
      const tag = ` #${(fieldCount += 1)}#`;
      for (const payload of payloads) {
        for (const value of [`${payload}${tag}`, payload]) {
          const { body, path = route.path } = await prepare();
          const filled = [...kept, [field, value] as const].reduce<unknown>(
            (result, [name, text]) => withField(result, name, text),
            body,
          );
          const answer = await api.send(caller, route.method, path, filled);
          attempts += 1;
          if (answer.status !== 0) continue;
          kept.set(field, value);
          stored.push({ route: route.key, field, payload, shown: value });
          break;
        }
      }
    }
  }
  for (const route of routes) {
    const writer = options.headerWriters[route.key];
    if (writer) stored.push(...(await writer(payloads)));
  }
  return { attempts, stored, skipped };
}

/** Required values that are not text, and 1 for each path parameter. */
function placeholder(route: WriteRoute, body: JsonSchema): Preparer {
  return async () => ({
    body: placeholderBody(body),
    path: route.path.replace(/\{[^}]+\}/g, '1'),
  });
}
