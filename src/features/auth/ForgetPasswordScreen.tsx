import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resetPasswordFormSchema, type ResetPasswordFields } from '@machines/validation/account';
import { SmsCodeContext } from '../../components/actorContexts';
import { mobileReadyForCode, useFieldProps } from '../../components/formFields';
import { PasswordField } from '../../components/PasswordField';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useNoticeText } from '../../lib/noticeText';
import { loginWith } from './loginPrefill';
import { ResetPasswordContext } from './resetPasswordActor';

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
  const reset = ResetPasswordContext.useActorRef();
  const submitting = ResetPasswordContext.useSelector((s) => s.hasTag('busy'));
  const done = ResetPasswordContext.useSelector((s) => s.matches('done'));
  const resetMobile = ResetPasswordContext.useSelector((s) => s.context.mobile);
  const serverErrors = ResetPasswordContext.useSelector((s) => s.context.fieldErrors);
  const error = ResetPasswordContext.useSelector((s) => s.context.error);
  const sms = SmsCodeContext.useActorRef();
  const mobileError = SmsCodeContext.useSelector((s) => s.context.mobileError);

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
    serverErrors: { ...serverErrors, mobile: serverErrors.mobile ?? mobileError ?? undefined },
    onEdited: (field) => {
      reset.send({ type: 'FIELD.CHANGED', field });
      if (field === 'mobile') sms.send({ type: 'FIELD.CHANGED' });
    },
  });
  const requestCode = async () => {
    if (await mobileReadyForCode(formik)) {
      sms.send({ type: 'SEND', mobile: formik.values.mobile.trim() });
    }
  };
  const [loginPath, loginOptions] = loginWith(resetMobile ?? '');

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
    <Stack
      component="form"
      noValidate
      aria-label={t('forgetPassword.formLabel')}
      onSubmit={formik.handleSubmit}
      spacing={1}
    >
      {error && <Alert severity="error">{text(error)}</Alert>}
      <TextField
        {...fieldProps('mobile')}
        label={t('field.mobile')}
        autoComplete="tel"
        required
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <SmsCodeField
        {...fieldProps('smsCode')}
        label={t('field.smsCode')}
        required
        onRequestCode={() => void requestCode()}
      />
      <PasswordField
        {...fieldProps('password')}
        label={t('field.newPassword')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...fieldProps('confirmPassword')}
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        {t('forgetPassword.submit')}
      </Button>
    </Stack>
  );
}
