import { createContext, createElement, useContext, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { pageTitleKey, type PageId } from '@machines/access/pages';
import { menuPageOf } from '@machines/access/placement';
import { LayoutSettingsContext, SessionContext } from '../../components/appActorContexts';
import { buildMenu, holdsPage, type MenuItem } from '../navigation/menu';
import { routeIcon, screenPageIds } from '../routes';
import { useMatchedPageId } from '../routing/useMatchedPageId';

/** The menu page that stands for the page on screen (itself, or where a detail page is opened from). */
const ActiveMenuPage = createContext<PageId | undefined>(undefined);

/** The page's icon from the route table, or a generic page/folder icon. */
function PageIcon({ id, group }: { id: PageId; group: boolean }) {
  const icon = routeIcon(id) ?? (group ? FolderOutlinedIcon : DescriptionOutlinedIcon);
  return (
    <ListItemIcon sx={{ minWidth: 32 }}>{createElement(icon, { fontSize: 'small' })}</ListItemIcon>
  );
}

/**
 * An entry's text at 14 px, the size admin menus use: every English entry fits the
 * 210 px sidebar (seed §9) on one line (issue 18).
 */
function MenuLabel({ text }: { text: string }) {
  return <ListItemText primary={text} slotProps={{ primary: { variant: 'body2' } }} />;
}

interface EntryProps {
  readonly item: MenuItem;
  readonly collapsed: boolean;
  readonly depth: number;
}

function MenuLink({ item, collapsed, depth }: EntryProps) {
  const { t } = useTranslation();
  const active = useContext(ActiveMenuPage) === item.id;
  const label = t(pageTitleKey(item.id));
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Tooltip title={collapsed ? label : ''} placement="right">
        <ListItemButton
          component={RouterLink}
          to={item.path}
          selected={active}
          aria-current={active ? 'page' : undefined}
          aria-label={collapsed ? label : undefined}
          sx={{ pl: 2 + depth * 1.5 }}
        >
          <PageIcon id={item.id} group={false} />
          {!collapsed && <MenuLabel text={label} />}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

function MenuGroup({ item, collapsed, depth }: EntryProps) {
  const { t } = useTranslation();
  const activePage = useContext(ActiveMenuPage);
  const settings = LayoutSettingsContext.useActorRef();
  const holdsActivePage = activePage !== undefined && holdsPage(item, activePage);
  const [open, setOpen] = useState(holdsActivePage);
  const [held, setHeld] = useState(holdsActivePage);
  if (held !== holdsActivePage) {
    // Navigating into the group (a link in a page, back, forward) opens it.
    setHeld(holdsActivePage);
    if (holdsActivePage) setOpen(true);
  }
  const label = t(pageTitleKey(item.id));

  const toggle = () => {
    // A collapsed sidebar has no room for the children: open it first.
    if (collapsed) {
      settings.send({ type: 'SIDEBAR.TOGGLE' });
      setOpen(true);
    } else {
      setOpen(!open);
    }
  };

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Tooltip title={collapsed ? label : ''} placement="right">
        <ListItemButton
          onClick={toggle}
          aria-expanded={open && !collapsed}
          aria-label={collapsed ? label : undefined}
          selected={collapsed && holdsActivePage}
          sx={{ pl: 2 + depth * 1.5 }}
        >
          <PageIcon id={item.id} group />
          {!collapsed && <MenuLabel text={label} />}
          {!collapsed && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open && !collapsed} unmountOnExit>
        <List disablePadding>
          {item.children.map((child) => (
            <MenuEntry key={child.id} item={child} collapsed={collapsed} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function MenuEntry(props: EntryProps) {
  return props.item.children.length > 0 ? <MenuGroup {...props} /> : <MenuLink {...props} />;
}

/**
 * The menu of the active role, built from the access table and the route table: a nav
 * holding a list of entries, a group's pages a list inside its entry.
 */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  const pageId = useMatchedPageId();
  const items = useMemo(() => (role ? buildMenu(role, screenPageIds) : []), [role]);
  const activePage = pageId && menuPageOf(pageId, role);
  return (
    <ActiveMenuPage.Provider value={activePage}>
      <Box component="nav" aria-label={t('layout.menu')}>
        <List>
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} collapsed={collapsed} depth={0} />
          ))}
        </List>
      </Box>
    </ActiveMenuPage.Provider>
  );
}
