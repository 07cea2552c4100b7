import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusFamilyName } from '@machines/workflows';
import { StatusChip } from './StatusChip';

export interface RecordHeadingProps {
  /** Whose record it is: the company, the person. */
  readonly title: string;
  readonly family: StatusFamilyName;
  readonly status: number;
}

/** A record's heading on its detail view: whose it is, and its status in the machine's colour. */
export function RecordHeading({ title, family, status }: RecordHeadingProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <StatusChip family={family} code={status} size="medium" />
    </Stack>
  );
}
