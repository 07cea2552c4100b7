import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '@machines/app/upload';
import { FormContext, ListContext, UploadContext } from '../../components/actorContexts';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { appUploadMachine } from '../../components/uploadBinding';
import { useVersionedForm } from '../../components/versionedForm';
import * as realnameApi from '../../lib/api/realname';
import type { RealnameApplication, RealnameFields } from '../../lib/api/realname';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import { appDetailLoader, NEW_APPLICATION, RealnameDetailContext } from './realnameActors';
import { RealnameForm } from './RealnameForm';

function FormWithActors({
  application,
  returnComment,
  onClose,
  onCreated,
}: {
  application: RealnameApplication | null;
  returnComment: string | null;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const list = ListContext.useActorRef();
  // The list reloads after every save so the new draft or status shows.
  const logic = useVersionedForm<RealnameFields, RealnameApplication>(application, {
    saveDraft: realnameApi.saveApplication,
    submit: realnameApi.submitApplication,
    onSaved: () => list.send({ type: 'REFRESH' }),
    // A first draft now has an id: the URL names it, so a reload reopens this draft.
    onCreated: (id, how) => {
      if (how === 'draft') onCreated?.(String(id));
    },
  });
  return (
    <FormContext.Provider logic={logic} options={{ input: { recordId: application?.id ?? null } }}>
      <UploadContext.Provider
        logic={appUploadMachine}
        options={{ input: { accept: DOCUMENT_TYPES, stored: application?.licenceFile ?? null } }}
      >
        <RealnameForm application={application} returnComment={returnComment} onClose={onClose} />
      </UploadContext.Provider>
    </FormContext.Provider>
  );
}

/** An existing application, loaded fresh (its current version and last return comment). */
function LoadedForm({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const result = RealnameDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('realname.loadFailed')}
      onRetry={onRetry}
      closed={{ text: t('realname.notEditable'), backLabel: t('action.close'), onBack: onClose }}
    >
      {({ application, events }) =>
        isEditable(application.status) ? (
          <FormWithActors
            application={application}
            returnComment={returnCommentOf(application.status, events)}
            onClose={onClose}
          />
        ) : null
      }
    </LoadedRecordForm>
  );
}

export interface RealnameFormHostProps {
  /** `new`, or the id of the application to continue or correct. */
  readonly target: string;
  readonly onClose: () => void;
  /** A new application got its id with its first draft. */
  readonly onCreated?: (id: string) => void;
}

/** Opens the form for a new application, or for an existing one once it is loaded. */
export function RealnameFormHost({ target, onClose, onCreated }: RealnameFormHostProps) {
  const [attempt, setAttempt] = useState(0);
  if (target === NEW_APPLICATION) {
    return (
      <FormWithActors
        application={null}
        returnComment={null}
        onClose={onClose}
        onCreated={onCreated}
      />
    );
  }
  return (
    <RealnameDetailContext.Provider
      key={attempt}
      logic={appDetailLoader}
      options={{ input: { id: target } }}
    >
      <LoadedForm onClose={onClose} onRetry={() => setAttempt((n) => n + 1)} />
    </RealnameDetailContext.Provider>
  );
}
