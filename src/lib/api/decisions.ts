/** What every review call sends and answers: one record or many, each with its version. */
import type { RowId } from '@machines/app/list';

export interface VersionedId {
  readonly id: RowId;
  readonly version: number;
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
