import { useMemo, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type {
  CertificateValidity,
  CertificateVerification,
  CreditCertificateVerification,
  PersonnelCertificateVerification,
} from '@machines/contracts';
import * as creditApi from '../../lib/api/credit';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { PublicFrame } from '../../components/PublicFrame';
import { DetailResultView } from '../../components/RecordDialog';
import { StatusChip } from '../../components/StatusChip';
import { verificationLoaderOf, VerificationContext, type verificationLoader } from './creditActors';
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

/** The code the page was looked up with ('' for none), and how to look it up with another. */
export interface CheckCodeEntry {
  readonly tried: string;
  readonly onCheck: (code: string) => void;
}

/** The check code printed on the certificate: what shows whose it is. */
function CheckCodeForm({
  codeWrong,
  checkCode: { tried, onCheck },
}: {
  readonly codeWrong: boolean;
  readonly checkCode: CheckCodeEntry;
}) {
  const { t } = useTranslation();
  // A wrong code stays in the field, to be corrected rather than typed again.
  const [code, setCode] = useState(tried);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onCheck(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('certificate.checkCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeWrong}
          helperText={t(codeWrong ? 'certificate.checkCodeWrong' : 'certificate.checkCodeHint')}
          slotProps={{ htmlInput: { maxLength: 16, autoComplete: 'off', spellCheck: false } }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25, flexShrink: 0 }}>
          {t('certificate.checkCodeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The number alone: valid or not, and the check code that would say more. */
function ValidityView({
  verification,
  checkCode,
}: {
  readonly verification: CertificateValidity;
  readonly checkCode: CheckCodeEntry;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DefinitionList pairs={1}>
        <DefinitionItem label={t('creditApply.certificateNo')}>
          {verification.certificateNo}
        </DefinitionItem>
        <DefinitionItem label={t('field.status')}>
          <StatusChip
            family={verification.kind === 'personnel' ? 'signUp' : 'qualification'}
            code={verification.status}
          />
        </DefinitionItem>
      </DefinitionList>
      <Alert severity="info" variant="outlined">
        {t('certificate.numberOnly')}
      </Alert>
      <CheckCodeForm codeWrong={verification.codeWrong} checkCode={checkCode} />
    </>
  );
}

/** What the verification says: in force or not; with the check code whose, of what; nothing more. */
export function VerificationView({
  verification,
  checkCode,
}: {
  readonly verification: CertificateVerification;
  readonly checkCode: CheckCodeEntry;
}) {
  return (
    <Stack spacing={2.5}>
      <ValidityAlert inForce={isInForce(verification.status)} />
      {!verification.checked ? (
        <ValidityView verification={verification} checkCode={checkCode} />
      ) : verification.kind === 'personnel' ? (
        <PersonnelVerificationView verification={verification} />
      ) : (
        <CreditVerificationView verification={verification} />
      )}
    </Stack>
  );
}

/** The look-up's state: loading, failed (unknown number, too many look-ups: said), or the answer. */
export function VerificationContent({
  onReload,
  checkCode,
}: {
  readonly onReload: () => void;
  readonly checkCode: CheckCodeEntry;
}) {
  const { t } = useTranslation();
  const result = VerificationContext.useSelector((s) => s.output);
  return (
    <DetailResultView
      result={result}
      failedTitle={t('certificate.verifyFailed')}
      onReload={onReload}
    >
      {(verification) => <VerificationView verification={verification} checkCode={checkCode} />}
    </DetailResultView>
  );
}

/**
 * `/verify/:certificateNo?code=…` (public, what an e-certificate's QR code opens): whether
 * the certificate is in force, expired or revoked; with its check code (the QR code
 * carries it) also the company and the category, or for a personnel certificate the
 * holder, the course and its institution.
 */
export function VerifyCertificateRoute() {
  const { certificateNo = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const checkCode = search.get('code') ?? '';
  const loader = useMemo(
    () =>
      verificationLoaderOf((number) =>
        creditApi.fetchCertificateVerification(number, checkCode || undefined),
      ),
    [checkCode],
  );
  return (
    <VerifyCertificateScreen
      certificateNo={certificateNo}
      checkCode={checkCode}
      loader={loader}
      onCheckCode={(code) => setSearch({ code })}
    />
  );
}

/** The public card around one look-up, loaded again on retry or with another check code. */
export function VerifyCertificateScreen({
  certificateNo,
  checkCode = '',
  loader,
  onCheckCode,
}: {
  readonly certificateNo: string;
  readonly checkCode?: string;
  readonly loader: typeof verificationLoader;
  readonly onCheckCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <PublicFrame heading={t('route.verifyCertificate')} width={560}>
      <VerificationContext.Provider
        key={`${certificateNo}-${checkCode}-${attempt}`}
        logic={loader}
        options={{ input: { id: certificateNo } }}
      >
        <VerificationContent
          onReload={() => setAttempt((n) => n + 1)}
          checkCode={{ tried: checkCode, onCheck: onCheckCode }}
        />
      </VerificationContext.Provider>
    </PublicFrame>
  );
}
