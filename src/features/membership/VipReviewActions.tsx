import { useTranslation } from 'react-i18next';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { AvailableEventInfo, VipApplicationDetail } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import { WorkflowActions, type WorkflowAction } from '../../components/WorkflowActions';

/** The reviewer's decisions, in the order shown; WorkflowActions shows those on offer. */
const REVIEW_ACTIONS: readonly WorkflowAction[] = [
  { type: 'REJECT', color: 'error', icon: <CloseIcon /> },
  { type: 'RETURN' },
  { type: 'REVOKE', color: 'error' },
  { type: 'RESTORE' },
  { type: 'APPROVE', variant: 'contained', icon: <CheckIcon /> },
];

/** The decisions the workflow offers the platform on this application, sent to the review machine. */
export function VipReviewActions({ detail }: { detail: VipApplicationDetail }) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const decide = (event: AvailableEventInfo) =>
    review.send({
      type: 'DECIDE',
      decision: event.type,
      ids: [detail.application.id],
      commentRequired: event.commentRequired,
    });
  return (
    <WorkflowActions
      label={t('membership.reviewActions')}
      available={detail.availableEvents}
      actions={REVIEW_ACTIONS}
      onAction={decide}
      justify="flex-end"
    />
  );
}
