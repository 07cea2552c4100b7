import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { canOpenPage, pages } from '@machines/access/pages';
import { SessionContext } from '../../components/appActorContexts';
import type { BlobAnswer } from '../../lib/api/client';
import * as creditApi from '../../lib/api/credit';
import { CertificateDocument } from '../../components/CertificateDocument';
import { CertificatePage } from '../../components/CertificatePage';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DetailResultView } from '../../components/RecordDialog';
import { RecordHeading } from '../../components/RecordHeading';
import { appCertificateLoader, CertificateContext, type LoadedCertificate } from './creditActors';
import { useCategoryName } from './creditRows';

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
  print,
}: CertificateViewProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { application } = loaded.detail;
  const certificateNo = application.certificateNo ?? '';

  return (
    <Stack spacing={2.5}>
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

      <CertificateDocument
        certificateNo={certificateNo}
        picture={loaded.picture}
        pictureUrl={loaded.pictureUrl}
        fetchPdf={() => fetchPdf(application.id)}
        {...(save ? { save } : {})}
        {...(print ? { print } : {})}
      />
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
  const role = SessionContext.useSelector((s) => s.context.user?.activeRole);
  // Back where the certificate is reached from: the company's list, or the platform's.
  const list = canOpenPage('creditApply', role) ? pages.creditApply : pages.platCreditCheck;
  return (
    <CertificatePage
      title={t('route.qualificationDocument')}
      backTo={list.path}
      noRecord={t('creditApply.noApplicationNamed')}
    >
      {({ id, key, reload }) => (
        <CertificateContext.Provider
          key={key}
          logic={appCertificateLoader}
          options={{ input: { id } }}
        >
          <CertificateContent onReload={reload} />
        </CertificateContext.Provider>
      )}
    </CertificatePage>
  );
}
