import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SessionContext } from '../../components/appActorContexts';
import { FormContext } from '../../components/actorContexts';
import { appSectionForms, SECTION_INPUTS } from './accountActors';
import { PasswordForm } from './PasswordForm';

/**
 * What an account signed in with a platform's one-time password sees, whatever page it
 * asked for (issue 13): why, the password form (the one-time password is the current
 * one), and the way out. Once saved, the session reads the user again and the app opens.
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const name = SessionContext.useSelector((s) => s.context.user?.name ?? '');
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('forcedPassword.title')}
        </Typography>
        <Alert severity="warning">{t('forcedPassword.why', { name })}</Alert>
        <PasswordForm onSaved={() => session.send({ type: 'PASSWORD.CHANGED' })} />
        <Stack direction="row">
          <Button onClick={() => session.send({ type: 'LOGOUT' })}>{t('action.logout')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The screen with the password form's machine bound to `user/change-password`. */
export function ForcedPasswordChangeScreen() {
  return (
    <FormContext.Provider
      logic={appSectionForms.password}
      options={{ input: SECTION_INPUTS.password }}
    >
      <ForcedPasswordChange />
    </FormContext.Provider>
  );
}
