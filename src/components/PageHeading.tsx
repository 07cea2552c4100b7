import type { ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/**
 * The page's one level-one heading: its title (the route's, as the page title and the
 * breadcrumb name it). Every routed screen shows exactly one; the accessibility suite
 * checks it (docs/accessibility.md).
 */
export function PageHeading({
  children,
  sx,
  id,
}: {
  readonly children: ReactNode;
  readonly sx?: TypographyProps['sx'];
  readonly id?: string;
}) {
  return (
    <Typography variant="h5" component="h1" id={id} sx={sx}>
      {children}
    </Typography>
  );
}
