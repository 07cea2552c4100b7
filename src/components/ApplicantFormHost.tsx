/**
 * The form of an applicant's record (a draft to continue, a returned one to correct, or a
 * new one), as every applicant area opens it: a new record's form at once; an existing one
 * loaded fresh first (its current version and the last return comment), its loading,
 * failure and closed states drawn by LoadedRecordForm. The form saves and submits through
 * the area's calls, and its list reloads after every save so the new draft or status shows.
 * An area describes itself (ApplicantFormArea) and draws its own form.
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
interface VersionedRecord {
  readonly id: RowId;
  readonly version: number;
}

/** What an area's form is drawn with. */
export interface ApplicantFormProps<TRecord> {
  /** Null for a new record. */
  readonly record: TRecord | null;
  readonly returnComment: string | null;
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
  /** A new record got its id with its first draft (the URL names it, so a reload reopens it). */
  readonly onCreated?: (id: string) => void;
}

function BoundForm<TFields, TRecord extends VersionedRecord, TDetail>({
  area,
  record,
  returnComment,
  onClose,
  onCreated,
}: ApplicantFormProps<TRecord> & {
  readonly area: ApplicantFormArea<TFields, TRecord, TDetail>;
  readonly onCreated?: (id: string) => void;
}) {
  const list = ListContext.useActorRef();
  const logic = useVersionedForm<TFields, TRecord>(record, {
    saveDraft: area.saveDraft,
    submit: area.submit,
    onSaved: () => list.send({ type: 'REFRESH' }),
    onCreated: (id, how) => {
      if (how === 'draft') onCreated?.(String(id));
    },
  });
  const { Form } = area;
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { ...area.formInput, recordId: record?.id ?? null } }}
    >
      <Form record={record} returnComment={returnComment} onClose={onClose} />
    </FormContext.Provider>
  );
}

function LoadedForm<TFields, TRecord extends VersionedRecord, TDetail>({
  area,
  id,
  onClose,
  onRetry,
}: {
  readonly area: ApplicantFormArea<TFields, TRecord, TDetail>;
  readonly id: string;
  readonly onClose: () => void;
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
        backLabel: t('action.close'),
        onBack: onClose,
      }}
    >
      {(detail) => {
        const editable = area.editable(detail);
        return editable ? <BoundForm area={area} {...editable} onClose={onClose} /> : null;
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
}: ApplicantFormHostProps & { readonly area: ApplicantFormArea<TFields, TRecord, TDetail> }) {
  const [attempt, setAttempt] = useState(0);
  if (target === NEW_RECORD) {
    return (
      <BoundForm
        area={area}
        record={null}
        returnComment={null}
        onClose={onClose}
        onCreated={onCreated}
      />
    );
  }
  return (
    <LoadedForm
      key={attempt}
      area={area}
      id={target}
      onClose={onClose}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
