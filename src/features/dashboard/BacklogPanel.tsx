import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  awaitingCode,
  BACKLOG_ITEMS,
  BACKLOG_QUEUES,
  type BacklogQueueKey,
} from '@machines/access/backlog';
import { pages } from '@machines/access/pages';
import type { BacklogQueue } from '@machines/contracts';
import { formatDateTime } from '../../lib/dates';
import { BacklogContext } from './backlogActors';
import { DashboardSection } from './DashboardSection';

/** A row of a queue's list: the list keeps the rows of a full queue whatever it holds. */
const ITEM_HEIGHT = 32;

/**
 * The active role's to-do lists (BacklogContext): each queue it reviews (`queues`, known
 * from the role) with how many records wait, the longest waiting of them (each opens its
 * record), and the way to the whole queue on its review screen, filtered to what awaits
 * review. Each card has its final size while the counts load.
 */
export function BacklogPanel({
  queues,
  onReload,
}: {
  readonly queues: readonly BacklogQueueKey[];
  readonly onReload: () => void;
}) {
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
      placeholder={queues.map((key) => (
        <QueueCard key={key} queueKey={key} />
      ))}
    >
      {(loaded) =>
        loaded.map((queue) => <QueueCard key={queue.key} queueKey={queue.key} queue={queue} />)
      }
    </DashboardSection>
  );
}

/** A queue's card; without `queue` (still loading) its count and records stand as shapes. */
function QueueCard({
  queueKey,
  queue,
}: {
  readonly queueKey: BacklogQueueKey;
  readonly queue?: BacklogQueue;
}) {
  const { t } = useTranslation();
  const definition = BACKLOG_QUEUES[queueKey];
  const title = t(`route.${definition.page}`);
  const titleId = `backlog-${queueKey}`;
  const listPath = `${pages[definition.page].path}?status=${awaitingCode(queueKey)}`;
  const recordPath = (id: number) =>
    `${pages[definition.record.page].path}?${definition.record.param}=${id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {queue ? (
          <Chip
            size="small"
            color={queue.count > 0 ? 'warning' : 'default'}
            label={t('backlog.count', { count: queue.count })}
          />
        ) : (
          <Skeleton variant="rounded" width={72} height={24} />
        )}
      </Stack>
      <Box sx={{ height: BACKLOG_ITEMS * ITEM_HEIGHT, overflow: 'hidden' }}>
        {!queue ? (
          Array.from({ length: BACKLOG_ITEMS }, (_, index) => (
            <Skeleton key={index} variant="text" height={ITEM_HEIGHT} />
          ))
        ) : queue.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('backlog.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('backlog.oldest', { queue: title })}>
            {queue.items.map((item) => (
              <ListItem key={item.id} disableGutters sx={{ gap: 1, height: ITEM_HEIGHT }}>
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
      </Box>
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
