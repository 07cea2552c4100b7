import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pages } from '@machines/access/pages';
import type { ApplicantFormArea, ApplicantFormProps } from '../../components/ApplicantFormHost';
import { ApplicantFormPage } from '../../components/ApplicantFormPage';
import * as membershipApi from '../../lib/api/membership';
import type {
  VipApplication,
  VipApplicationDetail,
  VipApplicationFields,
} from '../../lib/api/membership';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  APPLICATION_ID_PARAM,
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

function VipForm({ record, ...props }: ApplicantFormProps<VipApplication>) {
  return <VipApplicationForm application={record} {...props} />;
}

const VIP_FORM: ApplicantFormArea<VipApplicationFields, VipApplication, VipApplicationDetail> = {
  prefix: 'membership',
  closeLabel: 'membership.backToMembership',
  saveDraft: membershipApi.saveApplication,
  submit: membershipApi.submitApplication,
  // The question the form asks before sending, the one its list's send button asks.
  formInput: {
    fields: VIP_FIELD_NAMES,
    confirm: { titleKey: 'membership.submitTitle', questionKey: 'membership.submitConfirm' },
  },
  detailLoader: appApplicationDetailLoader,
  editable: ({ application, events }) =>
    isEditable(application.status)
      ? { record: application, returnComment: returnCommentOf(application.status, events) }
      : null,
  Form: VipForm,
};

/**
 * `/vipcorporatation`: a new membership application, or (`?id=`) one to continue or
 * correct, below the company's current membership.
 */
export function VipFormRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      <ApplicantFormPage
        heading={t('route.vipcorporatation')}
        area={VIP_FORM}
        named={new URLSearchParams(location.search).get(APPLICATION_ID_PARAM)}
        pathOf={applicationFormPath}
        listPath={pages.vipApply.path}
      >
        <MyMembershipContext.Provider logic={appMyMembershipLoader} options={{ input: ONCE }}>
          <CurrentMembershipNote />
        </MyMembershipContext.Provider>
      </ApplicantFormPage>
    </LevelsContext.Provider>
  );
}
