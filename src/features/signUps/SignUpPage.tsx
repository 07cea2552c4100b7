import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import { pages } from '@machines/access/pages';
import { ReviewContext } from '../../components/actorContexts';
import { PageHeading } from '../../components/PageHeading';
import { NoRecordNamed, useRecordIdParam } from '../../components/recordIdParam';
import { useRecordReview, type ReviewedRecord } from '../../components/recordReview';
import { signUpsApi } from '../../lib/api';
import { CancelSignUpDialog } from './CancelSignUpDialog';
import { appSignUpDetailLoader, ID_PARAM, SignUpDetailContext } from './signUpActors';
import { SignUpDetailContent } from './SignUpDetailContent';

/** Keeps the sign-up on screen where the cancel binding reads its version. */
function RecordTracker({ onRecord }: { onRecord: (record: ReviewedRecord | null) => void }) {
  const result = SignUpDetailContext.useSelector((s) => s.output);
  const record = result?.ok ? result.detail.signUp : null;
  useEffect(() => onRecord(record), [record, onRecord]);
  return null;
}

/** `/traningSignUpEdit?id=…`: one of my sign-ups, reloaded after a cancellation. */
export function SignUpPageRoute() {
  const { t } = useTranslation();
  const { id, key, reload } = useRecordIdParam(ID_PARAM);
  const recordRef = useRef<ReviewedRecord | null>(null);
  const [track] = useState(() => (record: ReviewedRecord | null) => {
    recordRef.current = record;
  });
  const review = useRecordReview({
    current: () => recordRef.current,
    decide: ({ id: signUpId, version }) => signUpsApi.cancelSignUp({ id: signUpId, version }),
    reload,
  });
  if (id === null) {
    return <NoRecordNamed title={t('route.traningSignUpEdit')} message={t('signUp.noSignUp')} />;
  }
  return (
    <ReviewContext.Provider logic={review}>
      <SignUpDetailContext.Provider
        key={key}
        logic={appSignUpDetailLoader}
        options={{ input: { id } }}
      >
        <RecordTracker onRecord={track} />
        <SignUpPageScreen onReload={reload} />
      </SignUpDetailContext.Provider>
    </ReviewContext.Provider>
  );
}

export interface SignUpPageScreenProps {
  readonly onReload: () => void;
}

/**
 * The applicant's sign-up: the trainee, course and session, the exam and certificate once
 * there, every step so far; cancelling it while the workflow allows (asked first).
 */
export function SignUpPageScreen({ onReload }: SignUpPageScreenProps) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading sx={{ flexGrow: 1 }}>{t('route.traningSignUpEdit')}</PageHeading>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={pages.newApply.path}>
          {t('signUp.backToList')}
        </Button>
      </Stack>
      <SignUpDetailContent
        onReload={onReload}
        actions={({ signUp, availableEvents }) =>
          availableEvents.some((event) => event.type === 'CANCEL') && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                color="error"
                variant="outlined"
                startIcon={<CancelOutlinedIcon />}
                onClick={() =>
                  review.send({
                    type: 'DECIDE',
                    decision: 'CANCEL',
                    ids: [signUp.id],
                    commentRequired: false,
                  })
                }
              >
                {t('signUp.cancel')}
              </Button>
            </Stack>
          )
        }
      />
      <CancelSignUpDialog />
    </Stack>
  );
}
