import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicTools } from '../../components/PublicFrame';

interface ErrorPageProps {
  /** The HTTP-style code shown large: 404, 401. */
  readonly code: string;
  readonly title: string;
  readonly description: string;
}

/** A full page for a path that cannot be shown, with the way back home. */
export function ErrorPage({ code, title, description }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{
        minHeight: '100vh',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
        position: 'relative',
      }}
    >
      <PublicTools />
      <Typography variant="h2" component="p" color="primary" aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('action.backHome')}
      </Button>
    </Stack>
  );
}
