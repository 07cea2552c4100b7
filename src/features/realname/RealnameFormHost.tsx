import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { fromPromise } from 'xstate';
import { formMachine, type FormRequest } from '@machines/app/form';
import { DOCUMENT_TYPES } from '@machines/app/upload';
import { FormContext, ListContext, UploadContext } from '../../components/actorContexts';
import { appUploadMachine } from '../../components/uploadBinding';
import { LoadFailed } from '../../components/LoadFailed';
import { realnameApi } from '../../lib/api';
import type {
  RealnameApplication,
  RealnameFields,
  RealnameSaveRequest,
} from '../../lib/api/realname';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import { appDetailLoader, NEW_APPLICATION, RealnameDetailContext } from './realnameActors';
import { RealnameForm } from './RealnameForm';

/**
 * The form machine bound to save and submit. The application's version travels with
 * each call (optimistic locking) and is taken from each answer; the list reloads after
 * every save so the new draft or status shows.
 */
function useBoundForm(
  application: RealnameApplication | null,
  onCreated: ((id: string) => void) | undefined,
) {
  const list = ListContext.useActorRef();
  const [logic] = useState(() => {
    let version = application?.version;
    const send =
      (
        call: (request: RealnameSaveRequest) => Promise<RealnameApplication>,
        { isDraft }: { isDraft: boolean },
      ) =>
      async ({ recordId, values }: FormRequest) => {
        const request: RealnameSaveRequest = {
          ...(values as unknown as RealnameFields),
          ...(recordId === null ? {} : { id: recordId, version }),
        };
        const saved = await call(request);
        version = saved.version;
        list.send({ type: 'REFRESH' });
        // A first draft now has an id: the URL names it, so a reload reopens this draft.
        if (isDraft && recordId === null) onCreated?.(String(saved.id));
        return saved;
      };
    return formMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }) =>
          send(realnameApi.saveApplication, { isDraft: true })(input),
        ),
        submit: fromPromise(({ input }) =>
          send(realnameApi.submitApplication, { isDraft: false })(input),
        ),
      },
    });
  });
  return logic;
}

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
  const logic = useBoundForm(application, onCreated);
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

  if (!result) {
    return (
      <Paper sx={{ p: 3 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Stack spacing={2}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rectangular" height={160} />
        </Stack>
      </Paper>
    );
  }
  if (!result.ok) {
    return <LoadFailed title={t('realname.loadFailed')} error={result.error} onRetry={onRetry} />;
  }
  const { application, events } = result.detail;
  if (!isEditable(application.status)) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={onClose}>
            {t('action.close')}
          </Button>
        }
      >
        {t('realname.notEditable')}
      </Alert>
    );
  }
  return (
    <FormWithActors
      application={application}
      returnComment={returnCommentOf(application.status, events)}
      onClose={onClose}
    />
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
