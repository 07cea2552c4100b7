import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ListToolbarProps {
  /** What the toolbar acts on, for screen readers ("batch actions"). */
  readonly label: string;
  /** A count that changes with the list ("3 selected"), announced politely. */
  readonly status: string;
  readonly children: ReactNode;
}

/** The actions over a list's selection, after a live count of what they would act on. */
export function ListToolbar({ label, status, children }: ListToolbarProps): ReactNode {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label={label}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 1 }}>
        {status}
      </Typography>
      {children}
    </Stack>
  );
}
