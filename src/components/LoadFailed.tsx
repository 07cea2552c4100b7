import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { Notice } from '@machines/app/notice';
import { useNoticeText } from '../lib/noticeText';

export interface LoadFailedProps {
  /** What could not be loaded ("the application could not be loaded"). */
  readonly title: string;
  /** Why, as the loader's result says it. */
  readonly error: Notice;
  readonly onRetry: () => void;
  /** The record is not there for the caller (404, 403): no retry is offered. */
  readonly final?: boolean;
}

/** A detail loader's failure: what and why, and a retry unless retrying cannot help. */
export function LoadFailed({ title, error, onRetry, final = false }: LoadFailedProps): ReactNode {
  const { t } = useTranslation();
  const text = useNoticeText();
  return (
    <Alert
      severity="error"
      action={
        final ? undefined : (
          <Button color="inherit" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {text(error)}
    </Alert>
  );
}
