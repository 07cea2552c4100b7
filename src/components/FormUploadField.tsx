/**
 * An upload field of a form that has several: each field runs its own upload machine
 * (UploadContext, provided here), its stored file's id is the form's value, and the form
 * knows while any file is still on its way (submitting waits for it).
 */
import { useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { StoredFile, UploadMachine } from '@machines/app/upload';
import { UploadContext } from './actorContexts';
import { UploadField, type UploadFieldProps } from './UploadField';

/** Follows the upload machine: its stored file's id is the field's value. */
function StoredSync({ onStored }: { onStored: (id: string) => void }) {
  const upload = UploadContext.useActorRef();
  useEffect(() => {
    let current = upload.getSnapshot().context.stored?.id ?? '';
    // A restored machine (a story, a reopened record) may already hold a file.
    if (current) onStored(current);
    const subscription = upload.subscribe((snapshot) => {
      const id = snapshot.context.stored?.id ?? '';
      if (id === current) return;
      current = id;
      onStored(id);
    });
    return () => subscription.unsubscribe();
  }, [upload, onStored]);
  return null;
}

function BusySync({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const busy = UploadContext.useSelector((s) => s.hasTag('busy'));
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return null;
}

export interface FormUploadFieldProps extends UploadFieldProps {
  /** The upload machine bound to where this form uploads. */
  readonly logic: UploadMachine;
  readonly accept: readonly string[];
  /** The file the record already has. */
  readonly stored?: StoredFile | null;
  /** A restored machine (stories); otherwise a fresh one from `accept` and `stored`. */
  readonly snapshot?: SnapshotFrom<UploadMachine>;
  /** From `useUploadFields`. */
  readonly onStored: (id: string) => void;
  readonly onBusy: (busy: boolean) => void;
}

export function FormUploadField({
  logic,
  accept,
  stored = null,
  snapshot,
  onStored,
  onBusy,
  ...field
}: FormUploadFieldProps) {
  return (
    <UploadContext.Provider
      logic={logic}
      options={snapshot ? { snapshot } : { input: { accept, stored } }}
    >
      <StoredSync onStored={onStored} />
      <BusySync onBusy={onBusy} />
      <UploadField {...field} />
    </UploadContext.Provider>
  );
}

/** Stable callbacks of each upload field of a form, and whether any is still uploading. */
export function useUploadFields<Field extends string>(
  fields: readonly Field[],
  onStored: (field: Field, id: string) => void,
) {
  // The callbacks stay the same for the form's life; they call the latest `onStored`.
  const latest = useRef(onStored);
  useEffect(() => {
    latest.current = onStored;
  }, [onStored]);
  const [busy, setBusy] = useState<ReadonlySet<Field>>(() => new Set());
  const [handlers] = useState(() => ({
    stored: Object.fromEntries(
      fields.map((field) => [field, (id: string) => latest.current(field, id)]),
    ) as Record<Field, (id: string) => void>,
    busy: Object.fromEntries(
      fields.map((field) => [
        field,
        (isBusy: boolean) =>
          setBusy((current) => {
            if (current.has(field) === isBusy) return current;
            const next = new Set(current);
            if (isBusy) next.add(field);
            else next.delete(field);
            return next;
          }),
      ]),
    ) as Record<Field, (busy: boolean) => void>,
  }));
  return { onStored: handlers.stored, onBusy: handlers.busy, uploading: busy.size > 0 };
}
