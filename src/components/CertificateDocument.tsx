import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { pages } from '@machines/access/pages';
import type { BlobAnswer } from '../lib/api/client';
import { DefinitionItem, DefinitionList } from './DefinitionList';
import { DownloadButton } from './DownloadButton';

/** The public page telling whether a certificate is in force (`/verify/…`). */
export const verifyPath = (certificateNo: string) =>
  pages.verifyCertificate.path.replace(':certificateNo', encodeURIComponent(certificateNo));

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

interface CertificateDocumentProps {
  readonly certificateNo: string;
  /** The certificate drawn as PNG, and the same as a `data:` address for the picture. */
  readonly picture: Blob;
  readonly pictureUrl: string;
  /** The certificate as PDF (the page's call; a story hands in its own). */
  readonly fetchPdf: () => Promise<BlobAnswer>;
  readonly save?: ((blob: Blob, fileName: string) => void) | undefined;
  readonly print?: (() => void) | undefined;
}

/** What a certificate's page may be handed in place of the real calls (a story's own). */
export interface CertificateCalls {
  /** The PDF of the record (the real call by default). */
  readonly fetchPdf?: (id: number) => Promise<BlobAnswer>;
  readonly save?: (blob: Blob, fileName: string) => void;
  readonly print?: () => void;
}

/**
 * An issued e-certificate, company's or trainee's, as its holder keeps it: downloads as
 * PDF and PNG, printing the certificate alone, the public verification page its QR code
 * opens, and the picture drawn on its template.
 */
function CertificateDocument({
  certificateNo,
  picture,
  pictureUrl,
  fetchPdf,
  save,
  print = () => window.print(),
}: CertificateDocumentProps) {
  const { t } = useTranslation();
  return (
    <>
      {printStyles}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <DownloadButton
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          fetchFile={fetchPdf}
          fallbackName={`${certificateNo}.pdf`}
          save={save}
        >
          {t('certificate.downloadPdf')}
        </DownloadButton>
        <DownloadButton
          variant="outlined"
          startIcon={<ImageOutlinedIcon />}
          fetchFile={() => Promise.resolve({ blob: picture, fileName: undefined })}
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
          src={pictureUrl}
          alt={t('certificate.pictureAlt', { certificateNo })}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </Box>
    </>
  );
}

export interface CertificateSheetProps extends Omit<
  CertificateDocumentProps,
  'picture' | 'pictureUrl'
> {
  /** Whose certificate it is and the status of its record. */
  readonly heading: ReactNode;
  /** What the certificate says, label and value, listed beside it. */
  readonly facts: readonly (readonly [label: string, value: ReactNode])[];
  /** The certificate as the server drew it. */
  readonly drawn: { readonly picture: Blob; readonly pictureUrl: string };
}

/** A certificate's page content, company's or trainee's: who holds it, its facts, the document. */
export function CertificateSheet({ heading, facts, drawn, ...document }: CertificateSheetProps) {
  return (
    <Stack spacing={2.5}>
      {heading}
      <DefinitionList>
        {facts.map(([label, value]) => (
          <DefinitionItem key={label} label={label}>
            {value}
          </DefinitionItem>
        ))}
      </DefinitionList>
      <CertificateDocument picture={drawn.picture} pictureUrl={drawn.pictureUrl} {...document} />
    </Stack>
  );
}
