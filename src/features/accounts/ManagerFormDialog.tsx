import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { fromPromise } from 'xstate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { useFieldProps } from '../../components/formFields';
import { accountsApi } from '../../lib/api';
import type { ManagerAccount, OneTimePasswordAnswer } from '../../lib/api/accounts';
import { useNoticeText } from '../../lib/noticeText';
import { OneTimePassword } from './OneTimePassword';
import { useRoleWithCode } from './roleName';

type ManagerFormValues = { [K in keyof ManagerValues]: string };

const isOneTimePassword = (answer: unknown): answer is OneTimePasswordAnswer =>
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
  const text = useNoticeText();
  const titleId = useId();
  const roleName = useRoleWithCode();
  const form = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const error = FormContext.useSelector((s) => s.context.error);
  const answer = FormContext.useSelector((s) => s.context.answer);

  const formik = useFormik<ManagerFormValues>({
    initialValues: {
      name: manager?.name ?? '',
      mobile: manager?.mobile ?? '',
      email: manager?.email ?? '',
      role: manager?.role ?? '',
    },
    validate: async (values): Promise<FormikErrors<ManagerFormValues>> => {
      try {
        await validateYupSchema(values, managerSchema);
        return {};
      } catch (failure) {
        return yupToFormErrors<ManagerFormValues>(failure);
      }
    },
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: managerSchema.cast(values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'manager',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const title = manager ? t('managers.editTitle', { name: manager.name }) : t('managers.add');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby={titleId}>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {text(error)}
            </Alert>
          )}
          {submitted && isOneTimePassword(answer) && (
            <OneTimePassword password={answer.oneTimePassword} name={formik.values.name} />
          )}
          {submitted && !isOneTimePassword(answer) && (
            <Alert severity="success" role="status">
              {t('managers.saved')}
            </Alert>
          )}
          {!submitted && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <TextField {...bindField('name')} label={t('managers.name')} required />
              <TextField
                {...bindField('mobile')}
                label={t('managers.mobile')}
                required
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
              <TextField {...bindField('email')} label={t('managers.email')} />
              <TextField {...bindField('role')} label={t('managers.role')} select required>
                {STAFF_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {roleName(role)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{submitted ? t('action.close') : t('action.cancel')}</Button>
          {!submitted && (
            <Button type="submit" variant="contained" loading={submitting}>
              {t('action.save')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
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
