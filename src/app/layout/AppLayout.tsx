import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { LayoutSettingsContext, TagsViewContext } from '../../components/appActorContexts';
import { useMatchedPageId } from '../routing/useMatchedPageId';
import { LayoutActors } from './LayoutActors';
import { SettingsDrawer } from './SettingsDrawer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Sidebar } from './Sidebar';
import { TagsViewBar } from './TagsViewBar';
import { TopBar } from './TopBar';

/** Records each visited page for the tags view. */
function VisitRecorder() {
  const tagsView = TagsViewContext.useActorRef();
  const pageId = useMatchedPageId();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pageId) tagsView.send({ type: 'VISIT', pageId, path: pathname + search });
  }, [tagsView, pageId, pathname, search]);
  return null;
}

/**
 * The signed-in frame: sidebar, header (top bar and tags view), the page. It reads the
 * layout's actors from context, so stories render it with their own mocked actors.
 */
export function AppLayoutFrame() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const fixedHeader = LayoutSettingsContext.useSelector((s) => s.context.fixedHeader);
  const tagsView = LayoutSettingsContext.useSelector((s) => s.context.tagsView);

  return (
    <>
      <VisitRecorder />
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Sidebar />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppBar
            position={fixedHeader ? 'sticky' : 'static'}
            color="inherit"
            elevation={0}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <TopBar onOpenSettings={() => setSettingsOpen(true)} />
            {tagsView && <TagsViewBar />}
          </AppBar>
          {/* Focusable by script only (the skip link): the focus then goes on from here. */}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, p: 2, '&:focus': { outline: 'none' } }}
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

/** The frame with the layout's actors bound to the real API. */
export function AppLayout() {
  return (
    <LayoutActors>
      <AppLayoutFrame />
    </LayoutActors>
  );
}
