import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { MessageItem } from '@machines/contracts';
import { formatDateTime } from '../../lib/dates';
import { timeAgo } from '../../lib/timeAgo';

export interface MessageDialogProps {
  readonly message: MessageItem;
  readonly now: Date;
  readonly onClose: () => void;
}

/** One message, whole: its title, when it came (in words and as a date) and its text. */
export function MessageDialog({ message, now, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{message.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <time dateTime={message.createdAt}>
            {timeAgo(message.createdAt, now, t)} · {formatDateTime(message.createdAt)}
          </time>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
