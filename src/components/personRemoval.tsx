/**
 * Taking one person off a record its applicant may still change (a credit application's
 * people, a course's teachers), asked first: the review machine holding the person as its
 * one target, the record's id and version read from the screen when the step goes out.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { RowId } from '@machines/app/list';
import { reviewMachine } from '@machines/app/review';
import type { InstitutionPerson } from '@machines/contracts';
import type { PersonRemoval } from '../lib/api/decisions';
import { ReviewContext } from './actorContexts';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import type { ReviewedRecord } from './recordReview';

/** The review machine's decision for the step. */
export const REMOVE_PERSON = 'REMOVE_PERSON';

export interface PersonRemovalBinding {
  /** The record on screen now, or null while it loads. */
  readonly current: () => ReviewedRecord | null;
  /** The area's call. */
  readonly remove: (removal: PersonRemoval) => Promise<unknown>;
  /** Loads the record again: after the step, and after a refusal (someone changed it). */
  readonly reload: () => void;
}

/** The review machine bound to the record's removals (ReviewContext's logic). */
export function usePersonRemoval({ current, remove, reload }: PersonRemovalBinding) {
  const [logic] = useState(() =>
    reviewMachine.provide({
      actors: {
        submitDecision: fromPromise(async ({ input }) => {
          const record = current();
          const [personId] = input.ids;
          if (!record || personId === undefined) throw new Error('no record or person');
          try {
            await remove({ id: record.id, version: record.version, personId });
          } catch (error) {
            reload();
            throw error;
          }
          return [{ id: personId, ok: true }];
        }),
      },
      actions: { decided: () => reload() },
    }),
  );
  return logic;
}

/** What a chip's removal sends: the step, asked about first. */
export function useAskRemoval(): (person: InstitutionPerson) => void {
  const review = ReviewContext.useActorRef();
  return (person) =>
    review.send({
      type: 'DECIDE',
      decision: REMOVE_PERSON,
      ids: [person.id],
      commentRequired: false,
    });
}

/** The question (naming the person), then what came of it. */
export function PersonRemovalDialog({ nameOf }: { nameOf: (id: RowId) => string | undefined }) {
  const { t } = useTranslation();
  const [personId] = ReviewContext.useSelector((s) => s.context.ids);
  const name = personId === undefined ? '' : (nameOf(personId) ?? '');
  return (
    <ConfirmActionDialog
      decision={REMOVE_PERSON}
      title={t('person.removal.title')}
      question={t('person.removal.question', { name })}
      done={t('person.removal.done')}
      confirmLabel={t('person.removal.confirm')}
    />
  );
}
