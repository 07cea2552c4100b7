import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useNoticeText } from '../lib/noticeText';
import type { LoadFailure } from './detailLoader';

export interface LoadFailedProps {
  /** What could not be loaded ("the application could not be loaded"). */
  readonly title: string;
  /** Why, as the loader's result says it; a final one (404, 403) offers no retry. */
  readonly failure: LoadFailure;
  readonly onRetry: () => void;
}

/** A detail loader's failure: what and why, and a retry unless retrying cannot help. */
export function LoadFailed({ title, failure, onRetry }: LoadFailedProps): ReactNode {
  const { t } = useTranslation();
  const text = useNoticeText();
  return (
    <Alert
      severity="error"
      action={
        failure.final === true ? undefined : (
          <Button color="inherit" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {text(failure.error)}
    </Alert>
  );
}
