/** What every review call sends and answers: one record or many, each with its version. */
import type { RowId } from '@machines/app/list';
import { api } from './http';

export interface VersionedId {
  readonly id: RowId;
  readonly version: number;
}

/** One person taken off a record's people, at the version on screen. */
export interface PersonRemoval extends VersionedId {
  readonly personId: RowId;
}

export interface DecisionRequest extends VersionedId {
  readonly event: string;
  readonly comment?: string;
}

export interface BatchDecisionRequest {
  readonly items: readonly VersionedId[];
  readonly event: string;
  readonly comment?: string;
}

/** One item of a batch: decided, or why not (the batch goes on past a refusal). */
export interface BatchItemResult {
  readonly id: RowId;
  readonly ok: boolean;
  readonly status?: number;
  readonly version?: number;
  readonly message?: string;
}

/** A comment goes only when there is one. */
export const optionalComment = (comment: string | undefined) =>
  comment && comment.trim() ? { comment: comment.trim() } : {};

/** The seed's method of a decision call: POST unless it spells PUT. */
export type DecisionMethod = 'post' | 'put';

/** `POST …/update-…-status`: one decision; 409 with a localized message on conflict. */
export function postDecision<TRecord>(
  path: string,
  request: DecisionRequest,
  method: DecisionMethod = 'post',
): Promise<TRecord> {
  return api[method]<TRecord>(path, {
    json: {
      id: request.id,
      version: request.version,
      event: request.event,
      ...optionalComment(request.comment),
    },
    quiet: true,
  });
}

/** `POST …/muliti-update-…-status`: one decision on several records, one result each. */
export async function postBatchDecision(
  path: string,
  request: BatchDecisionRequest,
  method: DecisionMethod = 'post',
): Promise<readonly BatchItemResult[]> {
  const answer = await api[method]<{ results: readonly BatchItemResult[] }>(path, {
    json: {
      items: request.items.map(({ id, version }) => ({ id, version })),
      event: request.event,
      ...optionalComment(request.comment),
    },
    quiet: true,
  });
  return answer.results;
}
