import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PublicFrameProps {
  /** The page's own heading under the system's name (register, forgot password). */
  readonly heading?: string;
  /** The card's largest width in pixels: a form's by default. */
  readonly width?: number;
  readonly children: ReactNode;
}

/** The public pages' card: the system's name and the association, then the page. */
export function PublicFrame({ heading, width = 420, children }: PublicFrameProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper component="main" elevation={3} sx={{ width: '100%', maxWidth: width, p: 4 }}>
        <Stack spacing={0.5} sx={{ mb: 3, textAlign: 'center' }}>
          <Typography
            variant={heading ? 'subtitle1' : 'h5'}
            component={heading ? 'p' : 'h1'}
            sx={{ fontWeight: 600 }}
          >
            {t('app.title')}
          </Typography>
          {heading ? (
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {heading}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('app.association')}
          </Typography>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
