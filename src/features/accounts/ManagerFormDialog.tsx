import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { fromPromise } from 'xstate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formMachine, type FormRequest } from '@machines/app/form';
import {
  MANAGER_FIELDS,
  managerSchema,
  STAFF_ROLES,
  type ManagerValues,
} from '@machines/validation/manager';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith, type FieldProps } from '../../components/formFields';
import * as accountsApi from '../../lib/api/accounts';
import type { ManagerAccount, OneTimePasswordAnswer } from '../../lib/api/accounts';
import { OneTimePassword } from './OneTimePassword';
import { useRoleWithCode } from './roleName';

type ManagerFormValues = { [K in keyof ManagerValues]: string };

/** An account's name, mobile (its login name) and optional email. */
export function ContactFields({
  bindField,
}: {
  readonly bindField: (name: 'name' | 'mobile' | 'email') => FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField {...bindField('name')} label={t('managers.name')} required />
      <TextField
        {...bindField('mobile')}
        label={t('managers.mobile')}
        required
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <TextField {...bindField('email')} label={t('managers.email')} />
    </>
  );
}

export const isOneTimePasswordAnswer = (answer: unknown): answer is OneTimePasswordAnswer =>
  typeof answer === 'object' && answer !== null && 'oneTimePassword' in answer;

export interface ManagerFormDialogProps {
  /** The staff account to change, loaded whole; null for a new one. */
  readonly manager: ManagerAccount | null;
  readonly onClose: () => void;
}

/**
 * A platform staff account, new or changed (FormContext): name, mobile (the login name),
 * email and its one role. A new account's one-time password is shown once it is saved.
 */
export function ManagerFormDialog({ manager, onClose }: ManagerFormDialogProps) {
  const { t } = useTranslation();
  const roleName = useRoleWithCode();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const answer = FormContext.useSelector((s) => s.context.answer);

  const formik = useFormik<ManagerFormValues>({
    initialValues: {
      name: manager?.name ?? '',
      mobile: manager?.mobile ?? '',
      email: manager?.email ?? '',
      role: manager?.role ?? '',
    },
    validate: validateWith<ManagerFormValues>(managerSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: managerSchema.cast(values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'manager',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const title = manager ? t('managers.editTitle', { name: manager.name }) : t('managers.add');

  return (
    <FormDialog
      title={title}
      savedText={t('managers.saved')}
      savedContent={
        isOneTimePasswordAnswer(answer) ? (
          <OneTimePassword password={answer.oneTimePassword} name={formik.values.name} />
        ) : undefined
      }
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <ContactFields bindField={bindField} />
      <TextField {...bindField('role')} label={t('managers.role')} select required>
        {STAFF_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {roleName(role)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/** The dialog with its own form machine, bound to create-manager or update-manager. */
export function BoundManagerFormDialog({
  manager,
  onClose,
  onSaved,
}: ManagerFormDialogProps & { readonly onSaved: () => void }) {
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormRequest>(async ({ input }) => {
          const values = input.values as ManagerValues;
          const saved = manager
            ? await accountsApi.updateManager(manager.id, values)
            : await accountsApi.createManager(values);
          onSaved();
          return saved;
        }),
      },
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: manager?.id ?? null, fields: MANAGER_FIELDS } }}
    >
      <ManagerFormDialog manager={manager} onClose={onClose} />
    </FormContext.Provider>
  );
}
