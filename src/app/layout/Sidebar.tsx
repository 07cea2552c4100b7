import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import { LayoutSettingsContext } from '../../components/appActorContexts';
import { COLLAPSED_SIDEBAR_WIDTH_PX, SIDEBAR_WIDTH_PX } from './dimensions';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';

/**
 * Desktop: a permanent sidebar, 210 px open and an icon strip closed. Under 992 px: a
 * temporary drawer that closes after each navigation.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const settings = LayoutSettingsContext.useActorRef();
  const opened = LayoutSettingsContext.useSelector((s) => s.context.sidebarOpened);
  const device = LayoutSettingsContext.useSelector((s) => s.context.device);
  const showLogo = LayoutSettingsContext.useSelector((s) => s.context.sidebarLogo);
  const { pathname } = useLocation();

  useEffect(() => {
    if (device === 'mobile') settings.send({ type: 'SIDEBAR.CLOSE' });
  }, [pathname, device, settings]);

  if (device === 'mobile') {
    return (
      <Drawer
        variant="temporary"
        open={opened}
        onClose={() => settings.send({ type: 'SIDEBAR.CLOSE' })}
        sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX } }}
        // On a phone the menu opens as a dialog: it is named like the menu it holds.
        slotProps={{ paper: { 'aria-label': t('layout.menu') } }}
      >
        {showLogo && <SidebarLogo collapsed={false} />}
        <SidebarMenu collapsed={false} />
      </Drawer>
    );
  }

  const width = opened ? SIDEBAR_WIDTH_PX : COLLAPSED_SIDEBAR_WIDTH_PX;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      {showLogo && <SidebarLogo collapsed={!opened} />}
      <SidebarMenu collapsed={!opened} />
    </Drawer>
  );
}
