import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DetailResult } from '../../components/detailLoader';
import { DetailResultView } from '../../components/RecordDialog';

export interface DashboardSectionProps<TDetail> {
  /** The heading's id, which names the section. */
  readonly id: string;
  readonly title: string;
  readonly failedTitle: string;
  /** The section's loader state. */
  readonly result: DetailResult<TDetail> | undefined;
  readonly onReload: () => void;
  /**
   * The cards as they stand while loading, each of its final size: the role says which
   * there will be, so nothing on the page moves when they are filled in.
   */
  readonly placeholder: ReactNode;
  /** The section's cards, laid out in columns as wide as the page allows. */
  readonly children: (detail: TDetail) => ReactNode;
}

/** The columns of a section's cards: one on a phone, two or three as the page widens. */
function CardGrid({ busy = false, children }: { readonly busy?: boolean; children: ReactNode }) {
  return (
    <Box
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
      }}
    >
      {children}
    </Box>
  );
}

/** A section of the home page: its heading, then its cards (waiting, loaded, or a retry). */
export function DashboardSection<TDetail>({
  id,
  title,
  failedTitle,
  result,
  onReload,
  placeholder,
  children,
}: DashboardSectionProps<TDetail>) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <DetailResultView
        result={result}
        failedTitle={failedTitle}
        onReload={onReload}
        loading={<CardGrid busy>{placeholder}</CardGrid>}
      >
        {(detail) => <CardGrid>{children(detail)}</CardGrid>}
      </DetailResultView>
    </Paper>
  );
}
