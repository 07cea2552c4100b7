import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type {
  CertificateVerification,
  CreditCertificateVerification,
  PersonnelCertificateVerification,
} from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { PublicFrame } from '../../components/PublicFrame';
import { DetailResultView } from '../../components/RecordDialog';
import { StatusChip } from '../../components/StatusChip';
import {
  appVerificationLoader,
  VerificationContext,
  type verificationLoader,
} from './creditActors';
import { isInForce, useCategoryName } from './creditRows';

/** In force or not, said first and plainly. */
function ValidityAlert({ inForce }: { readonly inForce: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity={inForce ? 'success' : 'warning'} variant="outlined">
      <AlertTitle>{t(inForce ? 'certificate.valid' : 'certificate.notValid')}</AlertTitle>
      {t(inForce ? 'certificate.validText' : 'certificate.notValidText')}
    </Alert>
  );
}

/** A company's credit certificate: whose, which category. */
function CreditVerificationView({ verification }: { verification: CreditCertificateVerification }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <DefinitionList pairs={1}>
      <DefinitionItem label={t('creditApply.certificateNo')}>
        {verification.certificateNo}
      </DefinitionItem>
      <DefinitionItem label={t('field.status')}>
        <StatusChip family="qualification" code={verification.status} />
      </DefinitionItem>
      <DefinitionItem label={t('field.companyName')}>{verification.companyName}</DefinitionItem>
      <DefinitionItem label={t('creditApply.field.categoryId')}>
        {categoryName(verification)}
      </DefinitionItem>
    </DefinitionList>
  );
}

/** A trainee's personnel certificate: whose, which course of which institution, how long. */
function PersonnelVerificationView({
  verification,
}: {
  verification: PersonnelCertificateVerification;
}) {
  const { t } = useTranslation();
  return (
    <DefinitionList pairs={1}>
      <DefinitionItem label={t('creditApply.certificateNo')}>
        {verification.certificateNo}
      </DefinitionItem>
      <DefinitionItem label={t('field.status')}>
        <StatusChip family="signUp" code={verification.status} />
      </DefinitionItem>
      <DefinitionItem label={t('certificate.holder')}>
        {`${verification.holderName}（${verification.holderIdCard}）`}
      </DefinitionItem>
      <DefinitionItem label={t('certificate.course')}>{verification.courseName}</DefinitionItem>
      <DefinitionItem label={t('certificate.institution')}>
        {verification.institutionName}
      </DefinitionItem>
      <DefinitionItem label={t('certificate.validity')}>
        {t('certificate.validityValue', {
          from: verification.issuedOn,
          to: verification.expiresOn,
        })}
      </DefinitionItem>
    </DefinitionList>
  );
}

/** What the verification says: in force or not, whose, of what; nothing more. */
export function VerificationView({ verification }: { verification: CertificateVerification }) {
  return (
    <Stack spacing={2.5}>
      <ValidityAlert inForce={isInForce(verification.status)} />
      {verification.kind === 'personnel' ? (
        <PersonnelVerificationView verification={verification} />
      ) : (
        <CreditVerificationView verification={verification} />
      )}
    </Stack>
  );
}

/** The look-up's state: loading, failed (unknown number, too many look-ups: said), or the answer. */
export function VerificationContent({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const result = VerificationContext.useSelector((s) => s.output);
  return (
    <DetailResultView
      result={result}
      failedTitle={t('certificate.verifyFailed')}
      onReload={onReload}
    >
      {(verification) => <VerificationView verification={verification} />}
    </DetailResultView>
  );
}

/**
 * `/verify/:certificateNo` (public, what an e-certificate's QR code opens): whether the
 * certificate is in force, expired or revoked, with the company and the category, or for
 * a personnel certificate the holder, the course and its institution.
 */
export function VerifyCertificateRoute() {
  const { certificateNo = '' } = useParams();
  return <VerifyCertificateScreen certificateNo={certificateNo} loader={appVerificationLoader} />;
}

/** The public card around one look-up, loaded again on retry. */
export function VerifyCertificateScreen({
  certificateNo,
  loader,
}: {
  readonly certificateNo: string;
  readonly loader: typeof verificationLoader;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <PublicFrame heading={t('route.verifyCertificate')} width={560}>
      <VerificationContext.Provider
        key={`${certificateNo}-${attempt}`}
        logic={loader}
        options={{ input: { id: certificateNo } }}
      >
        <VerificationContent onReload={() => setAttempt((n) => n + 1)} />
      </VerificationContext.Provider>
    </PublicFrame>
  );
}
