import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { pages } from '@machines/access/pages';
import { UnreadMessagesContext } from '../../components/appActorContexts';

/** The message bell: a dot while there are unread messages; opens the message centre. */
export function MessageBell() {
  const { t } = useTranslation();
  const unread = UnreadMessagesContext.useSelector((s) => s.context.unread);
  const label = unread > 0 ? t('layout.unreadMessages', { count: unread }) : t('action.messages');
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={pages.messageCenter.path}
        aria-label={label}
        color="inherit"
      >
        <Badge variant="dot" color="error" invisible={unread === 0}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
