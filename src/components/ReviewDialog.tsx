import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RowId } from '@machines/app/list';
import { useNoticeText } from '../lib/noticeText';
import { ReviewContext } from './actorContexts';

export interface ReviewDialogProps {
  /** How an item is named in the batch summary (a company name…); its id otherwise. */
  readonly itemLabel?: (id: RowId) => string;
}

/** The longest comment the dialog accepts (the server's limit too). */
export const MAX_COMMENT_LENGTH = 500;

/**
 * The review decision in a dialog, bound to the review machine (ReviewContext): the
 * decision as the title, the comment (required when the workflow says so), confirm and
 * cancel; afterwards the result, for a batch one line per refused item with the
 * server's reason, and after a failure (a conflict) the message with a retry.
 */
export function ReviewDialog({ itemLabel = String }: ReviewDialogProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const review = ReviewContext.useActorRef();
  const state = ReviewContext.useSelector((s) => s.value);
  const { decision, ids, commentRequired, comment, results, error } = ReviewContext.useSelector(
    (s) => s.context,
  );
  const canConfirm = ReviewContext.useSelector((s) => s.can({ type: 'CONFIRM' }));
  const titleId = useId();
  const commentId = useId();

  const action = decision ? t(`workflowEvent.${decision}`, { defaultValue: decision }) : '';
  const batch = ids.length > 1;
  const count = ids.length;
  const failures = results.filter((result) => !result.ok);
  const composing = state === 'composing' || state === 'submitting';
  const submitting = state === 'submitting';

  const close = () => {
    if (state === 'composing' || state === 'failed') review.send({ type: 'CANCEL' });
    else if (state === 'succeeded' || state === 'partlyFailed') review.send({ type: 'DISMISS' });
  };

  return (
    <Dialog
      open={state !== 'idle'}
      onClose={submitting ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-state={String(state)}
    >
      <DialogTitle id={titleId}>
        {batch ? t('review.batchTitle', { action, count }) : t('review.title', { action })}
      </DialogTitle>
      <DialogContent>
        {(composing || state === 'failed') && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {batch
                ? t('review.confirmBatch', { action, count })
                : t('review.confirm', { action })}
            </DialogContentText>
            <TextField
              id={commentId}
              label={t('field.comment')}
              value={comment}
              onChange={(event) =>
                review.send({ type: 'COMMENT.CHANGED', comment: event.target.value })
              }
              required={commentRequired}
              disabled={state !== 'composing'}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              helperText={
                commentRequired
                  ? t('review.commentRequired', { action })
                  : t('review.commentOptional')
              }
              slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
            />
          </>
        )}
        {state === 'failed' && error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {text(error)}
          </Alert>
        )}
        {state === 'succeeded' && (
          <Alert severity="success">
            {batch
              ? t('review.batchSucceeded', { action, count })
              : t('review.succeeded', { action })}
          </Alert>
        )}
        {state === 'partlyFailed' && (
          <>
            <Alert severity="warning">
              {t('review.partlyFailed', {
                action,
                ok: results.length - failures.length,
                failed: failures.length,
              })}
            </Alert>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} id={`${titleId}-f`}>
              {t('review.failures')}
            </Typography>
            <List dense aria-labelledby={`${titleId}-f`}>
              {failures.map((failure) => (
                <ListItem key={String(failure.id)} disableGutters>
                  <ListItemText
                    primary={itemLabel(failure.id)}
                    secondary={failure.message ?? t('error.hasError')}
                    slotProps={{ secondary: { color: 'error' } }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {(composing || state === 'failed') && (
          <>
            <Button onClick={close} disabled={submitting}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => review.send({ type: 'CONFIRM' })}
              disabled={!submitting && !canConfirm}
              loading={submitting}
            >
              {state === 'failed' ? t('action.retry') : action}
            </Button>
          </>
        )}
        {(state === 'succeeded' || state === 'partlyFailed') && (
          <Button variant="contained" onClick={close} autoFocus>
            {t('action.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
