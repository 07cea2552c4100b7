import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load or render (e.g. a chunk gone after a deployment). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Stack
      role="alert"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
    >
      <Typography variant="h5" component="h1">
        {t('error.hasError')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('action.refresh')}
      </Button>
    </Stack>
  );
}
