import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { canOpenPage, pages } from '@machines/access/pages';
import { SessionContext } from '../../components/appActorContexts';
import { CertificateDocument } from '../../components/CertificateDocument';
import { CertificatePage } from '../../components/CertificatePage';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DetailResultView } from '../../components/RecordDialog';
import { RecordHeading } from '../../components/RecordHeading';
import type { BlobAnswer } from '../../lib/api/client';
import * as signUpsApi from '../../lib/api/signUps';
import {
  appPersonnelCertificateLoader,
  PersonnelCertificateContext,
  type LoadedPersonnelCertificate,
} from './signUpActors';

export interface PersonnelCertificateViewProps {
  readonly loaded: LoadedPersonnelCertificate;
  /** The PDF (the real call by default; a story hands in its own). */
  readonly fetchPdf?: (id: number) => Promise<BlobAnswer>;
  readonly save?: (blob: Blob, fileName: string) => void;
  readonly print?: () => void;
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
    <Stack spacing={2.5}>
      <RecordHeading title={signUp.traineeName} family="signUp" status={signUp.status} />
      <DefinitionList>
        <DefinitionItem label={t('signUp.certificateNumber')}>
          {signUp.certificateNumber}
        </DefinitionItem>
        <DefinitionItem label={t('certificate.course')}>{signUp.courseName}</DefinitionItem>
        <DefinitionItem label={t('certificate.institution')}>
          {signUp.institutionName}
        </DefinitionItem>
        <DefinitionItem label={t('signUp.company')}>
          {signUp.companyName || t('signUp.individual')}
        </DefinitionItem>
        <DefinitionItem label={t('certificate.validity')}>
          {t('certificate.validityValue', { from: signUp.issuedOn, to: signUp.expiresOn })}
        </DefinitionItem>
      </DefinitionList>
      <CertificateDocument
        certificateNo={signUp.certificateNumber}
        picture={loaded.picture}
        pictureUrl={loaded.pictureUrl}
        fetchPdf={() => fetchPdf(signUp.id)}
        {...(save ? { save } : {})}
        {...(print ? { print } : {})}
      />
    </Stack>
  );
}

/** The loader's state: loading, failed (not in force, no template: said, with a retry), or the certificate. */
export function PersonnelCertificateContent({
  onReload,
  ...view
}: Omit<PersonnelCertificateViewProps, 'loaded'> & { readonly onReload: () => void }) {
  const { t } = useTranslation();
  const result = PersonnelCertificateContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('certificate.loadFailed')} onReload={onReload}>
      {(loaded) => <PersonnelCertificateView loaded={loaded} {...view} />}
    </DetailResultView>
  );
}

/** `/certificatePreview?id=…`: the personnel e-certificate of one issued sign-up. */
export function CertificatePreviewRoute() {
  const { t } = useTranslation();
  const role = SessionContext.useSelector((s) => s.context.user?.activeRole);
  // Back where the certificate is reached from: the reviewers' queue, or my sign-ups.
  const list = canOpenPage('usercerditCheck', role) ? pages.usercerditCheck : pages.newApply;
  return (
    <CertificatePage
      title={t('route.certificatePreview')}
      backTo={list.path}
      noRecord={t('signUp.noSignUp')}
    >
      {({ id, key, reload }) => (
        <PersonnelCertificateContext.Provider
          key={key}
          logic={appPersonnelCertificateLoader}
          options={{ input: { id } }}
        >
          <PersonnelCertificateContent onReload={reload} />
        </PersonnelCertificateContext.Provider>
      )}
    </CertificatePage>
  );
}
