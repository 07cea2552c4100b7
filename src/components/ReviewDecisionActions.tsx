import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { AvailableEventInfo } from '@machines/contracts';
import { ReviewContext } from './actorContexts';
import { WorkflowActions, type WorkflowAction } from './WorkflowActions';

/** A reviewer's decisions on an application-family record, in the order shown. */
const REVIEW_ACTIONS: readonly WorkflowAction[] = [
  { type: 'REJECT', color: 'error', icon: <CloseIcon /> },
  { type: 'RETURN' },
  { type: 'REVOKE', color: 'error' },
  { type: 'RESTORE' },
  { type: 'APPROVE', variant: 'contained', icon: <CheckIcon /> },
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
 * The decisions the workflow offers the platform on one record, each sent to the review
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
