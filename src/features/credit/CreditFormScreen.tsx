import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pages } from '@machines/access/pages';
import type { ApplicantFormArea, ApplicantFormProps } from '../../components/ApplicantFormHost';
import { ApplicantFormPage } from '../../components/ApplicantFormPage';
import { ONCE } from '../../components/detailLoader';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import * as creditApi from '../../lib/api/credit';
import type {
  CreditApplication,
  CreditApplicationDetail,
  CreditFields,
} from '../../lib/api/credit';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  appCreditDetailLoader,
  appOfferedCategoriesLoader,
  appReviewInstitutionsLoader,
  creditEditPath,
  CREDIT_SUBMIT_QUESTION,
  ID_PARAM,
  OfferedCategoriesContext,
} from './creditActors';
import { CreditForm } from './CreditForm';
import { CREDIT_FORM_FIELDS } from './creditForm';

/** The application's form with the page's loaded choices (categories, verified people). */
function CreditFormWithChoices({
  record,
  savedId,
  ...props
}: ApplicantFormProps<CreditApplication>) {
  const people = VerifiedPeopleContext.useSelector((s) => s.output);
  const categories = OfferedCategoriesContext.useSelector((s) => s.output);
  return (
    <CreditForm
      application={record}
      categories={categories?.ok ? categories.detail : categories && []}
      people={{ options: people?.ok ? people.detail : [], loading: !people }}
      institutions={appReviewInstitutionsLoader}
      savedId={savedId == null ? null : Number(savedId)}
      {...props}
    />
  );
}

const CREDIT_FORM: ApplicantFormArea<CreditFields, CreditApplication, CreditApplicationDetail> = {
  prefix: 'creditApply',
  closeLabel: 'creditApply.backToList',
  saveDraft: creditApi.saveApplication,
  submit: creditApi.submitApplication,
  formInput: { fields: CREDIT_FORM_FIELDS, confirm: CREDIT_SUBMIT_QUESTION },
  detailLoader: appCreditDetailLoader,
  editable: ({ application, events }) =>
    isEditable(application.status, 'qualification')
      ? { record: application, returnComment: returnCommentOf(application.status, events) }
      : null,
  Form: CreditFormWithChoices,
};

/** `/creditEdit`: a new credit application, or (`?id=`) one to continue or correct. */
export function CreditFormRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <OfferedCategoriesContext.Provider
        logic={appOfferedCategoriesLoader}
        options={{ input: ONCE }}
      >
        <ApplicantFormPage
          heading={t('route.creditEdit')}
          area={CREDIT_FORM}
          named={new URLSearchParams(location.search).get(ID_PARAM)}
          pathOf={creditEditPath}
          listPath={pages.creditApply.path}
        />
      </OfferedCategoriesContext.Provider>
    </VerifiedPeopleContext.Provider>
  );
}
