import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { DetailResult } from './detailLoader';
import { LoadFailed } from './LoadFailed';

export interface LoadedRecordFormProps<TDetail> {
  /** The record's loader output; undefined while it loads. */
  readonly result: DetailResult<TDetail> | undefined;
  readonly failedTitle: string;
  readonly onRetry: () => void;
  /** What may not change now says so, with the way back. */
  readonly closed: {
    readonly text: string;
    readonly backLabel: string;
    readonly onBack: () => void;
  };
  /** The form, or null when the record's status leaves nothing to change. */
  readonly children: (detail: TDetail) => ReactNode | null;
}

/**
 * A form over a record loaded fresh (its current version, the last return comment): a
 * skeleton while it loads, the failure with a retry, the form, or (its status closed to
 * changes) why not and the way back.
 */
export function LoadedRecordForm<TDetail>({
  result,
  failedTitle,
  onRetry,
  closed,
  children,
}: LoadedRecordFormProps<TDetail>) {
  const { t } = useTranslation();
  if (!result) {
    return (
      <Paper sx={{ p: 3 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Stack spacing={2}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rectangular" height={180} />
        </Stack>
      </Paper>
    );
  }
  if (!result.ok) return <LoadFailed title={failedTitle} failure={result} onRetry={onRetry} />;
  const form = children(result.detail);
  if (form !== null) return form;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={closed.onBack} sx={{ whiteSpace: 'nowrap' }}>
          {closed.backLabel}
        </Button>
      }
    >
      {closed.text}
    </Alert>
  );
}
