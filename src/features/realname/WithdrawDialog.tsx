import { useTranslation } from 'react-i18next';
import { ReviewContext } from '../../components/actorContexts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNoticeText } from '../../lib/noticeText';

/**
 * The applicant's withdrawal, asked for first: the review machine (ReviewContext) with
 * the WITHDRAW decision, shown as a confirmation rather than a review form.
 */
export function WithdrawDialog() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const review = ReviewContext.useActorRef();
  const state = ReviewContext.useSelector((s) => s.value);
  const decision = ReviewContext.useSelector((s) => s.context.decision);
  const error = ReviewContext.useSelector((s) => s.context.error);
  const failure = ReviewContext.useSelector((s) => s.context.results.find((r) => !r.ok));

  const done = state === 'succeeded' || state === 'partlyFailed';
  const dismiss = () => review.send({ type: done ? 'DISMISS' : 'CANCEL' });
  let message = t('realname.withdrawConfirm');
  if (state === 'succeeded') message = t('realname.withdrawn');
  else if (state === 'partlyFailed') message = failure?.message ?? t('error.hasError');

  return (
    <ConfirmDialog
      open={decision === 'WITHDRAW' && state !== 'idle'}
      title={t('realname.withdrawTitle')}
      message={message}
      destructive
      busy={state === 'submitting'}
      error={state === 'failed' && error ? text(error) : null}
      acknowledgeOnly={done}
      confirmLabel={
        done
          ? t('action.close')
          : state === 'failed'
            ? t('action.retry')
            : t('workflowEvent.WITHDRAW')
      }
      onConfirm={() => (done ? dismiss() : review.send({ type: 'CONFIRM' }))}
      onCancel={dismiss}
    />
  );
}
