import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { pages } from '@machines/access/pages';
import type { InstitutionKind } from '@machines/access/roles';
import type { ApplicantFormArea, ApplicantFormProps } from '../../components/ApplicantFormHost';
import { ApplicantFormPage } from '../../components/ApplicantFormPage';
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
 * continue or correct.
 */
export function InstitutionFormRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kind = kindOf(params);
  if (!kind) return <Alert severity="error">{t('institution.noKindNamed')}</Alert>;
  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <ApplicantFormPage
        heading={t('route.institutionForm')}
        area={INSTITUTION_FORMS[kind]}
        variant={kind}
        named={params.get(ID_PARAM)}
        pathOf={(id) => institutionFormPath(kind, id)}
        listPath={pages.institutionApply.path}
      />
    </VerifiedPeopleContext.Provider>
  );
}
