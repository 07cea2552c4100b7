import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { fromPromise } from 'xstate';
import { formMachine, type FormRequest } from '@machines/app/form';
import { companyStaffSchema, type CompanyStaffValues } from '@machines/validation/manager';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as accountsApi from '../../lib/api/accounts';
import { ContactFields, isOneTimePasswordAnswer } from './ManagerFormDialog';
import { OneTimePassword } from './OneTimePassword';

type StaffFormValues = { [K in keyof CompanyStaffValues]: string };

const FIELDS = ['name', 'mobile', 'email'];

/**
 * A new staff login of the company (FormContext): name, mobile (the login name) and email.
 * Once saved, its one-time password is shown, this once.
 */
export function CompanyAccountFormDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const answer = FormContext.useSelector((s) => s.context.answer);
  const formik = useFormik<StaffFormValues>({
    initialValues: { name: '', mobile: '', email: '' },
    validate: validateWith<StaffFormValues>(companyStaffSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: companyStaffSchema.cast(values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'company-account',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  return (
    <FormDialog
      title={t('companyAccounts.addTitle')}
      savedText={t('companyAccounts.saved')}
      savedContent={
        isOneTimePasswordAnswer(answer) ? (
          <OneTimePassword password={answer.oneTimePassword} name={formik.values.name} />
        ) : undefined
      }
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <ContactFields bindField={bindField} />
    </FormDialog>
  );
}

/** The dialog with its own form machine, bound to `user/create-corporateUser`. */
export function BoundCompanyAccountFormDialog({
  onClose,
  onSaved,
}: {
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormRequest>(async ({ input }) => {
          const saved = await accountsApi.createCompanyAccount(input.values as CompanyStaffValues);
          onSaved();
          return saved;
        }),
      },
    }),
  );
  return (
    <FormContext.Provider logic={logic} options={{ input: { recordId: null, fields: FIELDS } }}>
      <CompanyAccountFormDialog onClose={onClose} />
    </FormContext.Provider>
  );
}

export const COMPANY_ACCOUNT_FIELDS = FIELDS;
