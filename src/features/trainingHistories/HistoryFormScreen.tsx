import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { TrainingHistoryKind } from '@machines/validation/trainingHistory';
import { FormContext } from '../../components/actorContexts';
import { ONCE } from '../../components/detailLoader';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import { useVersionedForm } from '../../components/versionedForm';
import * as trainingHistoriesApi from '../../lib/api/trainingHistories';
import type { TrainingHistory, TrainingHistorySaveRequest } from '../../lib/api/trainingHistories';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  appHistoryDetailLoader,
  HistoryDetailContext,
  historyFormPath,
  historyListPath,
  ID_PARAM,
} from './historyActors';
import { HistoryForm } from './HistoryForm';
import { HISTORY_FORM_FIELDS } from './historyForm';

/** The question the form asks before sending, the one its list's send button asks. */
const SUBMIT_QUESTION = {
  titleKey: 'trainingHistory.submitTitle',
  questionKey: 'trainingHistory.submitConfirm',
} as const;

interface BoundFormProps {
  readonly kind: TrainingHistoryKind;
  readonly history: TrainingHistory | null;
  readonly returnComment: string | null;
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
}

/** The form bound to the save and submit calls, with the company's verified people. */
function BoundHistoryForm({ kind, history, onCreated, ...props }: BoundFormProps) {
  // A new declaration says its kind; a stored one keeps its own whatever is sent.
  const withKind = (request: TrainingHistorySaveRequest) => ({ ...request, kind });
  const logic = useVersionedForm<TrainingHistorySaveRequest, TrainingHistory>(history, {
    saveDraft: (request) => trainingHistoriesApi.saveHistory(withKind(request)),
    submit: (request) => trainingHistoriesApi.submitHistory(withKind(request)),
    onCreated: (id) => onCreated(Number(id)),
  });
  const people = VerifiedPeopleContext.useSelector((s) => s.output);
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: history?.id ?? null,
          fields: HISTORY_FORM_FIELDS,
          confirm: SUBMIT_QUESTION,
        },
      }}
    >
      <HistoryForm
        kind={kind}
        history={history}
        people={people?.ok ? people.detail : people && []}
        {...props}
      />
    </FormContext.Provider>
  );
}

/** A declaration of the company, loaded fresh (its current version, the last return comment). */
function LoadedForm({
  onRetry,
  ...props
}: Omit<BoundFormProps, 'history' | 'returnComment'> & { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = HistoryDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('trainingHistory.loadFailed')}
      onRetry={onRetry}
      closed={{
        text: t('trainingHistory.notEditable'),
        backLabel: t('trainingHistory.backToList'),
        onBack: props.onClose,
      }}
    >
      {({ application, events }) =>
        isEditable(application.status, 'application') ? (
          <BoundHistoryForm
            history={application}
            returnComment={returnCommentOf(application.status, events)}
            {...props}
          />
        ) : null
      }
    </LoadedRecordForm>
  );
}

/**
 * `/historyApply` and `/cultivateApply`: a new declaration of the kind, or (`?id=`) one to
 * continue or correct. The first draft names itself in the URL, so a reload reopens it; the
 * form stays mounted meanwhile.
 */
export function HistoryFormRoute({ kind }: { readonly kind: TrainingHistoryKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = new URLSearchParams(location.search).get(ID_PARAM);
  const [created, setCreated] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const actions = {
    kind,
    onCreated: (id: number) => {
      setCreated(String(id));
      void navigate(historyFormPath(kind, id), { replace: true, state: NAMING_RECORD });
    },
    onClose: () => void navigate(historyListPath(kind)),
  };
  const isNew = target === null || target === created;

  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <Stack spacing={2}>
        <PageHeading>
          {t(kind === 'history' ? 'route.historyApply' : 'route.cultivateApply')}
        </PageHeading>
        {isNew ? (
          <BoundHistoryForm key="new" history={null} returnComment={null} {...actions} />
        ) : (
          <HistoryDetailContext.Provider
            key={`${target}-${attempt}`}
            logic={appHistoryDetailLoader}
            options={{ input: { id: target } }}
          >
            <LoadedForm onRetry={() => setAttempt((n) => n + 1)} {...actions} />
          </HistoryDetailContext.Provider>
        )}
      </Stack>
    </VerifiedPeopleContext.Provider>
  );
}

export const PastTrainingFormRoute = () => <HistoryFormRoute kind="history" />;
export const CultivationFormRoute = () => <HistoryFormRoute kind="cultivate" />;
