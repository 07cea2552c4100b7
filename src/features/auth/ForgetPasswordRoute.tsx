import { useId, type ComponentType } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pages } from '@machines/access/pages';
import { FormContext, SmsCodeContext } from '../../components/actorContexts';
import { appSmsCodeMachine } from '../../components/smsCodeBinding';
import { PublicFrame } from '../../components/PublicFrame';
import { ForgetPasswordScreen } from './ForgetPasswordScreen';
import { appResetPasswordMachine, RESET_PASSWORD_FORM } from './resetPasswordActor';

/** `?tab=account` opens "forgot account" (the login page's link). */
export const ACCOUNT_TAB = 'account';
const PASSWORD_TAB = 'password';

export interface ForgetPasswordRouteProps {
  /**
   * The "forgot account" form (the appeal, another area's screen: src/app/routes.tsx
   * hands it in, since areas do not import each other). Without it, the tab is not shown.
   */
  readonly AccountForm?: ComponentType;
  /** The password form with its machines bound; the real calls by default. */
  readonly PasswordForm?: ComponentType;
}

/** The bound reset and get-code machines around the password form. */
export function PasswordResetForm() {
  return (
    <FormContext.Provider logic={appResetPasswordMachine} options={{ input: RESET_PASSWORD_FORM }}>
      <SmsCodeContext.Provider logic={appSmsCodeMachine} options={{ input: { purpose: 'reset' } }}>
        <ForgetPasswordScreen />
      </SmsCodeContext.Provider>
    </FormContext.Provider>
  );
}

/**
 * /forgetPassword: "forgot password" and, beside it, "forgot account". The tab is in the
 * URL (`?tab=account`), so the login page links straight to either.
 */
export function ForgetPasswordRoute({
  AccountForm,
  PasswordForm = PasswordResetForm,
}: ForgetPasswordRouteProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = AccountForm && params.get('tab') === ACCOUNT_TAB ? ACCOUNT_TAB : PASSWORD_TAB;
  const id = useId();
  const panelId = `${id}-${tab}`;

  return (
    <PublicFrame
      heading={t(tab === ACCOUNT_TAB ? 'action.forgotAccount' : 'action.forgotPassword')}
    >
      {AccountForm ? (
        <Tabs
          value={tab}
          onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
          variant="fullWidth"
          sx={{ mb: 2 }}
        >
          {[PASSWORD_TAB, ACCOUNT_TAB].map((value) => (
            <Tab
              key={value}
              value={value}
              id={`${id}-${value}-tab`}
              aria-controls={`${id}-${value}`}
              label={t(value === ACCOUNT_TAB ? 'action.forgotAccount' : 'action.forgotPassword')}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        {...(AccountForm
          ? { role: 'tabpanel', id: panelId, 'aria-labelledby': `${panelId}-tab` }
          : {})}
      >
        {tab === ACCOUNT_TAB && AccountForm ? <AccountForm /> : <PasswordForm />}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'center', pt: 2 }}>
        <Link component={RouterLink} to={pages.login.path} variant="body2">
          {t('forgetPassword.backToLogin')}
        </Link>
      </Stack>
    </PublicFrame>
  );
}
