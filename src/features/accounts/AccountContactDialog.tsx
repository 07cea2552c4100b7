import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { accountContactSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { SubmittingForm } from '../../components/SubmittingForm';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as accountsApi from '../../lib/api/accounts';
import type { RegisteredAccount } from '../../lib/api/accounts';

interface ContactValues {
  readonly accountId: number;
  readonly mobile: string;
  readonly email: string;
}

const CONTACT_FIELDS = ['mobile', 'email'] as const;

export interface AccountContactDialogProps {
  readonly account: RegisteredAccount;
  readonly onClose: () => void;
}

/**
 * A registered account's mobile and email, set by the platform (FormContext). The list
 * masks the mobile, so it is typed anew; the account is signed out everywhere once saved.
 */
export function AccountContactDialog({ account, onClose }: AccountContactDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<ContactValues>({
    initialValues: { accountId: account.id, mobile: '', email: account.email ?? '' },
    validate: validateWith<ContactValues>(accountContactSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: accountContactSchema.cast(values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'account-contact',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const mobileField = bindField('mobile');
  return (
    <FormDialog
      title={t('accounts.contact.title', { name: `${account.name}（${account.userName}）` })}
      savedText={t('accounts.contact.saved')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <TextField
        {...mobileField}
        label={t('field.mobile')}
        required
        helperText={
          mobileField.error
            ? mobileField.helperText
            : t('accounts.contact.currentMobile', { mobile: account.mobile })
        }
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <TextField {...bindField('email')} label={t('field.email')} required />
    </FormDialog>
  );
}

/** The dialog with its form machine bound to its call. */
export function BoundAccountContactDialog({
  onSaved,
  ...props
}: AccountContactDialogProps & { readonly onSaved: () => void }) {
  return (
    <SubmittingForm
      call={accountsApi.setAccountContact}
      onSaved={onSaved}
      recordId={props.account.id}
      fields={CONTACT_FIELDS}
    >
      <AccountContactDialog {...props} />
    </SubmittingForm>
  );
}
