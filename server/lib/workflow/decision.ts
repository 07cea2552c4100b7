/**
 * A reviewer's decision on one record, as the review routes take it and the areas' services
 * carry it out through the workflow service: the record at the version the reviewer saw, the
 * step, and the reason (some steps require one).
 */
export interface Decision<TEvent extends string = string> {
  readonly id: number;
  readonly version: number;
  readonly event: TEvent;
  readonly comment?: string | undefined;
}
