import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useNoticeText } from '../lib/noticeText';
import { FormContext } from './actorContexts';

export interface FormDialogProps {
  readonly title: string;
  /** Shown in place of the fields once saved. */
  readonly savedText: string;
  /** Shown instead of `savedText` when the answer has more to say (a one-time password). */
  readonly savedContent?: ReactNode;
  readonly onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words: Save unless the form says what it does (Sign up). */
  readonly submitLabel?: string;
  readonly onClose: () => void;
  /** The fields. */
  readonly children: ReactNode;
}

/**
 * A small record's form in a dialog (FormContext): the failure above the fields, the
 * fields, Save busy while the form machine submits, and once saved the confirmation with
 * Close. The values stay in the form (formik) whatever the server answers.
 */
export function FormDialog({
  title,
  savedText,
  savedContent,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const titleId = useId();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const error = FormContext.useSelector((s) => s.context.error);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {text(error)}
            </Alert>
          )}
          {submitted ? (
            (savedContent ?? (
              <Alert severity="success" role="status">
                {savedText}
              </Alert>
            ))
          ) : (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr' }}>{children}</Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{submitted ? t('action.close') : t('action.cancel')}</Button>
          {!submitted && (
            <Button type="submit" variant="contained" loading={submitting}>
              {submitLabel ?? t('action.save')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
