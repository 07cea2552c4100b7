import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@machines/contracts';
import type { StatusFamilyName } from '@machines/workflows';
import { decisionReasonOf } from '../lib/applicationStatus';
import { StatusChip } from './StatusChip';

export interface RecordHeadingProps {
  /** Whose record it is: the company, the person. */
  readonly title: string;
  readonly family: StatusFamilyName;
  readonly status: number;
  /** The record's history: a return's or a refusal's reason then shows under the heading. */
  readonly events?: readonly TimelineEntry[];
}

/**
 * A record's heading on its detail view: whose it is, its status in the machine's colour,
 * and, when it was just returned or refused, why (issue 42: not only at the history's foot).
 */
export function RecordHeading({ title, family, status, events = [] }: RecordHeadingProps) {
  const { t } = useTranslation();
  const reason = decisionReasonOf(status, events);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <StatusChip family={family} code={status} size="medium" />
      </Stack>
      {reason && (
        <Alert severity={reason.kind === 'returned' ? 'warning' : 'error'} role="note">
          <AlertTitle>{t(`decisionReason.${reason.kind}`)}</AlertTitle>
          {reason.comment}
        </Alert>
      )}
    </Stack>
  );
}
