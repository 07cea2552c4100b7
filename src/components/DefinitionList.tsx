import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A record's fields as a definition list: label and value side by side, in two pairs of
 * columns on wide screens (one pair in a narrow card: `pairs={1}`). Screen readers
 * announce each label with its value.
 */
export function DefinitionList({
  pairs = 2,
  children,
}: {
  readonly pairs?: 1 | 2;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '9em 1fr', md: pairs === 2 ? '9em 1fr 9em 1fr' : '9em 1fr' },
        columnGap: 2,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** One label and its value; an empty value shows as a dash. */
export function DefinitionItem({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}
