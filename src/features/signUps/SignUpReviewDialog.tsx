import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { ReviewContext } from '../../components/actorContexts';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import type { detailLoaderOf } from '../../components/detailLoader';
import type { SignUp, SignUpDetail } from '@machines/contracts';
import * as signUpsApi from '../../lib/api/signUps';
import type { DecisionRequest } from '../../lib/api/decisions';
import { ExamOpensNote } from './ExamOpensNote';
import { PersonnelCertificateLink } from './PersonnelCertificateLink';
import { appEntryDetailLoader, SignUpDetailContext } from './signUpActors';
import { SignUpDetailContent } from './SignUpDetailContent';

export interface SignUpReviewDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** The detail's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<SignUpDetail>>;
  /** Where the reviewer's steps go: the institution's route, or the certificate reviewers'. */
  readonly decide?: (decision: DecisionRequest) => Promise<SignUp>;
}

/**
 * A sign-up opened over a reviewer's list: the trainee, the course and session, the exam
 * and certificate, the timeline, and the steps the workflow offers the reviewer (the
 * institution: approve, reject with a reason, cancel, resubmit a rejected certificate; the
 * certificate reviewers: issue, reject with a reason, revoke); the list reloads after one.
 */
export function SignUpReviewDialog({
  id,
  onClose,
  logic = appEntryDetailLoader,
  decide = signUpsApi.decideSignUp,
}: SignUpReviewDialogProps) {
  const { t } = useTranslation();
  const review = useDialogReview(decide);
  return (
    <ReviewContext.Provider logic={review.logic}>
      <BoundRecordDialog
        title={t('signUp.detailTitle')}
        id={id}
        onClose={onClose}
        tracking={review.tracking}
        context={SignUpDetailContext}
        logic={logic}
        recordOf={(detail) => detail.signUp}
      >
        {(reload) => (
          <SignUpDetailContent
            onReload={reload}
            actions={(detail) => <SignUpReviewActions detail={detail} />}
          />
        )}
      </BoundRecordDialog>
      <ReviewDialog itemLabel={() => t('signUp.itemLabel')} />
    </ReviewContext.Provider>
  );
}

/**
 * A reviewer's steps under a sign-up: why its exam waits for the session (the institution,
 * before the first day), the e-certificate once issued, and the steps the workflow offers.
 */
export function SignUpReviewActions({ detail }: { readonly detail: SignUpDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <ExamOpensNote signUp={detail.signUp} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <PersonnelCertificateLink signUp={detail.signUp} />
        <ReviewDecisionActions
          id={detail.signUp.id}
          available={detail.availableEvents}
          label={t('signUp.reviewActions')}
        />
      </Stack>
    </>
  );
}
