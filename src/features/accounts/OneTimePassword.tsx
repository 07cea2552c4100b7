import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** A one-time password, shown this once, with what its holder must do with it. */
export function OneTimePassword({ password, name }: { password: string; name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('accounts.reset.once', { name })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('accounts.reset.password')}
      </Typography>
      <Typography
        component="output"
        aria-label={t('accounts.reset.password')}
        sx={{ fontFamily: 'monospace', fontSize: 24, letterSpacing: 2 }}
      >
        {password}
      </Typography>
    </>
  );
}
