import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import { registerFormSchema, type RegisterFormFields } from '@machines/validation/account';
import { FormContext } from '../../components/actorContexts';
import { useFieldProps } from '../../components/formFields';
import { MobileCodeFields } from '../../components/MobileCodeFields';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useNoticeText } from '../../lib/noticeText';
import { AgreementDialog } from './AgreementDialog';
import { PublicForm } from '../../components/PublicForm';
import { PublicFrame } from '../../components/PublicFrame';

const INITIAL_VALUES: RegisterFormFields = {
  mobile: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
  agreement: false,
};

/**
 * /register (seed §2, §5): mobile number, SMS code with its get-code button, password
 * twice, the agreement (its text in a dialog). Renders the register machine's state and the
 * get-code button's; the route goes on to /login once registered.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const register = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.hasTag('busy'));
  const registered = FormContext.useSelector((s) => s.matches('submitted'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const error = FormContext.useSelector((s) => s.context.error);
  const [agreementOpen, setAgreementOpen] = useState(false);

  const formik = useFormik<RegisterFormFields>({
    initialValues: INITIAL_VALUES,
    validationSchema: registerFormSchema,
    onSubmit: ({ mobile, smsCode, password }) =>
      register.send({
        type: 'SUBMIT',
        values: { mobile: mobile.trim(), smsCode: smsCode.trim(), password },
      }),
  });
  const fieldProps = useFieldProps(formik, {
    idPrefix: 'register',
    serverErrors,
    onEdited: (field) => register.send({ type: 'CHANGED', field }),
  });
  const agreementError =
    (formik.touched.agreement || formik.submitCount > 0) && formik.errors.agreement;

  if (registered) {
    return (
      <PublicFrame heading={t('register.title')}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('register.success')}
          </Alert>
          <Button component={RouterLink} to={pages.login.path} variant="contained" autoFocus>
            {t('register.toLogin')}
          </Button>
        </Stack>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame heading={t('register.title')}>
      <PublicForm label={t('register.title')} onSubmit={formik.handleSubmit}>
        {error && <Alert severity="error">{text(error)}</Alert>}
        <MobileCodeFields formik={formik} fieldProps={fieldProps} autoFocus />
        <NewPasswordFields fieldProps={fieldProps} passwordLabel={t('field.password')} />
        <Stack>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              label={t('register.agreeTo')}
              sx={{ mr: 0.5 }}
              control={
                <Checkbox
                  name="agreement"
                  checked={formik.values.agreement ?? false}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  slotProps={{
                    input: {
                      'aria-describedby': agreementError ? 'register-agreement' : undefined,
                    },
                  }}
                />
              }
            />
            <Link component="button" type="button" onClick={() => setAgreementOpen(true)}>
              {t('agreement.link')}
            </Link>
          </Stack>
          {agreementError ? (
            <FormHelperText id="register-agreement" error>
              {t(agreementError)}
            </FormHelperText>
          ) : null}
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
          {t('register.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'center', pt: 1 }}>
          <Link component={RouterLink} to={pages.login.path} variant="body2">
            {t('register.haveAccount')}
          </Link>
        </Stack>
      </PublicForm>
      <AgreementDialog
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          void formik.setFieldValue('agreement', true);
          setAgreementOpen(false);
        }}
      />
    </PublicFrame>
  );
}
