import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TemplateDesignerContext } from '../actorContexts';

/**
 * The server's drawing of the draft with sample values, as a certificate will be issued.
 * Redrawn a moment after each change; the last drawing stays while the next is made.
 */
export function TemplatePreview() {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const url = TemplateDesignerContext.useSelector((s) => s.context.previewUrl);
  const stage = TemplateDesignerContext.useSelector((s) =>
    s.matches('ready') ? (s.value as { ready: { preview: string } }).ready.preview : 'none',
  );
  const updating = stage === 'waiting' || stage === 'rendering';
  // A drawing made into an object URL is let go once the next replaces it.
  useEffect(
    () => () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy={updating}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('template.preview')}
      </Typography>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {updating && <LinearProgress aria-label={t('template.previewUpdating')} />}
      </Box>
      {stage === 'failed' && (
        <Box sx={{ mb: 1 }}>
          <Typography color="error" variant="body2">
            {t('template.previewFailed')}
          </Typography>
          <Button size="small" onClick={() => designer.send({ type: 'RETRY' })}>
            {t('action.retry')}
          </Button>
        </Box>
      )}
      {stage === 'none' || !url ? (
        <Typography variant="body2" color="text.secondary">
          {t('template.previewEmpty')}
        </Typography>
      ) : (
        <Box
          component="img"
          src={url}
          alt={t('template.previewAlt')}
          sx={{ width: '100%', height: 'auto', display: 'block', opacity: updating ? 0.6 : 1 }}
        />
      )}
    </Paper>
  );
}
