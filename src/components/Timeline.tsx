import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { isRoleCode, roleLabelKey } from '@machines/access/roles';
import type { StatusFamilyName } from '@machines/workflows';
import { formatDateTime } from '../lib/dates';
import type { TimelineEntry } from '@machines/contracts';
import { StatusChip } from './StatusChip';

export type { TimelineEntry };

export interface TimelineProps {
  readonly family: StatusFamilyName;
  readonly entries: readonly TimelineEntry[];
  /** The heading's id, so the list can be named by it. */
  readonly labelledBy?: string;
}

/** The history of a record, oldest first, as an ordered list. */
export function Timeline({ family, entries, labelledBy }: TimelineProps) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {t('timeline.empty')}
      </Typography>
    );
  }
  // Beside a name the role reads as what the person acted as: "陈静（评审机构）", not the
  // role switcher's label with its code in brackets of its own (issue 42).
  const roleLabel = (role: string) =>
    isRoleCode(role) ? t(roleLabelKey(role)).replace(/\s*[（(]\d{4,5}[）)]$/, '') : role;
  const actorOf = (entry: TimelineEntry) => {
    const role = entry.actorRole ? roleLabel(entry.actorRole) : '';
    if (entry.actorName && role) return t('timeline.actor', { name: entry.actorName, role });
    return entry.actorName || role || t('timeline.system');
  };
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('timeline.title')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {entries.map((entry, index) => (
        <Box
          component="li"
          // A sign-up's timeline holds its date changes' steps: ids of two kinds of rows.
          key={`${entry.event}-${entry.id}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === entries.length - 1 ? 0 : 2,
            // The line and dot of a timeline, drawn without extra markup.
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 7,
              top: 18,
              bottom: 0,
              borderLeft: index === entries.length - 1 ? 'none' : '2px solid',
              borderColor: 'divider',
            },
            '&::after': {
              content: '""',
              position: 'absolute',
              left: 2,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
          }}
        >
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography component="span" variant="subtitle2">
              {t(`workflowEvent.${entry.event}`, { defaultValue: entry.event })}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {actorOf(entry)}
            </Typography>
            <Typography
              component="time"
              variant="caption"
              color="text.secondary"
              dateTime={entry.createdAt}
            >
              {formatDateTime(entry.createdAt)}
            </Typography>
          </Stack>
          {entry.detail && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {entry.detail}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', mt: 0.5 }}
            aria-label={t('timeline.transition')}
          >
            {entry.fromCode !== null && (
              <>
                <StatusChip
                  family={entry.family ?? family}
                  code={entry.fromCode}
                  variant="outlined"
                />
                <ArrowForwardIcon fontSize="small" color="action" aria-label={t('timeline.to')} />
              </>
            )}
            <StatusChip family={entry.family ?? family} code={entry.toCode} />
          </Stack>
          {entry.comment && (
            <Paper variant="outlined" sx={{ mt: 1, px: 1.5, py: 1, bgcolor: 'action.hover' }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('timeline.comment')}
                </Box>
                {entry.comment}
              </Typography>
            </Paper>
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A record's history as the last section of its detail: a rule, the heading the list is
 * named by, the timeline.
 */
export function TimelineSection({ family, entries }: Omit<TimelineProps, 'labelledBy'>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <>
      <Divider />
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('timeline.title')}
      </Typography>
      <Timeline family={family} entries={entries} labelledBy={headingId} />
    </>
  );
}
