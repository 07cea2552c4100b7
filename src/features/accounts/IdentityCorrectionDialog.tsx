import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { IdentityCorrected } from '@machines/contracts';
import { identityCorrectionSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { SubmittingForm } from '../../components/SubmittingForm';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as accountsApi from '../../lib/api/accounts';
import type { RegisteredAccount } from '../../lib/api/accounts';

interface CorrectionValues {
  readonly accountId: number;
  readonly idCard: string;
  readonly reason: string;
}

const CORRECTION_FIELDS = ['idCard', 'reason'] as const;

const isCorrected = (answer: unknown): answer is IdentityCorrected =>
  typeof answer === 'object' && answer !== null && 'corrected' in answer;

export interface IdentityCorrectionDialogProps {
  readonly account: RegisteredAccount;
  readonly onClose: () => void;
}

/**
 * The association corrects an individual's ID card number on the trainee's proof
 * (FormContext): the right number and the grounds; once saved, how many sign-ups carry it.
 */
export function IdentityCorrectionDialog({ account, onClose }: IdentityCorrectionDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const answer = FormContext.useSelector((s) => s.context.answer);
  const formik = useFormik<CorrectionValues>({
    initialValues: { accountId: account.id, idCard: '', reason: '' },
    validate: validateWith<CorrectionValues>(identityCorrectionSchema),
    onSubmit: (values) =>
      form.send({ type: 'SUBMIT', values: identityCorrectionSchema.cast(values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'identity-correction',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const reason = bindField('reason');
  return (
    <FormDialog
      title={t('identityCorrection.title', { name: `${account.name}（${account.userName}）` })}
      savedText={
        isCorrected(answer)
          ? t('identityCorrection.saved', { count: answer.corrected, idCard: answer.idCard })
          : ''
      }
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <Alert severity="info" role="note">
        {t('identityCorrection.intro')}
      </Alert>
      <TextField
        {...bindField('idCard')}
        label={t('identityCorrection.field.idCard')}
        required
        slotProps={{ htmlInput: { maxLength: 18, autoComplete: 'off' } }}
      />
      <TextField
        {...reason}
        label={t('identityCorrection.field.reason')}
        required
        multiline
        minRows={2}
        helperText={reason.error ? reason.helperText : t('identityCorrection.reasonHint')}
      />
    </FormDialog>
  );
}

/** The dialog with its form machine bound to its call. */
export function BoundIdentityCorrectionDialog({
  onSaved,
  ...props
}: IdentityCorrectionDialogProps & { readonly onSaved: () => void }) {
  return (
    <SubmittingForm
      call={accountsApi.correctIdentity}
      onSaved={onSaved}
      recordId={props.account.id}
      fields={CORRECTION_FIELDS}
    >
      <IdentityCorrectionDialog {...props} />
    </SubmittingForm>
  );
}
