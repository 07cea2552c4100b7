import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import { FormContext } from '../../components/actorContexts';
import { ONCE } from '../../components/detailLoader';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import { useVersionedForm } from '../../components/versionedForm';
import * as creditApi from '../../lib/api/credit';
import type { CreditApplication, CreditFields } from '../../lib/api/credit';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  appCreditDetailLoader,
  appOfferedCategoriesLoader,
  appReviewInstitutionsLoader,
  creditEditPath,
  CREDIT_SUBMIT_QUESTION,
  CreditDetailContext,
  ID_PARAM,
  OfferedCategoriesContext,
} from './creditActors';
import { CreditForm } from './CreditForm';
import { CREDIT_FORM_FIELDS } from './creditForm';
import type { InstitutionChoice } from './InstitutionSelect';

interface BoundFormProps {
  readonly application: CreditApplication | null;
  readonly returnComment: string | null;
  readonly institutions: InstitutionChoice;
  readonly savedId?: number | null;
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
}

/** The form bound to the save and submit calls, with the loaded choices. */
export function BoundCreditForm({ application, onCreated, ...props }: BoundFormProps) {
  const logic = useVersionedForm<CreditFields, CreditApplication>(application, {
    saveDraft: (request) => creditApi.saveApplication(request),
    submit: (request) => creditApi.submitApplication(request),
    onCreated: (id) => onCreated(Number(id)),
  });
  const people = VerifiedPeopleContext.useSelector((s) => s.output);
  const categories = OfferedCategoriesContext.useSelector((s) => s.output);
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: application?.id ?? null,
          fields: CREDIT_FORM_FIELDS,
          confirm: CREDIT_SUBMIT_QUESTION,
        },
      }}
    >
      <CreditForm
        application={application}
        categories={categories?.ok ? categories.detail : categories && []}
        people={{ options: people?.ok ? people.detail : [], loading: !people }}
        {...props}
      />
    </FormContext.Provider>
  );
}

/** An application of the company, loaded fresh (current version, last return comment). */
function LoadedForm({
  onRetry,
  ...props
}: Omit<BoundFormProps, 'application' | 'returnComment'> & { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = CreditDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('creditApply.loadFailed')}
      onRetry={onRetry}
      closed={{
        text: t('creditApply.notEditable'),
        backLabel: t('creditApply.backToList'),
        onBack: props.onClose,
      }}
    >
      {({ application, events }) =>
        isEditable(application.status, 'qualification') ? (
          <BoundCreditForm
            application={application}
            returnComment={returnCommentOf(application.status, events)}
            {...props}
          />
        ) : null
      }
    </LoadedRecordForm>
  );
}

/**
 * `/creditEdit`: a new credit application, or (`?id=`) one to continue or correct. The
 * first draft names itself in the URL, so a reload reopens it; the form stays mounted.
 */
export function CreditFormRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = new URLSearchParams(location.search).get(ID_PARAM);
  const [created, setCreated] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const actions = {
    institutions: appReviewInstitutionsLoader,
    onCreated: (id: number) => {
      setCreated(String(id));
      void navigate(creditEditPath(id), { replace: true, state: NAMING_RECORD });
    },
    onClose: () => void navigate(pages.creditApply.path),
  };
  const isNew = target === null || target === created;

  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <OfferedCategoriesContext.Provider
        logic={appOfferedCategoriesLoader}
        options={{ input: ONCE }}
      >
        <Stack spacing={2}>
          <PageHeading>{t('route.creditEdit')}</PageHeading>
          {isNew ? (
            <BoundCreditForm
              key="new"
              application={null}
              returnComment={null}
              savedId={created === null ? null : Number(created)}
              {...actions}
            />
          ) : (
            <CreditDetailContext.Provider
              key={`${target}-${attempt}`}
              logic={appCreditDetailLoader}
              options={{ input: { id: target } }}
            >
              <LoadedForm onRetry={() => setAttempt((n) => n + 1)} {...actions} />
            </CreditDetailContext.Provider>
          )}
        </Stack>
      </OfferedCategoriesContext.Provider>
    </VerifiedPeopleContext.Provider>
  );
}
