import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useNoticeText } from '../lib/noticeText';
import { FormContext } from './actorContexts';

export interface FormAlertsProps {
  /** Why the reviewer returned the record, with its heading; none when not returned. */
  readonly returned?: { readonly title: string; readonly comment: string; readonly hint?: string };
  /** Shown first (a mode hint, such as "only the contact can change"). */
  readonly children?: ReactNode;
}

/**
 * What an application form says above its fields: its own hint, the return comment, and
 * the form machine's (FormContext) failure or success notice.
 */
export function FormAlerts({ returned, children }: FormAlertsProps) {
  const text = useNoticeText();
  const error = FormContext.useSelector((s) => s.context.error);
  const notice = FormContext.useSelector((s) => s.context.notice);
  return (
    <>
      {children}
      {returned && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          <AlertTitle>{returned.title}</AlertTitle>
          <Typography sx={{ whiteSpace: 'pre-wrap', fontWeight: 500 }}>
            {returned.comment}
          </Typography>
          {returned.hint && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {returned.hint}
            </Typography>
          )}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text(error)}
        </Alert>
      )}
      {notice && !error && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {text(notice)}
        </Alert>
      )}
    </>
  );
}
