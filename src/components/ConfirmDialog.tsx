import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: ReactNode;
  /** The confirm button's words; "OK" by default. */
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** A destructive action (withdraw, delete) gets a red button. */
  readonly destructive?: boolean;
  /** The action is on its way: the confirm button spins, nothing can be pressed twice. */
  readonly busy?: boolean;
  /** Why the last attempt failed; confirming again retries. */
  readonly error?: string | null;
  /** Only an acknowledgement is left (the action is done): no cancel button. */
  readonly acknowledgeOnly?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Asks before an action that cannot be taken back. The cancel button has the focus, so
 * Enter on an unexpected dialog does nothing harmful; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  error,
  acknowledgeOnly = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {!acknowledgeOnly && (
          <Button onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel ?? t('action.cancel')}
          </Button>
        )}
        <Button
          variant="contained"
          color={destructive && !acknowledgeOnly ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={busy}
          autoFocus={acknowledgeOnly}
        >
          {confirmLabel ?? (error ? t('action.retry') : t('action.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
