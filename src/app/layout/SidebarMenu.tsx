import { createElement, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
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
import { LayoutSettingsContext, SessionContext } from '../actors/contexts';
import { buildMenu, isActivePath, type MenuItem } from '../navigation/menu';
import { routeIcon, screenPageIds } from '../routes';

/** The page's icon from the route table, or a generic page/folder icon. */
function PageIcon({ id, group }: { id: PageId; group: boolean }) {
  const icon = routeIcon(id) ?? (group ? FolderOutlinedIcon : DescriptionOutlinedIcon);
  return (
    <ListItemIcon sx={{ minWidth: 36 }}>{createElement(icon, { fontSize: 'small' })}</ListItemIcon>
  );
}

interface EntryProps {
  readonly item: MenuItem;
  readonly collapsed: boolean;
  readonly depth: number;
}

function MenuLink({ item, collapsed, depth }: EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActivePath(item.path, pathname);
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
          sx={{ pl: 2 + depth * 2 }}
        >
          <PageIcon id={item.id} group={false} />
          {!collapsed && <ListItemText primary={label} />}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

function MenuGroup({ item, collapsed, depth }: EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const settings = LayoutSettingsContext.useActorRef();
  const holdsActivePage = item.children.some((child) => isActivePath(child.path, pathname));
  const [open, setOpen] = useState(holdsActivePage);
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
          sx={{ pl: 2 + depth * 2 }}
        >
          <PageIcon id={item.id} group />
          {!collapsed && <ListItemText primary={label} />}
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
  const items = useMemo(() => (role ? buildMenu(role, screenPageIds) : []), [role]);
  return (
    <Box component="nav" aria-label={t('layout.menu')}>
      <List>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} collapsed={collapsed} depth={0} />
        ))}
      </List>
    </Box>
  );
}
