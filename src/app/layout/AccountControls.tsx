import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { SessionContext } from '../../components/appActorContexts';

/** The signed-in user's name and the logout button. */
export function AccountControls() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector((s) => s.context.user);
  return (
    <>
      <Typography
        variant="body2"
        noWrap
        sx={{ maxWidth: 160, display: { xs: 'none', sm: 'block' } }}
      >
        {user ? user.name || user.userName : ''}
      </Typography>
      <Tooltip title={t('action.logout')}>
        <IconButton
          color="inherit"
          aria-label={t('action.logout')}
          onClick={() => session.send({ type: 'LOGOUT' })}
        >
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
