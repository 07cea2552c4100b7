/**
 * The form of an applicant's record (a draft to continue, a returned one to correct, or a
 * new one), as every applicant area opens it: a new record's form at once; an existing one
 * loaded fresh first (its current version and the last return comment), its loading,
 * failure and closed states drawn by LoadedRecordForm. The form saves and submits through
 * the area's calls; inside the area's list (ListedApplicantFormHost) the list reloads after
 * every save so the new draft or status shows. An area describes itself (ApplicantFormArea)
 * and draws its own form.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '@xstate/react';
import type { PromiseActorLogic } from 'xstate';
import type { FormInput } from '@machines/app/form';
import type { RowId } from '@machines/app/list';
import { FormContext, ListContext } from './actorContexts';
import type { DetailInput, DetailResult } from './detailLoader';
import { NEW_RECORD } from './formParam';
import { LoadedRecordForm } from './LoadedRecordForm';
import { useVersionedForm, type VersionedCall } from './versionedForm';

/** A record saved with its version (optimistic locking). */
export interface VersionedRecord {
  readonly id: RowId;
  readonly version: number;
}

/** What an area's form is drawn with. */
export interface ApplicantFormProps<TRecord> {
  /** Null for a new record. */
  readonly record: TRecord | null;
  readonly returnComment: string | null;
  /** A new record's id once its first save has given it one (what may follow the draft). */
  readonly savedId?: string | null;
  readonly onClose: () => void;
}

/** A record open to change, found in its loaded detail. */
export interface EditableRecord<TRecord> {
  readonly record: TRecord;
  readonly returnComment: string | null;
}

export interface ApplicantFormArea<TFields, TRecord extends VersionedRecord, TDetail> {
  /** The area's translation prefix: its `loadFailed` and `notEditable` texts. */
  readonly prefix: string;
  /** The key of the way back from a record no longer open to change (`action.close`). */
  readonly closeLabel?: string;
  readonly saveDraft: VersionedCall<TFields, TRecord>;
  readonly submit: VersionedCall<TFields, TRecord>;
  /** The form machine's input beside the record's id (its fields, the question before sending). */
  readonly formInput?: Omit<FormInput, 'recordId'>;
  /** Loads a record's detail fresh (the area's detail loader). */
  readonly detailLoader: PromiseActorLogic<DetailResult<TDetail>, DetailInput>;
  /** The record in its detail while its status leaves it open to change, else null. */
  readonly editable: (detail: TDetail) => EditableRecord<TRecord> | null;
  /** The area's form, inside the form machine bound to its calls. */
  readonly Form: (props: ApplicantFormProps<TRecord>) => ReactNode;
}

export interface ApplicantFormHostProps {
  /** `new`, or the id of the record to continue or correct. */
  readonly target: string;
  readonly onClose: () => void;
  /**
   * A new record got its id, with its first draft or sent at once (the URL names it, so a
   * reload reopens it).
   */
  readonly onCreated?: (id: string, how: 'draft' | 'submit') => void;
  /** After every save (a draft or a submission). */
  readonly onSaved?: () => void;
}

function BoundForm<TFields, TRecord extends VersionedRecord, TDetail>({
  area,
  record,
  returnComment,
  savedId = null,
  onClose,
  onCreated,
  onSaved,
}: ApplicantFormProps<TRecord> &
  Pick<ApplicantFormHostProps, 'onCreated' | 'onSaved'> & {
    readonly area: ApplicantFormArea<TFields, TRecord, TDetail>;
  }) {
  const logic = useVersionedForm<TFields, TRecord>(record, {
    saveDraft: area.saveDraft,
    submit: area.submit,
    onSaved: () => onSaved?.(),
    onCreated: (id, how) => onCreated?.(String(id), how),
  });
  const { Form } = area;
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { ...area.formInput, recordId: record?.id ?? null } }}
    >
      <Form record={record} returnComment={returnComment} savedId={savedId} onClose={onClose} />
    </FormContext.Provider>
  );
}

function LoadedForm<TFields, TRecord extends VersionedRecord, TDetail>({
  area,
  id,
  onClose,
  onSaved,
  onRetry,
}: Pick<ApplicantFormHostProps, 'onClose' | 'onSaved'> & {
  readonly area: ApplicantFormArea<TFields, TRecord, TDetail>;
  readonly id: string;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  const [snapshot] = useActor(area.detailLoader, { input: { id } });
  return (
    <LoadedRecordForm
      result={snapshot.output}
      failedTitle={t(`${area.prefix}.loadFailed`)}
      onRetry={onRetry}
      closed={{
        text: t(`${area.prefix}.notEditable`),
        backLabel: t(area.closeLabel ?? 'action.close'),
        onBack: onClose,
      }}
    >
      {(detail) => {
        const editable = area.editable(detail);
        return editable ? (
          <BoundForm area={area} {...editable} onClose={onClose} onSaved={onSaved} />
        ) : null;
      }}
    </LoadedRecordForm>
  );
}

/** The form of a new record, or of an existing one once it is loaded. */
export function ApplicantFormHost<TFields, TRecord extends VersionedRecord, TDetail>({
  area,
  target,
  onClose,
  onCreated,
  onSaved,
}: ApplicantFormHostProps & { readonly area: ApplicantFormArea<TFields, TRecord, TDetail> }) {
  const [attempt, setAttempt] = useState(0);
  const [savedId, setSavedId] = useState<string | null>(null);
  if (target === NEW_RECORD) {
    return (
      <BoundForm
        area={area}
        record={null}
        returnComment={null}
        savedId={savedId}
        onClose={onClose}
        onCreated={(id, how) => {
          setSavedId(id);
          onCreated?.(id, how);
        }}
        onSaved={onSaved}
      />
    );
  }
  return (
    <LoadedForm
      key={attempt}
      area={area}
      id={target}
      onClose={onClose}
      onSaved={onSaved}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

/**
 * The form host inside the area's own list: the list reloads after every save, and only a
 * first draft names itself (a record sent at once is in the list, its dialog done).
 */
export function ListedApplicantFormHost<TFields, TRecord extends VersionedRecord, TDetail>({
  onCreated,
  ...props
}: ApplicantFormHostProps & { readonly area: ApplicantFormArea<TFields, TRecord, TDetail> }) {
  const list = ListContext.useActorRef();
  return (
    <ApplicantFormHost
      {...props}
      onCreated={(id, how) => {
        if (how === 'draft') onCreated?.(id, how);
      }}
      onSaved={() => list.send({ type: 'REFRESH' })}
    />
  );
}
