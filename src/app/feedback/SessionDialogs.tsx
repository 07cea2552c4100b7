import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../components/appActorContexts';

/**
 * Seed §8: HTTP 401 asks "login timed out" with a confirm; 512/514 tells "logged out,
 * log in again" with the server's reason. Confirming resets the session and reloads.
 */
export function SessionDialogs() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const expired = SessionContext.useSelector((s) => s.matches('expired'));
  const revoked = SessionContext.useSelector((s) => s.matches('revoked'));
  const reason = SessionContext.useSelector((s) => s.context.revokedMessage);
  const confirm = () => session.send({ type: 'CONFIRM' });

  return (
    <>
      <Dialog
        open={expired}
        onClose={() => session.send({ type: 'CANCEL' })}
        aria-labelledby="session-expired-title"
      >
        <DialogTitle id="session-expired-title">{t('session.expiredTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('error.sessionExpired')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => session.send({ type: 'CANCEL' })}>{t('action.cancel')}</Button>
          <Button variant="contained" onClick={confirm} autoFocus>
            {t('action.reLogin')}
          </Button>
        </DialogActions>
      </Dialog>
      {/* No onClose: the alert is answered only by logging in again. */}
      <Dialog open={revoked} aria-labelledby="session-revoked-title">
        <DialogTitle id="session-revoked-title">{t('session.revokedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('error.sessionRevoked')}</DialogContentText>
          {reason && <DialogContentText sx={{ mt: 1 }}>{reason}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={confirm} autoFocus>
            {t('action.reLogin')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
