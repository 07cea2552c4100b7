import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainingHistoryKind } from '@machines/validation/trainingHistory';
import type { ApplicantFormArea, ApplicantFormProps } from '../../components/ApplicantFormHost';
import { ApplicantFormPage } from '../../components/ApplicantFormPage';
import { ONCE } from '../../components/detailLoader';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import * as trainingHistoriesApi from '../../lib/api/trainingHistories';
import type {
  TrainingHistory,
  TrainingHistoryDetail,
  TrainingHistorySaveRequest,
} from '../../lib/api/trainingHistories';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  appHistoryDetailLoader,
  historyFormPath,
  historyListPath,
  ID_PARAM,
} from './historyActors';
import { HistoryForm } from './HistoryForm';
import { HISTORY_FORM_FIELDS } from './historyForm';

type HistoryFormArea = ApplicantFormArea<
  TrainingHistorySaveRequest,
  TrainingHistory,
  TrainingHistoryDetail
>;

/** The form of one kind of declaration, as ApplicantFormHost opens it. */
function historyFormArea(kind: TrainingHistoryKind): HistoryFormArea {
  /** The form with the company's verified people (the page loads them once). */
  function FormWithPeople({ record, ...props }: ApplicantFormProps<TrainingHistory>) {
    const people = VerifiedPeopleContext.useSelector((s) => s.output);
    return (
      <HistoryForm
        kind={kind}
        history={record}
        people={people?.ok ? people.detail : people && []}
        {...props}
      />
    );
  }
  // A new declaration says its kind; a stored one keeps its own whatever is sent.
  const withKind = (request: TrainingHistorySaveRequest) => ({ ...request, kind });
  return {
    prefix: 'trainingHistory',
    closeLabel: 'trainingHistory.backToList',
    saveDraft: (request) => trainingHistoriesApi.saveHistory(withKind(request)),
    submit: (request) => trainingHistoriesApi.submitHistory(withKind(request)),
    // The question the form asks before sending, the one its list's send button asks.
    formInput: {
      fields: HISTORY_FORM_FIELDS,
      confirm: {
        titleKey: 'trainingHistory.submitTitle',
        questionKey: 'trainingHistory.submitConfirm',
      },
    },
    detailLoader: appHistoryDetailLoader,
    editable: ({ application, events }) =>
      isEditable(application.status, 'application')
        ? { record: application, returnComment: returnCommentOf(application.status, events) }
        : null,
    Form: FormWithPeople,
  };
}

const HISTORY_FORMS: Readonly<Record<TrainingHistoryKind, HistoryFormArea>> = {
  history: historyFormArea('history'),
  cultivate: historyFormArea('cultivate'),
};

/** `/historyApply` and `/cultivateApply`: a new declaration of the kind, or (`?id=`) one. */
export function HistoryFormRoute({ kind }: { readonly kind: TrainingHistoryKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <ApplicantFormPage
        heading={t(kind === 'history' ? 'route.historyApply' : 'route.cultivateApply')}
        area={HISTORY_FORMS[kind]}
        variant={kind}
        named={new URLSearchParams(location.search).get(ID_PARAM)}
        pathOf={(id) => historyFormPath(kind, id)}
        listPath={historyListPath(kind)}
      />
    </VerifiedPeopleContext.Provider>
  );
}

export const PastTrainingFormRoute = () => <HistoryFormRoute kind="history" />;
export const CultivationFormRoute = () => <HistoryFormRoute kind="cultivate" />;
