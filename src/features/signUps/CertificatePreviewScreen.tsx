import { useTranslation } from 'react-i18next';
import { CertificateSheet, type CertificateCalls } from '../../components/CertificateDocument';
import { CertificatePage } from '../../components/CertificatePage';
import { RecordHeading } from '../../components/RecordHeading';
import * as signUpsApi from '../../lib/api/signUps';
import {
  appPersonnelCertificateLoader,
  PersonnelCertificateContext,
  type LoadedPersonnelCertificate,
} from './signUpActors';

export interface PersonnelCertificateViewProps extends CertificateCalls {
  readonly loaded: LoadedPersonnelCertificate;
}

/**
 * A trainee's personnel e-certificate: who holds it, the course and institution, its
 * validity, then the certificate drawn on the course's template with its downloads,
 * printing and the public verification page.
 */
export function PersonnelCertificateView({
  loaded,
  fetchPdf = (id) => signUpsApi.fetchPersonnelCertificate(id, 'pdf'),
  save,
  print,
}: PersonnelCertificateViewProps) {
  const { t } = useTranslation();
  const { signUp } = loaded.detail;
  return (
    <CertificateSheet
      heading={<RecordHeading title={signUp.traineeName} family="signUp" status={signUp.status} />}
      facts={[
        [t('signUp.certificateNumber'), signUp.certificateNumber],
        [t('certificate.course'), signUp.courseName],
        [t('certificate.institution'), signUp.institutionName],
        [t('signUp.company'), signUp.companyName || t('signUp.individual')],
        [
          t('certificate.validity'),
          t('certificate.validityValue', { from: signUp.issuedOn, to: signUp.expiresOn }),
        ],
      ]}
      certificateNo={signUp.certificateNumber}
      drawn={loaded}
      fetchPdf={() => fetchPdf(signUp.id)}
      save={save}
      print={print}
    />
  );
}

/** `/certificatePreview?id=…`: the personnel e-certificate of one issued sign-up. */
export function CertificatePreviewRoute() {
  const { t } = useTranslation();
  return (
    <CertificatePage
      title={t('route.certificatePreview')}
      backTo={['usercerditCheck', 'newApply']}
      loader={{ context: PersonnelCertificateContext, logic: appPersonnelCertificateLoader }}
      noRecord={t('signUp.noSignUp')}
    >
      {(loaded) => <PersonnelCertificateView loaded={loaded} />}
    </CertificatePage>
  );
}
