import { useTranslation } from 'react-i18next';
import { useNoticeText } from '../lib/noticeText';
import { ReviewContext } from './actorContexts';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmActionDialogProps {
  /** The review machine's decision this dialog asks about (WITHDRAW, REMOVE…). */
  readonly decision: string;
  readonly title: string;
  /** The question before the step is taken. */
  readonly question: string;
  /** What is said once it is done. */
  readonly done: string;
  /** The confirm button's words before the step, where they are not the title's. */
  readonly confirmLabel?: string;
  /** A step that cannot be taken back gets a red button (the default). */
  readonly destructive?: boolean;
}

/**
 * An applicant's own step that is asked for first (withdraw, remove): the review machine
 * (ReviewContext) holding `decision`, shown as a confirmation rather than a review form.
 * A failure stays in the dialog with its reason and a retry.
 */
export function ConfirmActionDialog({
  decision,
  title,
  question,
  done,
  confirmLabel = title,
  destructive = true,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const review = ReviewContext.useActorRef();
  const state = ReviewContext.useSelector((s) => s.value);
  const current = ReviewContext.useSelector((s) => s.context.decision);
  const error = ReviewContext.useSelector((s) => s.context.error);
  const failure = ReviewContext.useSelector((s) => s.context.results.find((r) => !r.ok));

  const finished = state === 'succeeded' || state === 'partlyFailed';
  const dismiss = () => review.send({ type: finished ? 'DISMISS' : 'CANCEL' });
  let message = question;
  if (state === 'succeeded') message = done;
  else if (state === 'partlyFailed') message = failure?.message ?? t('error.hasError');

  return (
    <ConfirmDialog
      open={current === decision && state !== 'idle'}
      title={title}
      message={message}
      destructive={destructive}
      busy={state === 'submitting'}
      error={state === 'failed' && error ? text(error) : null}
      acknowledgeOnly={finished}
      confirmLabel={
        finished ? t('action.close') : state === 'failed' ? t('action.retry') : confirmLabel
      }
      onConfirm={() => (finished ? dismiss() : review.send({ type: 'CONFIRM' }))}
      onCancel={dismiss}
    />
  );
}
