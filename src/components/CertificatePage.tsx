import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeading } from './PageHeading';
import { useRecordIdParam } from './recordIdParam';

export interface CertificatePageProps {
  readonly title: string;
  /** Where "back" leads: the list the certificate is reached from. */
  readonly backTo: string;
  /** What the page says when its URL names no record. */
  readonly noRecord: string;
  /**
   * The certificate of the record the URL names (`?id=`), loaded again on `reload` and when
   * the language changes: the server draws it in the reader's language.
   */
  readonly children: (record: { id: number; key: string; reload: () => void }) => ReactNode;
}

/** The page of an e-certificate, company's or trainee's: heading, the way back, the certificate. */
export function CertificatePage({ title, backTo, noRecord, children }: CertificatePageProps) {
  const { t, i18n } = useTranslation();
  const { id, key, reload } = useRecordIdParam();
  const drawnFor = `${key}:${i18n.language}`;
  return (
    <Stack spacing={2}>
      <PageHeading>{title}</PageHeading>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('certificate.back')}
        </Button>
      </Box>
      {id === null ? (
        <Alert severity="info">{noRecord}</Alert>
      ) : (
        <Paper sx={{ p: 3 }}>{children({ id, key: drawnFor, reload })}</Paper>
      )}
    </Stack>
  );
}
