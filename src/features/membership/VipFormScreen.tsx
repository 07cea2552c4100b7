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
import * as membershipApi from '../../lib/api/membership';
import type { VipApplication, VipApplicationFields } from '../../lib/api/membership';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  APPLICATION_ID_PARAM,
  ApplicationDetailContext,
  appApplicationDetailLoader,
  appLevelsLoader,
  applicationFormPath,
  appMyMembershipLoader,
  LevelsContext,
  MyMembershipContext,
  ONCE,
} from './membershipActors';
import { CurrentMembershipNote } from './CurrentMembershipNote';
import { VipApplicationForm } from './VipApplicationForm';
import { VIP_FIELD_NAMES } from './vipForm';

/** The question the form asks before sending, the one its list's send button asks. */
const SUBMIT_QUESTION = {
  titleKey: 'membership.submitTitle',
  questionKey: 'membership.submitConfirm',
} as const;

interface BoundFormProps {
  readonly application: VipApplication | null;
  readonly returnComment: string | null;
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
}

function BoundForm({ application, returnComment, onCreated, onClose }: BoundFormProps) {
  const logic = useVersionedForm<VipApplicationFields, VipApplication>(application, {
    saveDraft: membershipApi.saveApplication,
    submit: membershipApi.submitApplication,
    onCreated: (id) => onCreated(Number(id)),
  });
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: application?.id ?? null,
          fields: VIP_FIELD_NAMES,
          confirm: SUBMIT_QUESTION,
        },
      }}
    >
      <VipApplicationForm
        application={application}
        returnComment={returnComment}
        onClose={onClose}
      />
    </FormContext.Provider>
  );
}

/** An application of the company, loaded fresh (current version, last return comment). */
function LoadedForm({
  onRetry,
  ...actions
}: Pick<BoundFormProps, 'onCreated' | 'onClose'> & { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = ApplicationDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('membership.loadFailed')}
      onRetry={onRetry}
      closed={{
        text: t('membership.notEditable'),
        backLabel: t('membership.backToMembership'),
        onBack: actions.onClose,
      }}
    >
      {({ application, events }) =>
        isEditable(application.status) ? (
          <BoundForm
            application={application}
            returnComment={returnCommentOf(application.status, events)}
            {...actions}
          />
        ) : null
      }
    </LoadedRecordForm>
  );
}

/**
 * `/vipcorporatation`: a new membership application, or (`?id=`) one to continue or
 * correct. The first draft names itself in the URL, so a reload reopens it; the form
 * stays mounted meanwhile.
 */
export function VipFormRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = new URLSearchParams(location.search).get(APPLICATION_ID_PARAM);
  // The draft the open "new" form has just created: the URL names it, the form stays.
  const [created, setCreated] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const actions = {
    onCreated: (id: number) => {
      setCreated(String(id));
      void navigate(applicationFormPath(id), { replace: true, state: NAMING_RECORD });
    },
    onClose: () => void navigate(pages.vipApply.path),
  };
  const isNew = target === null || target === created;

  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      <Stack spacing={2}>
        <PageHeading>{t('route.vipcorporatation')}</PageHeading>
        <MyMembershipContext.Provider logic={appMyMembershipLoader} options={{ input: ONCE }}>
          <CurrentMembershipNote />
        </MyMembershipContext.Provider>
        {isNew ? (
          <BoundForm key="new" application={null} returnComment={null} {...actions} />
        ) : (
          <ApplicationDetailContext.Provider
            key={`${target}-${attempt}`}
            logic={appApplicationDetailLoader}
            options={{ input: { id: target } }}
          >
            <LoadedForm onRetry={() => setAttempt((n) => n + 1)} {...actions} />
          </ApplicationDetailContext.Provider>
        )}
      </Stack>
    </LevelsContext.Provider>
  );
}
