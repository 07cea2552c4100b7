/**
 * Batch decisions (`muliti-…` routes): every item is its own workflow step in its own
 * transaction, so one stale or illegal item does not undo the others. The answer lists
 * each item's outcome, refusals with their localized reason.
 */
import type { FastifyBaseLogger } from 'fastify';
import { renderError } from '../errorHandler';
import { AppError, HttpStatus } from '../errors';
import type { Language } from '../i18n';

export const MAX_BATCH_ITEMS = 100;

export type BatchItemResult =
  | { readonly id: number; readonly ok: true; readonly status: number; readonly version: number }
  | { readonly id: number; readonly ok: false; readonly message: string };

export async function eachInOwnTransaction<TItem extends { readonly id: number }>(
  items: readonly TItem[],
  step: (item: TItem) => Promise<{ status: number; version: number }>,
  { language, log }: { language: Language; log: FastifyBaseLogger },
): Promise<BatchItemResult[]> {
  const results: BatchItemResult[] = [];
  // One after the other: items may share a record, and order makes the outcome predictable.
  for (const item of items) {
    try {
      const { status, version } = await step(item);
      results.push({ id: item.id, ok: true, status, version });
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, id: item.id }, 'batch item failed');
      const refusal =
        error instanceof AppError ? error : new AppError(HttpStatus.internal, 'error.internal');
      results.push({ id: item.id, ok: false, message: renderError(language, refusal).message });
    }
  }
  return results;
}

/** One decision for several records, as a batch route receives it. */
export interface BatchDecision<TEvent extends string> {
  readonly items: readonly { readonly id: number; readonly version: number }[];
  readonly event: TEvent;
  readonly comment?: string | undefined;
}

/** A batch decided record by record with the area's single decision. */
export function decideEachWith<TEvent extends string>(
  { items, event, comment }: BatchDecision<TEvent>,
  decideOne: (decision: {
    id: number;
    version: number;
    event: TEvent;
    comment: string | undefined;
  }) => Promise<{ status: number; version: number }>,
  answer: { language: Language; log: FastifyBaseLogger },
): Promise<BatchItemResult[]> {
  return eachInOwnTransaction(
    items,
    ({ id, version }) => decideOne({ id, version, event, comment }),
    answer,
  );
}
