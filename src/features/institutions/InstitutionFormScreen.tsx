import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import type { InstitutionKind } from '@machines/access/roles';
import { FormContext } from '../../components/actorContexts';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import { useVersionedForm } from '../../components/versionedForm';
import * as institutionsApi from '../../lib/api/institutions';
import type { InstitutionApplication, InstitutionFields } from '../../lib/api/institutions';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  ApplicationDetailContext,
  appDetailLoaders,
  ID_PARAM,
  institutionFormPath,
  kindOf,
  ONCE,
} from './institutionActors';
import { InstitutionForm } from './InstitutionForm';
import { INSTITUTION_FORM_FIELDS } from './institutionForm';

/** The question the form asks before sending, the one its list's send button asks. */
const SUBMIT_QUESTION = {
  titleKey: 'institution.submitTitle',
  questionKey: 'institution.submitConfirm',
} as const;

interface BoundFormProps {
  readonly kind: InstitutionKind;
  readonly application: InstitutionApplication | null;
  readonly returnComment: string | null;
  readonly onCreated: (id: number) => void;
  readonly onClose: () => void;
}

function BoundForm({ kind, application, returnComment, onCreated, onClose }: BoundFormProps) {
  const logic = useVersionedForm<InstitutionFields, InstitutionApplication>(application, {
    saveDraft: (request) => institutionsApi.saveApplication(kind, request),
    submit: (request) => institutionsApi.submitApplication(kind, request),
    onCreated: (id) => onCreated(Number(id)),
  });
  const people = VerifiedPeopleContext.useSelector((s) => s.output);
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: application?.id ?? null,
          fields: INSTITUTION_FORM_FIELDS,
          confirm: SUBMIT_QUESTION,
        },
      }}
    >
      <InstitutionForm
        kind={kind}
        application={application}
        returnComment={returnComment}
        people={{ options: people?.ok ? people.detail : [], loading: !people }}
        onClose={onClose}
      />
    </FormContext.Provider>
  );
}

/** An application of the company, loaded fresh (current version, last return comment). */
function LoadedForm({
  onRetry,
  ...props
}: Pick<BoundFormProps, 'kind' | 'onCreated' | 'onClose'> & { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = ApplicationDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('institution.loadFailed')}
      onRetry={onRetry}
      closed={{
        text: t('institution.notEditable'),
        backLabel: t('institution.back'),
        onBack: props.onClose,
      }}
    >
      {({ application, events }) =>
        isEditable(application.status) ? (
          <BoundForm
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
 * `/institutionApply/form?kind=…`: a new application of the kind, or (`&id=`) one to
 * continue or correct. The first draft names itself in the URL, so a reload reopens it;
 * the form stays mounted meanwhile.
 */
export function InstitutionFormRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kind = kindOf(params);
  const target = params.get(ID_PARAM);
  const [created, setCreated] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  if (!kind) return <Alert severity="error">{t('institution.noKindNamed')}</Alert>;
  const actions = {
    kind,
    onCreated: (id: number) => {
      setCreated(String(id));
      void navigate(institutionFormPath(kind, id), { replace: true, state: NAMING_RECORD });
    },
    onClose: () => void navigate(pages.institutionApply.path),
  };
  const isNew = target === null || target === created;

  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <Stack spacing={2}>
        <PageHeading>{t('route.institutionForm')}</PageHeading>
        {isNew ? (
          <BoundForm key="new" application={null} returnComment={null} {...actions} />
        ) : (
          <ApplicationDetailContext.Provider
            key={`${target}-${attempt}`}
            logic={appDetailLoaders[kind]}
            options={{ input: { id: target } }}
          >
            <LoadedForm onRetry={() => setAttempt((n) => n + 1)} {...actions} />
          </ApplicationDetailContext.Provider>
        )}
      </Stack>
    </VerifiedPeopleContext.Provider>
  );
}
