import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { canOpenPage, pages } from '@machines/access/pages';
import { SessionContext } from '../../app/actors/contexts';
import type { BlobAnswer } from '../../lib/api';
import { creditApi } from '../../lib/api';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DownloadButton } from '../../components/DownloadButton';
import { PageHeading } from '../../components/PageHeading';
import { DetailResultView } from '../../components/RecordDialog';
import { RecordHeading } from '../../components/RecordHeading';
import {
  appCertificateLoader,
  CertificateContext,
  ID_PARAM,
  verifyPath,
  type LoadedCertificate,
} from './creditActors';
import { useCategoryName } from './creditRows';

/** What the page prints: the certificate alone, the page around it hidden. */
const PRINT_ROOT = 'data-certificate-print';
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`[${PRINT_ROOT}], [${PRINT_ROOT}] *`]: { visibility: 'visible' },
        [`[${PRINT_ROOT}]`]: { position: 'fixed', inset: 0, width: '100%' },
      },
    }}
  />
);

export interface CertificateViewProps {
  readonly loaded: LoadedCertificate;
  /** The PDF (the real call by default; a story hands in its own). */
  readonly fetchPdf?: (id: number) => Promise<BlobAnswer>;
  readonly save?: (blob: Blob, fileName: string) => void;
  readonly print?: () => void;
}

/**
 * The e-certificate as the company keeps it: the picture drawn on the category's template,
 * its facts beside it, downloads as PDF and PNG, printing the certificate alone, and the
 * public verification page its QR code opens.
 */
export function CertificateView({
  loaded,
  fetchPdf = (id) => creditApi.fetchCertificate(id, 'pdf'),
  save,
  print = () => window.print(),
}: CertificateViewProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { application } = loaded.detail;
  const certificateNo = application.certificateNo ?? '';

  return (
    <Stack spacing={2.5}>
      {printStyles}
      <RecordHeading
        title={application.companyName}
        family="qualification"
        status={application.status}
      />
      <DefinitionList>
        <DefinitionItem label={t('creditApply.certificateNo')}>{certificateNo}</DefinitionItem>
        <DefinitionItem label={t('creditApply.field.categoryId')}>
          {categoryName(application)}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.validity')}>
          {t('creditApply.validityValue', {
            from: application.issuedOn,
            to: application.expiresOn,
          })}
        </DefinitionItem>
      </DefinitionList>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <DownloadButton
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          fetchFile={() => fetchPdf(application.id)}
          fallbackName={`${certificateNo}.pdf`}
          save={save}
        >
          {t('certificate.downloadPdf')}
        </DownloadButton>
        <DownloadButton
          variant="outlined"
          startIcon={<ImageOutlinedIcon />}
          fetchFile={() => Promise.resolve({ blob: loaded.picture, fileName: undefined })}
          fallbackName={`${certificateNo}.png`}
          save={save}
        >
          {t('certificate.downloadPng')}
        </DownloadButton>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={print}>
          {t('certificate.print')}
        </Button>
        <Button
          component={RouterLink}
          to={verifyPath(certificateNo)}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          {t('certificate.verifyPage')}
        </Button>
      </Stack>

      <Box
        {...{ [PRINT_ROOT]: '' }}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          component="img"
          src={loaded.pictureUrl}
          alt={t('certificate.pictureAlt', { certificateNo })}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </Box>
    </Stack>
  );
}

/** The loader's state: loading, failed (not in force, no template: said, with a retry), or the certificate. */
export function CertificateContent({
  onReload,
  ...view
}: Omit<CertificateViewProps, 'loaded'> & { onReload: () => void }) {
  const { t } = useTranslation();
  const result = CertificateContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('certificate.loadFailed')} onReload={onReload}>
      {(loaded) => <CertificateView loaded={loaded} {...view} />}
    </DetailResultView>
  );
}

/** `/qualificationDocument?id=…`: the e-certificate of one approved credit application. */
export function CertificateRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = new URLSearchParams(location.search).get(ID_PARAM);
  const [attempt, setAttempt] = useState(0);
  const role = SessionContext.useSelector((s) => s.context.user?.activeRole);
  // Back where the certificate is reached from: the company's list, or the platform's.
  const list = canOpenPage('creditApply', role) ? pages.creditApply : pages.platCreditCheck;
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.qualificationDocument')}</PageHeading>
      <Box>
        <Button component={RouterLink} to={list.path} startIcon={<ArrowBackIcon />}>
          {t('certificate.back')}
        </Button>
      </Box>
      {id === null ? (
        <Alert severity="info">{t('creditApply.noApplicationNamed')}</Alert>
      ) : (
        <Paper sx={{ p: 3 }}>
          <CertificateContext.Provider
            key={`${id}-${attempt}`}
            logic={appCertificateLoader}
            options={{ input: { id } }}
          >
            <CertificateContent onReload={() => setAttempt((n) => n + 1)} />
          </CertificateContext.Provider>
        </Paper>
      )}
    </Stack>
  );
}
