import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { resetPasswordFormSchema, type ResetPasswordFields } from '@machines/validation/account';
import { FormContext } from '../../components/actorContexts';
import { useFieldProps } from '../../components/formFields';
import { MobileCodeFields } from '../../components/MobileCodeFields';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PublicForm } from '../../components/PublicForm';
import { useNoticeText } from '../../lib/noticeText';
import { loginWith } from './loginPrefill';

type ResetPasswordFormFields = ResetPasswordFields & { confirmPassword: string };

const INITIAL_VALUES: ResetPasswordFormFields = {
  mobile: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
};

/**
 * The "forgot password" form (seed §2, §5): mobile number, SMS code with the retry
 * countdown, the new password twice; on success the message and the way back to /login
 * with the number filled in. Renders the reset machine's state and the get-code button's.
 */
export function ForgetPasswordScreen() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const reset = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.hasTag('busy'));
  const done = FormContext.useSelector((s) => s.matches('submitted'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const error = FormContext.useSelector((s) => s.context.error);

  const formik = useFormik<ResetPasswordFormFields>({
    initialValues: INITIAL_VALUES,
    validationSchema: resetPasswordFormSchema,
    onSubmit: ({ mobile, smsCode, password }) =>
      reset.send({
        type: 'SUBMIT',
        values: { mobile: mobile.trim(), smsCode: smsCode.trim(), password },
      }),
  });
  const fieldProps = useFieldProps(formik, {
    idPrefix: 'reset',
    serverErrors,
    onEdited: (field) => reset.send({ type: 'CHANGED', field }),
  });
  // The number just reset fills the login form.
  const [loginPath, loginOptions] = loginWith(formik.values.mobile.trim());

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('forgetPassword.success')}
        </Alert>
        <Button
          component={RouterLink}
          to={loginPath}
          state={loginOptions.state}
          variant="contained"
          autoFocus
        >
          {t('forgetPassword.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <PublicForm label={t('forgetPassword.formLabel')} onSubmit={formik.handleSubmit}>
      {error && <Alert severity="error">{text(error)}</Alert>}
      <MobileCodeFields formik={formik} fieldProps={fieldProps} />
      <NewPasswordFields fieldProps={fieldProps} passwordLabel={t('field.newPassword')} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        {t('forgetPassword.submit')}
      </Button>
    </PublicForm>
  );
}
