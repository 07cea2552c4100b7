import { useTranslation } from 'react-i18next';
import { ReviewContext } from '../../components/actorContexts';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import type { detailLoaderOf } from '../../components/detailLoader';
import type { SignUpDetail } from '@machines/contracts';
import { signUpsApi } from '../../lib/api';
import { appEntryDetailLoader, SignUpDetailContext } from './signUpActors';
import { SignUpDetailContent } from './SignUpDetailContent';

export interface SignUpReviewDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  /** The detail's loader (stories give one bound to a fixture). */
  readonly logic?: ReturnType<typeof detailLoaderOf<SignUpDetail>>;
}

/**
 * A sign-up opened over the institution's list: the trainee, the course and session, the
 * timeline, and the steps the workflow offers the institution (approve, reject with a
 * reason, cancel); the list reloads after a step.
 */
export function SignUpReviewDialog({
  id,
  onClose,
  logic = appEntryDetailLoader,
}: SignUpReviewDialogProps) {
  const { t } = useTranslation();
  const review = useDialogReview((decision) => signUpsApi.decideSignUp(decision));
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
            actions={(detail) => (
              <ReviewDecisionActions
                id={detail.signUp.id}
                available={detail.availableEvents}
                label={t('signUp.reviewActions')}
              />
            )}
          />
        )}
      </BoundRecordDialog>
      <ReviewDialog itemLabel={() => t('signUp.itemLabel')} />
    </ReviewContext.Provider>
  );
}
