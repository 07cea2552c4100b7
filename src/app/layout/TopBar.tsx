import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { LayoutSettingsContext } from '../../components/appActorContexts';
import { AccountControls } from './AccountControls';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { LanguageSwitch } from './LanguageSwitch';
import { MessageBell } from './MessageBell';
import { RoleSwitcher } from './RoleSwitcher';

/** Seed §2: hamburger, breadcrumb, role switcher, bell, language, settings, user, logout. */
export function TopBar({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const settings = LayoutSettingsContext.useActorRef();
  const opened = LayoutSettingsContext.useSelector((s) => s.context.sidebarOpened);

  return (
    <Toolbar variant="dense" sx={{ gap: 1 }}>
      <IconButton
        edge="start"
        color="inherit"
        aria-label={t('action.toggleSidebar')}
        aria-expanded={opened}
        onClick={() => settings.send({ type: 'SIDEBAR.TOGGLE' })}
      >
        <MenuIcon />
      </IconButton>
      <AppBreadcrumbs />
      <Box sx={{ flexGrow: 1 }} />
      <RoleSwitcher />
      <MessageBell />
      <LanguageSwitch />
      <Tooltip title={t('action.settings')}>
        <IconButton color="inherit" aria-label={t('action.settings')} onClick={onOpenSettings}>
          <SettingsOutlinedIcon />
        </IconButton>
      </Tooltip>
      <AccountControls />
    </Toolbar>
  );
}
