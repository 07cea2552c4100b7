import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DateChangeRequest, SessionSpan } from '@machines/contracts';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/dates';

/**
 * A sign-up's requests to move, the newest first: from which session to which, why, when,
 * where it stands, and the institution's reason for a refusal.
 */
export function DateChangeHistory({ changes }: { readonly changes: readonly DateChangeRequest[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const session = (span: SessionSpan) =>
    t('signUp.sessionValue', { from: span.startsOn, to: span.endsOn });
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('dateChange.history')}
      </Typography>
      <List dense disablePadding>
        {changes.map((change) => (
          <ListItem key={change.id} disableGutters divider>
            <Stack spacing={0.5} sx={{ width: '100%' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip family="dateChange" code={change.status} />
                <Typography variant="body2">
                  {t('dateChange.move', { from: session(change.from), to: session(change.to) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(change.createdAt)}
                </Typography>
              </Stack>
              <Typography variant="body2">
                {t('dateChange.reasonLine', { reason: change.reason })}
              </Typography>
              {change.refusal && (
                <Typography variant="body2" color="error">
                  {t('dateChange.refusedBecause', { refusal: change.refusal })}
                </Typography>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
