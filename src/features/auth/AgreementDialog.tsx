import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The paragraphs of the user agreement, in the catalogue as `agreement.p1` … */
const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

export interface AgreementDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** "Agree": ticks the box and closes. */
  readonly onAgree: () => void;
}

/** The user agreement the register form asks to accept (seed §2). */
export function AgreementDialog({ open, onClose, onAgree }: AgreementDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{t('agreement.title')}</DialogTitle>
      <DialogContent dividers>
        {PARAGRAPHS.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ mb: 1.5 }}>
            {t(`agreement.${paragraph}`)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
        <Button variant="contained" onClick={onAgree} autoFocus>
          {t('agreement.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
