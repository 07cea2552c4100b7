import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { awaitingCode, BACKLOG_QUEUES } from '@machines/access/backlog';
import { pages } from '@machines/access/pages';
import type { BacklogQueue } from '@machines/contracts';
import { formatDateTime } from '../../lib/dates';
import { BacklogContext } from './backlogActors';
import { DashboardSection } from './DashboardSection';

/**
 * The active role's to-do lists (BacklogContext): each queue it reviews with how many
 * records wait, the longest waiting of them (each opens its record), and the way to the
 * whole queue on its review screen, filtered to what awaits review. Nothing for a role
 * that reviews nothing.
 */
export function BacklogPanel({ onReload }: { readonly onReload: () => void }) {
  const { t } = useTranslation();
  const result = BacklogContext.useSelector((s) => s.output);
  if (result?.ok && result.detail.length === 0) return null;
  return (
    <DashboardSection
      id="dashboard-backlog"
      title={t('backlog.title')}
      failedTitle={t('backlog.failed')}
      result={result}
      onReload={onReload}
    >
      {(queues) => queues.map((queue) => <QueueCard key={queue.key} queue={queue} />)}
    </DashboardSection>
  );
}

function QueueCard({ queue }: { readonly queue: BacklogQueue }) {
  const { t } = useTranslation();
  const definition = BACKLOG_QUEUES[queue.key];
  const title = t(`route.${definition.page}`);
  const titleId = `backlog-${queue.key}`;
  const listPath = `${pages[definition.page].path}?status=${awaitingCode(queue.key)}`;
  const recordPath = (id: number) =>
    `${pages[definition.record.page].path}?${definition.record.param}=${id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          color={queue.count > 0 ? 'warning' : 'default'}
          label={t('backlog.count', { count: queue.count })}
        />
      </Stack>
      {queue.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('backlog.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('backlog.oldest', { queue: title })}>
          {queue.items.map((item) => (
            <ListItem key={item.id} disableGutters sx={{ gap: 1 }}>
              <Link component={RouterLink} to={recordPath(item.id)} sx={{ flex: 1 }} noWrap>
                {item.title}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(item.submittedAt)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Button
        component={RouterLink}
        to={listPath}
        size="small"
        aria-label={t('backlog.openAllLabel', { queue: title })}
        sx={{ mt: 1 }}
      >
        {t('backlog.openAll')}
      </Button>
    </Paper>
  );
}
