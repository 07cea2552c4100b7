/**
 * The admin action log. Every administrative change is recorded in the transaction that
 * makes it, so the change and its record stand or fall together. Routes whose permission
 * the access table marks administrative cannot forget: a change answered with success but
 * recorded nowhere is refused with 500 (installAdminAudit), and `administer` does not even
 * commit it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdministrativePermission } from '@machines/access';
import type { AdminActionCode } from '@machines/contracts';
import type { Database } from '../db/client';
import { adminActions, type AdminActionDetails } from '../db/schema';
import { actorOf } from './access';

/** Who acted, when no request is behind the action; the command line has no account. */
export interface AdminActionActor {
  readonly accountId: number | null;
  readonly role: string | null;
  readonly ip: string | null;
}

export interface AdminActionRecord {
  readonly action: AdminActionCode;
  readonly target: { readonly type: string; readonly id: number | string | null };
  /** What changed, e.g. `{ enabled: false }`: never a password, token or hash. */
  readonly details?: AdminActionDetails;
  readonly at: Date;
}

/**
 * Records an admin action in the change's transaction, for whoever acts: what a route hands
 * the function below it that makes an administrative change, instead of the request.
 */
export type RecordAction = (tx: Database, record: AdminActionRecord) => Promise<void>;

/** The recorder of a request's admin actions (each counted for `administer` and the hook). */
export function actionRecorder(request: FastifyRequest): RecordAction {
  return (tx, record) => recordAdminAction(tx, request, record);
}

/** Keys that name a secret; a record carrying one is a bug, so it fails loudly. */
const SECRET_KEY = /password|passwd|pwd|token|secret|hash|captcha|smscode/i;

/** How many actions each request recorded (and whether its route must record one). */
const recordedActions = new WeakMap<FastifyRequest, number>();

const recordedIn = (request: FastifyRequest) => recordedActions.get(request) ?? 0;

/** Writes the record with `tx`: pass the transaction of the change it records. */
export async function recordAdminAction(
  tx: Database,
  by: FastifyRequest | AdminActionActor,
  record: AdminActionRecord,
): Promise<void> {
  const details = record.details ?? {};
  const secret = secretKeyIn(details);
  if (secret !== undefined) {
    throw new Error(`Admin action ${record.action} must not record the secret "${secret}"`);
  }
  const actor = isRequest(by) ? requestActor(by) : by;
  await tx.insert(adminActions).values({
    actorAccountId: actor.accountId,
    actorRole: actor.role,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id === null ? null : String(record.target.id),
    details,
    ip: actor.ip,
    createdAt: record.at,
  });
  if (isRequest(by)) recordedActions.set(by, recordedIn(by) + 1);
}

/**
 * Runs an administrative change in one transaction and commits it only when the change
 * recorded an admin action for this request; otherwise it is rolled back and the request
 * answers 500.
 */
export async function administer<T>(
  db: Database,
  request: FastifyRequest,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  const before = recordedIn(request);
  return db.transaction(async (tx) => {
    const result = await change(tx);
    if (recordedIn(request) === before) throw unrecorded(request);
    return result;
  });
}

/** Refuses a successful answer to an administrative change that recorded nothing. */
export function installAdminAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (succeeded && mustRecord(request) && recordedIn(request) === 0) throw unrecorded(request);
    return payload;
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function mustRecord(request: FastifyRequest): boolean {
  const permission = request.routeOptions.config.permission;
  return (
    permission !== undefined &&
    isAdministrativePermission(permission) &&
    !READ_METHODS.has(request.method)
  );
}

/** An internal error: the error handler logs it (naming the route) and answers 500. */
function unrecorded(request: FastifyRequest): Error {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return new Error(`Administrative route ${route} recorded no admin action`);
}

function isRequest(by: FastifyRequest | AdminActionActor): by is FastifyRequest {
  return 'raw' in by;
}

function requestActor(request: FastifyRequest): AdminActionActor {
  const actor = actorOf(request);
  return { accountId: actor.accountId, role: actor.activeRole, ip: request.ip || null };
}

function secretKeyIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = secretKeyIn(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) return key;
    const found = secretKeyIn(item);
    if (found !== undefined) return found;
  }
  return undefined;
}
