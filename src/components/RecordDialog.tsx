import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { DetailResult } from './detailLoader';
import { LoadFailed } from './LoadFailed';

/**
 * The dialog a record opens in over its list. It stays while the record reloads after a
 * decision (only its content is re-keyed), so the decision's result stays on top of it.
 */
export function RecordDialog({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="body">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A detail loader's state: a skeleton, the failure with a retry, or the record. */
export function DetailResultView<TDetail>({
  result,
  failedTitle,
  onReload,
  loading,
  children,
}: {
  readonly result: DetailResult<TDetail> | undefined;
  readonly failedTitle: string;
  readonly onReload: () => void;
  /** What stands in its place while it loads, when its size is known (a generic wait else). */
  readonly loading?: ReactNode;
  readonly children: (detail: TDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!result && loading !== undefined) return loading;
  if (!result) {
    return (
      <Stack spacing={2} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="rectangular" height={220} />
      </Stack>
    );
  }
  if (!result.ok) return <LoadFailed title={failedTitle} failure={result} onRetry={onReload} />;
  return children(result.detail);
}
