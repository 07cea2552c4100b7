/**
 * A realistic request for each seed call, on the demo seed: made by a demo account the
 * access table allows, in the role it needs, with the schema's samples and, on top, the
 * values a real client would send (records of the demo in the status the call needs).
 */
import { isPublicPermission, may, type RoleCode } from '@machines/access';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../server/db/schema';
import { demoAccounts } from '../../../server/seed/demoData';
import type { DeclaredRoute } from '../../../server/lib/access';
import { injectOptions, shapeRequest } from '../../security/support/requests';
import { sessionFor, type TestServer } from '../support/testServer';
import { recipes } from './recipes';

export interface Outcome {
  /** The role the call was made in; none for an anonymous call. */
  readonly role: RoleCode | undefined;
  readonly succeeded: boolean;
  /** What the answer was, when it was no success. */
  readonly why: string;
}

/** `POST /api/course/get-image-point/:id` → `POST /course/get-image-point/{id}`. */
const seedNameOf = (route: DeclaredRoute) =>
  `${route.method} ${route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`;

/** The first demo account, in the seed's order, with a role the access table allows. */
function defaultAccount(route: DeclaredRoute): readonly [string, RoleCode] | 'anonymous' {
  if (isPublicPermission(route.permission)) return 'anonymous';
  for (const account of demoAccounts) {
    const role = account.roles.find((candidate) => may(route.permission, candidate));
    if (role) return [account.userName, role];
  }
  throw new Error(`No demo account may call ${seedNameOf(route)}`);
}

async function tokenAs(server: TestServer, [userName, role]: readonly [string, RoleCode]) {
  await server.db.update(accounts).set({ activeRole: role }).where(eq(accounts.userName, userName));
  return sessionFor(server, userName);
}

export async function realisticCall(server: TestServer, route: DeclaredRoute): Promise<Outcome> {
  const recipe = recipes[seedNameOf(route)] ?? {};
  const who = recipe.as ?? defaultAccount(route);
  const role = who === 'anonymous' ? undefined : who[1];
  const token = who === 'anonymous' ? undefined : await tokenAs(server, who);
  let values: Record<string, unknown>;
  try {
    values = (await recipe.values?.({ server, token })) ?? {};
  } catch (error) {
    return { role, succeeded: false, why: `no request made: ${String(error).slice(0, 300)}` };
  }
  const answer = await server.app.inject(injectOptions(route, shapeRequest(route, values), token));
  const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  const status = isJson ? answer.json<{ status: number }>().status : 0;
  const succeeded = answer.statusCode === 200 && status === 0;
  return {
    role,
    succeeded,
    why: succeeded ? '' : `${answer.statusCode} ${answer.body.slice(0, 300)}`,
  };
}
