import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { AvailableEventInfo } from '@machines/contracts';
import { ReviewContext } from './actorContexts';
import { WorkflowActions, type WorkflowAction } from './WorkflowActions';

const reject = (type: string): WorkflowAction => ({ type, color: 'error', icon: <CloseIcon /> });
const approve = (type: string): WorkflowAction => ({
  type,
  variant: 'contained',
  icon: <CheckIcon />,
});

/**
 * A reviewer's decisions, in the order shown: the generic family's, and each review level's
 * of the qualification family. Only those the workflow offers now appear.
 */
const REVIEW_ACTIONS: readonly WorkflowAction[] = [
  reject('REJECT'),
  reject('INSTITUTION_REJECT'),
  reject('PLATFORM_REJECT'),
  reject('REJECT_SIGNUP'),
  reject('REJECT_CERTIFICATE'),
  { type: 'CANCEL', color: 'error' },
  { type: 'RETURN' },
  { type: 'INSTITUTION_RETURN' },
  { type: 'PLATFORM_RETURN' },
  { type: 'REVOKE', color: 'error' },
  { type: 'RESTORE' },
  { type: 'RESUBMIT' },
  { type: 'RESET_EXAM' },
  approve('APPROVE'),
  approve('INSTITUTION_APPROVE'),
  approve('PLATFORM_APPROVE'),
  approve('APPROVE_SIGNUP'),
  approve('ISSUE'),
];

export interface ReviewDecisionActionsProps {
  /** The record decided on. */
  readonly id: number;
  /** What the workflow offers the reviewer now (the detail's `availableEvents`). */
  readonly available: readonly AvailableEventInfo[];
  /** Names the group of buttons for assistive technology. */
  readonly label: string;
}

/**
 * The decisions the workflow offers the reviewer on one record, each sent to the review
 * machine of the surrounding `ReviewContext` (which asks for a comment where one is due).
 */
export function ReviewDecisionActions({ id, available, label }: ReviewDecisionActionsProps) {
  const review = ReviewContext.useActorRef();
  const decide = (event: AvailableEventInfo) =>
    review.send({
      type: 'DECIDE',
      decision: event.type,
      ids: [id],
      commentRequired: event.commentRequired,
    });
  return (
    <WorkflowActions
      label={label}
      available={available}
      actions={REVIEW_ACTIONS}
      onAction={decide}
      justify="flex-end"
    />
  );
}
