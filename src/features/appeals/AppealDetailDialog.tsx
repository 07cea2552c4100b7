import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AppealDetailContext } from './appealActors';
import { AppealDetailView } from './AppealDetailView';

export interface AppealDetailDialogProps {
  readonly onClose: () => void;
  /** The loaded content (AppealDetailContent in its loader's provider). */
  readonly children: ReactNode;
}

/**
 * The dialog an appeal opens in. It stays while the appeal reloads after a decision (only
 * its content is re-keyed), so the decision's result dialog stays on top of it.
 */
export function AppealDetailDialog({ onClose, children }: AppealDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="body">
      <DialogTitle id={titleId}>{t('appeal.detailTitle')}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The detail loader's state: a skeleton, the failure with a retry, or the appeal. */
export function AppealDetailContent({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const result = AppealDetailContext.useSelector((s) => s.output);
  if (!result) {
    return (
      <Stack spacing={2} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="rectangular" height={220} />
      </Stack>
    );
  }
  if (!result.ok) {
    return <LoadFailed title={t('appeal.loadFailed')} error={result.error} onRetry={onReload} />;
  }
  return <AppealDetailView detail={result.detail} />;
}
import { LoadFailed } from '../../components/LoadFailed';
