import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { fromPromise } from 'xstate';
import { pages } from '@machines/access/pages';
import { formMachine, type FormRequest } from '@machines/app/form';
import { FormContext } from '../../components/actorContexts';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
import { peopleApi } from '../../lib/api';
import type { Person, PersonFields, PersonSaveRequest } from '../../lib/api/people';
import { returnCommentOf } from '../../lib/applicationStatus';
import {
  appPersonDetailLoader,
  PERSON_ID_PARAM,
  personFormPath,
  PersonDetailContext,
} from './peopleActors';
import { PersonForm } from './PersonForm';
import { formModeOf, PERSON_FIELD_NAMES, type PersonFormMode } from './personForm';

/**
 * The form machine bound to the roster's calls. The person's version travels with each
 * call (optimistic locking) and is taken from each answer. A verified person's changes
 * are saved by submitting (there is no draft of a verified person).
 */
function useBoundForm(
  person: Person | null,
  mode: PersonFormMode,
  onCreated: (id: number) => void,
) {
  const [logic] = useState(() => {
    let version = person?.version;
    const send =
      (call: (request: PersonSaveRequest) => Promise<Person>) =>
      async ({ recordId, values }: FormRequest) => {
        const request: PersonSaveRequest = {
          ...(values as unknown as PersonFields),
          ...(recordId === null ? {} : { id: recordId, version }),
        };
        const saved = await call(request);
        version = saved.version;
        if (recordId === null) onCreated(saved.id);
        return saved;
      };
    return formMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }) => send(peopleApi.savePerson)(input)),
        submit: fromPromise(({ input }) =>
          send(mode === 'full' ? peopleApi.declarePerson : peopleApi.savePerson)(input),
        ),
      },
    });
  });
  return logic;
}

interface BoundFormProps {
  readonly person: Person | null;
  readonly mode: PersonFormMode;
  readonly returnComment: string | null;
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
  readonly onAddAnother: () => void;
}

function BoundForm({ person, mode, returnComment, onCreated, ...actions }: BoundFormProps) {
  const logic = useBoundForm(person, mode, onCreated);
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: person?.id ?? null,
          fields: PERSON_FIELD_NAMES,
          ...(mode === 'contact' ? { submittedKey: 'person.changesSaved' } : {}),
        },
      }}
    >
      <PersonForm person={person} mode={mode} returnComment={returnComment} {...actions} />
    </FormContext.Provider>
  );
}

/** A person of the roster, loaded fresh (current version, last return comment). */
function LoadedForm({
  onRetry,
  ...actions
}: Omit<BoundFormProps, 'person' | 'mode' | 'returnComment'> & { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = PersonDetailContext.useSelector((s) => s.output);
  if (!result) {
    return (
      <Paper sx={{ p: 3 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Stack spacing={2}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rectangular" height={200} />
        </Stack>
      </Paper>
    );
  }
  if (!result.ok) {
    return <LoadFailed title={t('person.loadFailed')} error={result.error} onRetry={onRetry} />;
  }
  const { person, events } = result.detail;
  const mode = formModeOf(person.status);
  if (!mode) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={actions.onClose}>
            {t('person.backToRoster')}
          </Button>
        }
      >
        {t('person.notEditable')}
      </Alert>
    );
  }
  return (
    <BoundForm
      person={person}
      mode={mode}
      returnComment={returnCommentOf(person.status, events)}
      {...actions}
    />
  );
}

/**
 * `/newPerson`: a new person of the roster, or (`?id=`) one to continue, correct or
 * keep up to date. The first draft of a new person names it in the URL, so a reload
 * reopens that draft; the form stays mounted meanwhile.
 */
export function NewPersonRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = new URLSearchParams(location.search).get(PERSON_ID_PARAM);
  // The person the open "new" form has just created: the URL names it, the form stays.
  const [created, setCreated] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A new form after "add another" (same URL as the first one).
  const [round, setRound] = useState(0);

  const actions = {
    onCreated: (id: number) => {
      setCreated(String(id));
      void navigate(personFormPath(id), { replace: true, state: NAMING_RECORD });
    },
    onClose: () => void navigate(pages.ePeopleManagement.path),
    onAddAnother: () => {
      setCreated(null);
      setRound((n) => n + 1);
      void navigate(personFormPath());
    },
  };
  const isNew = target === null || target === created;

  return (
    <Stack spacing={2}>
      <PageHeading>{isNew ? t('route.newPerson') : t('person.editTitle')}</PageHeading>
      {isNew ? (
        <BoundForm
          key={`new-${round}`}
          person={null}
          mode="full"
          returnComment={null}
          {...actions}
        />
      ) : (
        <PersonDetailContext.Provider
          key={`${target}-${attempt}`}
          logic={appPersonDetailLoader}
          options={{ input: { id: target } }}
        >
          <LoadedForm onRetry={() => setAttempt((n) => n + 1)} {...actions} />
        </PersonDetailContext.Provider>
      )}
    </Stack>
  );
}
