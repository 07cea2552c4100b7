import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { DetailResult } from '../../components/detailLoader';
import { PageHeading } from '../../components/PageHeading';
import { DetailResultView } from '../../components/RecordDialog';

export interface CatalogueRecordPageProps<TRecord> {
  /** The page's title (the route's). */
  readonly title: string;
  /** The list the record was opened from, and what the way back says. */
  readonly backTo: string;
  readonly backLabel: string;
  /** The record's loader state. */
  readonly result: DetailResult<TRecord> | undefined;
  readonly onReload: () => void;
  /** The record's name, over its summary. */
  readonly name: (record: TRecord) => string;
  readonly summary: (record: TRecord) => ReactNode;
  /** What the page is for: the record's materials, its certificate template. */
  readonly children: (record: TRecord) => ReactNode;
}

/**
 * A page of one catalogue record (a credit category, a certificate level): the way back
 * to its list, then, once loaded, its name and summary over what the page edits.
 */
export function CatalogueRecordPage<TRecord>({
  title,
  backTo,
  backLabel,
  result,
  onReload,
  name,
  summary,
  children,
}: CatalogueRecordPageProps<TRecord>) {
  return (
    <Stack spacing={2}>
      <PageHeading>{title}</PageHeading>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
          {backLabel}
        </Button>
      </Box>
      <DetailResultView result={result} failedTitle={title} onReload={onReload}>
        {(record) => (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {name(record)}
              </Typography>
              {summary(record)}
            </Paper>
            {children(record)}
          </Stack>
        )}
      </DetailResultView>
    </Stack>
  );
}
