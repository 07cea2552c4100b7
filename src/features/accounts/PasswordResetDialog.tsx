import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useNoticeText } from '../../lib/noticeText';
import { PasswordResetContext } from './accountActors';
import { OneTimePassword } from './OneTimePassword';

/** Whom the reset is for: a registered account or a staff account alike. */
interface ResetAccount {
  readonly name: string;
  readonly userName: string;
}

export interface PasswordResetDialogProps {
  readonly account: ResetAccount;
  readonly onClose: () => void;
  /**
   * The reset under way, once asked for (PasswordResetContext inside): a new key for a
   * retry. Stories provide a restored reset.
   */
  readonly renderReset: (attempt: number, content: ReactNode) => ReactNode;
}

/**
 * Resetting an account's password: asked for first (every session of the account ends),
 * then the one-time password, shown this once, to pass on to the account's owner, who must
 * choose a new one at the next sign-in.
 */
export function PasswordResetDialog({ account, onClose, renderReset }: PasswordResetDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const who = `${account.name}（${account.userName}）`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('accounts.reset.title')}</DialogTitle>
      {attempt === 0 ? (
        <>
          <DialogContent>
            <DialogContentText>{t('accounts.reset.confirm', { name: who })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t('action.cancel')}
            </Button>
            <Button variant="contained" color="error" onClick={() => setAttempt(1)}>
              {t('accounts.reset.action')}
            </Button>
          </DialogActions>
        </>
      ) : (
        renderReset(
          attempt,
          <ResetOutcome name={who} onRetry={() => setAttempt(attempt + 1)} onClose={onClose} />,
        )
      )}
    </Dialog>
  );
}

/** The reset's progress, its one-time password, or why it failed. */
function ResetOutcome({
  name,
  onRetry,
  onClose,
}: {
  name: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const result = PasswordResetContext.useSelector((s) => s.output);
  return (
    <>
      <DialogContent>
        {!result && <LinearProgress aria-label={t('accounts.reset.busy')} />}
        {result && !result.ok && <Alert severity="error">{text(result.error)}</Alert>}
        {result?.ok && <OneTimePassword password={result.detail.oneTimePassword} name={name} />}
      </DialogContent>
      <DialogActions>
        {result && !result.ok && <Button onClick={onRetry}>{t('action.retry')}</Button>}
        <Button variant={result?.ok ? 'contained' : 'text'} onClick={onClose} disabled={!result}>
          {t('action.close')}
        </Button>
      </DialogActions>
    </>
  );
}
