import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import type { InstitutionKind } from '@machines/access/roles';
import {
  ApplicantFormHost,
  type ApplicantFormArea,
  type ApplicantFormProps,
} from '../../components/ApplicantFormHost';
import { NEW_RECORD } from '../../components/formParam';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import * as institutionsApi from '../../lib/api/institutions';
import type {
  InstitutionApplication,
  InstitutionApplicationDetail,
  InstitutionFields,
} from '../../lib/api/institutions';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import { appDetailLoaders, ID_PARAM, institutionFormPath, kindOf, ONCE } from './institutionActors';
import { InstitutionForm } from './InstitutionForm';
import { INSTITUTION_FORM_FIELDS } from './institutionForm';

type InstitutionFormArea = ApplicantFormArea<
  InstitutionFields,
  InstitutionApplication,
  InstitutionApplicationDetail
>;

/** The application form of one kind of institution, as ApplicantFormHost opens it. */
function institutionFormArea(kind: InstitutionKind): InstitutionFormArea {
  /** The form with the company's verified people to name (the page loads them once). */
  function FormWithPeople({ record, ...props }: ApplicantFormProps<InstitutionApplication>) {
    const people = VerifiedPeopleContext.useSelector((s) => s.output);
    return (
      <InstitutionForm
        kind={kind}
        application={record}
        people={{ options: people?.ok ? people.detail : [], loading: !people }}
        {...props}
      />
    );
  }
  return {
    prefix: 'institution',
    closeLabel: 'institution.back',
    saveDraft: (request) => institutionsApi.saveApplication(kind, request),
    submit: (request) => institutionsApi.submitApplication(kind, request),
    // The question the form asks before sending, the one its list's send button asks.
    formInput: {
      fields: INSTITUTION_FORM_FIELDS,
      confirm: { titleKey: 'institution.submitTitle', questionKey: 'institution.submitConfirm' },
    },
    detailLoader: appDetailLoaders[kind],
    editable: ({ application, events }) =>
      isEditable(application.status)
        ? { record: application, returnComment: returnCommentOf(application.status, events) }
        : null,
    Form: FormWithPeople,
  };
}

const INSTITUTION_FORMS: Readonly<Record<InstitutionKind, InstitutionFormArea>> = {
  training: institutionFormArea('training'),
  review: institutionFormArea('review'),
};

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
  const named = params.get(ID_PARAM);
  // The draft the open "new" form has just created: the URL names it, the form stays.
  const [created, setCreated] = useState<string | null>(null);

  if (!kind) return <Alert severity="error">{t('institution.noKindNamed')}</Alert>;
  const target = named === null || named === created ? NEW_RECORD : named;
  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <Stack spacing={2}>
        <PageHeading>{t('route.institutionForm')}</PageHeading>
        <ApplicantFormHost
          key={`${kind}-${target}`}
          area={INSTITUTION_FORMS[kind]}
          target={target}
          onCreated={(id) => {
            setCreated(id);
            void navigate(institutionFormPath(kind, id), { replace: true, state: NAMING_RECORD });
          }}
          onClose={() => void navigate(pages.institutionApply.path)}
        />
      </Stack>
    </VerifiedPeopleContext.Provider>
  );
}
