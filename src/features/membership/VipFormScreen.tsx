import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import {
  ApplicantFormHost,
  type ApplicantFormArea,
  type ApplicantFormProps,
} from '../../components/ApplicantFormHost';
import { NEW_RECORD } from '../../components/formParam';
import { PageHeading } from '../../components/PageHeading';
import { NAMING_RECORD } from '../../components/UnsavedChangesGuard';
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
 * correct. The first draft names itself in the URL, so a reload reopens it; the form
 * stays mounted meanwhile.
 */
export function VipFormRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const named = new URLSearchParams(location.search).get(APPLICATION_ID_PARAM);
  // The draft the open "new" form has just created: the URL names it, the form stays.
  const [created, setCreated] = useState<string | null>(null);
  const target = named === null || named === created ? NEW_RECORD : named;

  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      <Stack spacing={2}>
        <PageHeading>{t('route.vipcorporatation')}</PageHeading>
        <MyMembershipContext.Provider logic={appMyMembershipLoader} options={{ input: ONCE }}>
          <CurrentMembershipNote />
        </MyMembershipContext.Provider>
        <ApplicantFormHost
          key={target}
          area={VIP_FORM}
          target={target}
          onCreated={(id) => {
            setCreated(id);
            void navigate(applicationFormPath(id), { replace: true, state: NAMING_RECORD });
          }}
          onClose={() => void navigate(pages.vipApply.path)}
        />
      </Stack>
    </LevelsContext.Provider>
  );
}
