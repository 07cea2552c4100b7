import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { MOBILE_BREAKPOINT_PX } from '@machines/app/layoutSettings';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';
import { LayoutSettingsContext } from '../../components/appActorContexts';
import { DrawnHeadingContext } from '../drawnHeading';
import { COLLAPSED_SIDEBAR_WIDTH_PX, SIDEBAR_WIDTH_PX } from './dimensions';
import { SidebarLogo } from './SidebarLogo';

/** Where the sidebar becomes a closed drawer (the layout machine's `device`). */
const BELOW_BREAKPOINT = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
/** As many menu lines as a short menu has: the real menu replaces them. */
const MENU_LINES = 6;
/** The tags view bar's row of small chips (TagsViewBar), when the layout shows it. */
const TAGS_VIEW_HEIGHT_PX = 32;

/**
 * The signed-in frame while the session is being asked for: the sidebar, the top bar and
 * the page's place, drawn as shapes where the menu and the account's controls will be
 * (which depend on the account). The server answers a signed-in page load with it
 * prerendered (scripts/vite/prerenderPages.ts), so a signed-in page paints before any
 * script has arrived; the session gate draws it again until the session is known, so
 * nothing changes on screen until the real frame comes. Under the phone breakpoint the
 * sidebar is a closed drawer: the prerender, which cannot know the width, hides it by CSS.
 *
 * The page's heading, where the server drew one (the home page's greeting), stands where the
 * page draws it (the main area's padding, a Paper's): the largest text of the page is
 * painted with the frame. Without one the heading's place is empty and takes no room.
 */
export function SignedInFrameSkeleton({ heading }: { readonly heading?: string }) {
  const { t } = useTranslation();
  const drawnHeading = useContext(DrawnHeadingContext);
  const opened = LayoutSettingsContext.useSelector((s) => s.context.sidebarOpened);
  const showLogo = LayoutSettingsContext.useSelector((s) => s.context.sidebarLogo);
  const tagsView = LayoutSettingsContext.useSelector((s) => s.context.tagsView);
  const sidebarWidth = opened ? SIDEBAR_WIDTH_PX : COLLAPSED_SIDEBAR_WIDTH_PX;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        sx={{
          width: sidebarWidth,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          [BELOW_BREAKPOINT]: { display: 'none' },
        }}
      >
        {showLogo && <SidebarLogo collapsed={!opened} />}
        <Stack spacing={2} sx={{ px: 2, py: 2.5 }}>
          {Array.from({ length: MENU_LINES }, (_, line) => (
            <Skeleton key={line} variant="rounded" height={20} />
          ))}
        </Stack>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Toolbar variant="dense" sx={{ gap: 2 }}>
            <Skeleton variant="circular" width={24} height={24} />
            {/* The breadcrumb: a phone's top bar shows only its home link. */}
            <Skeleton variant="text" width={160} sx={{ [BELOW_BREAKPOINT]: { width: 24 } }} />
            <Box sx={{ flexGrow: 1 }} />
            <Skeleton variant="circular" width={24} height={24} />
            <Skeleton variant="circular" width={24} height={24} />
            <Skeleton variant="text" width={96} />
          </Toolbar>
          {tagsView && (
            <Box sx={{ height: TAGS_VIEW_HEIGHT_PX, borderTop: 1, borderColor: 'divider' }} />
          )}
        </Box>
        <Box sx={{ p: 2, pb: 0, '&:has(h1:empty)': { display: 'none' } }}>
          <Paper sx={{ p: 3 }}>
            <Typography id={PAGE_LOAD.drawnHeadingId} variant="h5" component="h1">
              {heading ?? drawnHeading}
            </Typography>
          </Paper>
        </Box>
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      </Box>
    </Box>
  );
}
