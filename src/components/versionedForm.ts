/**
 * The form machine bound to a record's save and submit calls. The record's version
 * travels with each call (optimistic locking) and is taken from each answer, so the form
 * can save again without reloading; a first save of a new record reports its id.
 */
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { formMachine, type FormRequest } from '@machines/app/form';
import type { RowId } from '@machines/app/list';

interface Versioned {
  readonly id: RowId;
  readonly version: number;
}

export type VersionedCall<TFields, TAnswer extends Versioned> = (
  request: TFields & { readonly id?: RowId; readonly version?: number },
) => Promise<TAnswer>;

export interface VersionedFormCalls<TFields, TAnswer extends Versioned> {
  readonly saveDraft: VersionedCall<TFields, TAnswer>;
  readonly submit: VersionedCall<TFields, TAnswer>;
  /** After every answer (a list to reload). */
  readonly onSaved?: (answer: TAnswer) => void;
  /** A new record got its id (the URL names it, so a reload reopens it). */
  readonly onCreated?: (id: RowId, how: 'draft' | 'submit') => void;
}

export function useVersionedForm<TFields, TAnswer extends Versioned>(
  record: Versioned | null,
  calls: VersionedFormCalls<TFields, TAnswer>,
) {
  const [logic] = useState(() => {
    let version = record?.version;
    const send =
      (call: VersionedCall<TFields, TAnswer>, how: 'draft' | 'submit') =>
      async ({ recordId, values }: FormRequest) => {
        const saved = await call({
          ...(values as unknown as TFields),
          ...(recordId === null ? {} : { id: recordId, version }),
        });
        version = saved.version;
        calls.onSaved?.(saved);
        if (recordId === null) calls.onCreated?.(saved.id, how);
        return saved;
      };
    return formMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }) => send(calls.saveDraft, 'draft')(input)),
        submit: fromPromise(({ input }) => send(calls.submit, 'submit')(input)),
      },
    });
  });
  return logic;
}
