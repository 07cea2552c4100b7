import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import { FormContext } from '../../components/actorContexts';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
import { useVersionedForm } from '../../components/versionedForm';
import * as peopleApi from '../../lib/api/people';
import type { Person, PersonFields } from '../../lib/api/people';
import { returnCommentOf } from '../../lib/applicationStatus';
import {
  appPersonDetailLoader,
  PERSON_ID_PARAM,
  personFormPath,
  PersonDetailContext,
} from './peopleActors';
import { PersonForm } from './PersonForm';
import { formModeOf, PERSON_FIELD_NAMES, type PersonFormMode } from './personForm';

interface BoundFormProps {
  readonly person: Person | null;
  readonly mode: PersonFormMode;
  readonly returnComment: string | null;
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
  readonly onAddAnother: () => void;
}

function BoundForm({ person, mode, returnComment, onCreated, ...actions }: BoundFormProps) {
  // A verified person's changes are saved by submitting (there is no draft of one).
  const logic = useVersionedForm<PersonFields, Person>(person, {
    saveDraft: peopleApi.savePerson,
    submit: mode === 'full' ? peopleApi.declarePerson : peopleApi.savePerson,
    onCreated: (id) => onCreated(Number(id)),
  });
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
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('person.loadFailed')}
      onRetry={onRetry}
      closed={{
        text: t('person.notEditable'),
        backLabel: t('person.backToRoster'),
        onBack: actions.onClose,
      }}
    >
      {({ person, events }) => {
        const mode = formModeOf(person.status);
        if (!mode) return null;
        return (
          <BoundForm
            person={person}
            mode={mode}
            returnComment={returnCommentOf(person.status, events)}
            {...actions}
          />
        );
      }}
    </LoadedRecordForm>
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
