import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { roleLabelKey } from '@machines/access/roles';
import { showsRoleSwitcher } from '@machines/app/userInfo';
import { useNoticeText } from '../../lib/noticeText';
import { RoleSwitchContext, SessionContext } from '../../components/appActorContexts';

/**
 * The active role and the menu of the account's other roles (seed §4, §6). Hidden for
 * issuing agencies and single-role accounts; the server refuses non-admins, and that
 * refusal ("no permission to switch") shows here.
 */
export function RoleSwitcher() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = SessionContext.useSelector((s) => s.context.user);
  const roleSwitch = RoleSwitchContext.useActorRef();
  const switching = RoleSwitchContext.useSelector((s) => s.matches('switching'));
  const switched = RoleSwitchContext.useSelector((s) => s.matches('switched'));
  const error = RoleSwitchContext.useSelector((s) => s.context.error);

  if (!user || !showsRoleSwitcher(user)) return null;
  const activeLabel = t(roleLabelKey(user.activeRole));

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-label={`${t('action.switchRole')}: ${activeLabel}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        loading={switching}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {activeLabel}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {user.availableRoles.map((role) => (
          <MenuItem
            key={role}
            selected={role === user.activeRole}
            disabled={role === user.activeRole}
            onClick={() => {
              setAnchor(null);
              roleSwitch.send({ type: 'SWITCH', role });
            }}
          >
            {t(roleLabelKey(role))}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={switched || error !== null}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {switched ? (
          <Alert severity="success" variant="filled">
            {t('roleSwitch.success')}
          </Alert>
        ) : (
          <Alert
            severity="error"
            variant="filled"
            onClose={() => roleSwitch.send({ type: 'DISMISS' })}
          >
            {error ? text(error) : ''}
          </Alert>
        )}
      </Snackbar>
    </>
  );
}
