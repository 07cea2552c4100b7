import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { pages } from '@machines/access/pages';
import { ReviewContext } from '../../components/actorContexts';
import { PageHeading } from '../../components/PageHeading';
import { NoRecordNamed, useRecordIdParam } from '../../components/recordIdParam';
import { ReviewDialog } from '../../components/ReviewDialog';
import * as signUpsApi from '../../lib/api/signUps';
import { appSignUpDetailLoader, ID_PARAM, SignUpDetailContext } from './signUpActors';
import { SignUpDetailContent } from './SignUpDetailContent';
import { SignUpReviewActions } from './SignUpReviewDialog';
import { useSignUpRecordReview } from './signUpRecordReview';
import { DetailTracker } from '../../components/detailLoader';

/** `/personnelCertificate?id=…`: one passed trainee's certificate, decided on its own page. */
export function PersonnelCertificateRoute() {
  const { t } = useTranslation();
  const { id, key, reload } = useRecordIdParam(ID_PARAM);
  const { review, track } = useSignUpRecordReview(
    ({ id: signUpId, version, event, comment }) =>
      signUpsApi.decideCertificate({ id: signUpId, version, event, comment }),
    reload,
  );
  if (id === null) {
    return (
      <NoRecordNamed title={t('route.personnelCertificate')} message={t('signUp.noCertificate')} />
    );
  }
  return (
    <ReviewContext.Provider logic={review}>
      <SignUpDetailContext.Provider
        key={key}
        logic={appSignUpDetailLoader}
        options={{ input: { id } }}
      >
        <DetailTracker context={SignUpDetailContext} onDetail={track} />
        <PersonnelCertificateScreen onReload={reload} />
      </SignUpDetailContext.Provider>
    </ReviewContext.Provider>
  );
}

/**
 * A passed trainee's personnel certificate as the reviewers decide on it, on a page of its
 * own (the queue's dialog, where a reviewer wants room or a link to share): the trainee's
 * photo and particulars, the course and session, the exam, the certificate once issued
 * (its e-certificate one click away), every step so far, and the steps the workflow offers
 * the reviewer (issue, reject with a reason, revoke with a reason).
 */
export function PersonnelCertificateScreen({ onReload }: { readonly onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading sx={{ flexGrow: 1 }}>{t('route.personnelCertificate')}</PageHeading>
        <Button
          startIcon={<ArrowBackIcon />}
          component={RouterLink}
          to={pages.usercerditCheck.path}
        >
          {t('signUp.backToCertificates')}
        </Button>
      </Stack>
      <SignUpDetailContent
        onReload={onReload}
        actions={(detail) => <SignUpReviewActions detail={detail} />}
      />
      <ReviewDialog itemLabel={() => t('signUp.itemLabel')} />
    </Stack>
  );
}
