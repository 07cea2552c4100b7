import { createContext, useContext, type ReactNode } from 'react';
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

/**
 * What every public page shows at its top right, inside its main landmark: the language
 * switch, provided by the public layout (issue 42) so the pages need not know it.
 */
export const PublicToolsContext = createContext<ReactNode>(null);

/** The public tools at the top right of the box they are put in. */
export function PublicTools() {
  const tools = useContext(PublicToolsContext);
  if (!tools) return null;
  return <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>{tools}</Box>;
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
      <Paper
        component="main"
        elevation={3}
        sx={{ width: '100%', maxWidth: width, p: 4, position: 'relative' }}
      >
        <PublicTools />
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
