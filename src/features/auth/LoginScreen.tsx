import { useEffect, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pages } from '@machines/access/pages';
import type { LoginField, LoginValues } from '@machines/app/login';
import { loginSchema } from '@machines/validation/rules';
import { SessionContext } from '../../components/appActorContexts';
import { useNoticeText } from '../../lib/noticeText';
import { PublicForm } from '../../components/PublicForm';
import { PublicFrame } from '../../components/PublicFrame';
import { CaptchaImage } from './CaptchaImage';
import { LoginContext } from './loginActor';
import { PasswordField } from '../../components/PasswordField';

/** The form validates what the user types; the captcha id is the machine's business. */
const loginFormSchema = loginSchema.omit(['captchaId']);

/** `can(SUBMIT)` depends on the state and the captcha, not on the values. */
const SUBMIT_PROBE = {
  type: 'SUBMIT',
  values: { userName: '', password: '', captchaCode: '', remember: false },
} as const;

/**
 * Seed §2, §5: mobile number or email, password, graphic code, remember option, links
 * to register and the two "forgot" pages. Renders the login machine's state; Enter
 * submits (a native form), every control is reachable by Tab.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const login = LoginContext.useActorRef();
  const captcha = LoginContext.useSelector((s) => s.context.captcha);
  const remembered = LoginContext.useSelector((s) => s.context.remembered);
  const error = LoginContext.useSelector((s) => s.context.error);
  const serverFieldErrors = LoginContext.useSelector((s) => s.context.fieldErrors);
  const submitting = LoginContext.useSelector((s) => s.matches('submitting'));
  const locked = LoginContext.useSelector((s) => s.matches('locked'));
  const canSubmit = LoginContext.useSelector((s) => s.can(SUBMIT_PROBE));
  const canRefreshCaptcha = LoginContext.useSelector((s) => s.can({ type: 'REFRESH_CAPTCHA' }));
  const sessionError = SessionContext.useSelector((s) => s.context.error);

  const formik = useFormik<LoginValues>({
    initialValues: {
      userName: remembered.userName,
      password: '',
      captchaCode: '',
      remember: remembered.remember,
    },
    validationSchema: loginFormSchema,
    onSubmit: (values) => login.send({ type: 'SUBMIT', values }),
  });

  // Every captcha is good for one attempt: a new image means a new code to type.
  const { setFieldValue } = formik;
  useEffect(() => {
    void setFieldValue('captchaCode', '', false);
  }, [captcha?.captchaId, setFieldValue]);

  const fieldProps = (field: LoginField) => {
    const clientError = formik.touched[field] ? formik.errors[field] : undefined;
    const message = clientError ? t(clientError) : serverFieldErrors[field];
    return {
      id: `login-${field}`,
      name: field,
      value: formik.values[field],
      onBlur: formik.handleBlur,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        formik.handleChange(event);
        if (serverFieldErrors[field]) login.send({ type: 'FIELD.CHANGED', field });
      },
      error: Boolean(message),
      helperText: message ?? ' ',
      fullWidth: true,
      required: true,
    };
  };

  return (
    <PublicFrame>
      <PublicForm label={t('login.formLabel')} onSubmit={formik.handleSubmit}>
        {sessionError && <Alert severity="error">{text(sessionError)}</Alert>}
        {error && <Alert severity={locked ? 'warning' : 'error'}>{text(error)}</Alert>}

        <TextField
          {...fieldProps('userName')}
          label={t('login.userNameLabel')}
          autoComplete="username"
          autoFocus={!remembered.userName}
        />
        <PasswordField
          {...fieldProps('password')}
          label={t('field.password')}
          autoComplete="current-password"
          autoFocus={Boolean(remembered.userName)}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...fieldProps('captchaCode')}
            label={t('field.captchaCode')}
            autoComplete="off"
          />
          <CaptchaImage
            captcha={captcha}
            canRefresh={canRefreshCaptcha}
            onRefresh={() => login.send({ type: 'REFRESH_CAPTCHA' })}
          />
        </Stack>

        <FormControlLabel
          label={t('field.rememberPassword')}
          control={
            <Checkbox
              name="remember"
              checked={formik.values.remember}
              onChange={formik.handleChange}
            />
          }
        />

        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSubmit}
          loading={submitting}
        >
          {t('action.login')}
        </Button>

        {/* Wraps rather than let the links touch on a narrow phone in a longer language. */}
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1, pt: 1 }}
        >
          <Link component={RouterLink} to={pages.register.path} variant="body2">
            {t('action.createAccount')}
          </Link>
          <Stack direction="row" spacing={2}>
            <Link
              component={RouterLink}
              to={`${pages.forgetPassword.path}?tab=account`}
              variant="body2"
            >
              {t('action.forgotAccount')}
            </Link>
            <Link component={RouterLink} to={pages.forgetPassword.path} variant="body2">
              {t('action.forgotPassword')}
            </Link>
          </Stack>
        </Stack>
      </PublicForm>
    </PublicFrame>
  );
}
