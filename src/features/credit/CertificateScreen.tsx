import { useTranslation } from 'react-i18next';
import * as creditApi from '../../lib/api/credit';
import { CertificateSheet, type CertificateCalls } from '../../components/CertificateDocument';
import { CertificatePage } from '../../components/CertificatePage';
import { RecordHeading } from '../../components/RecordHeading';
import { appCertificateLoader, CertificateContext, type LoadedCertificate } from './creditActors';
import { useCategoryName } from './creditRows';

export interface CertificateViewProps extends CertificateCalls {
  readonly loaded: LoadedCertificate;
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
    <CertificateSheet
      heading={
        <RecordHeading
          title={application.companyName}
          family="qualification"
          status={application.status}
        />
      }
      facts={[
        [t('creditApply.certificateNo'), certificateNo],
        [t('creditApply.field.categoryId'), categoryName(application)],
        [
          t('creditApply.validity'),
          t('creditApply.validityValue', { from: application.issuedOn, to: application.expiresOn }),
        ],
      ]}
      certificateNo={certificateNo}
      drawn={loaded}
      fetchPdf={() => fetchPdf(application.id)}
      save={save}
      print={print}
    />
  );
}

/** `/qualificationDocument?id=…`: the e-certificate of one approved credit application. */
export function CertificateRoute() {
  const { t } = useTranslation();
  return (
    <CertificatePage
      title={t('route.qualificationDocument')}
      backTo={['creditApply', 'platCreditCheck']}
      loader={{ context: CertificateContext, logic: appCertificateLoader }}
      noRecord={t('creditApply.noApplicationNamed')}
    >
      {(loaded) => <CertificateView loaded={loaded} />}
    </CertificatePage>
  );
}
