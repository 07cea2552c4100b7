import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import type { UploadMachine } from '@machines/app/upload';
import { TemplateDesignerContext } from '../actorContexts';
import { FormUploadField, useUploadFields } from '../FormUploadField';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const BACKGROUND = ['background'] as const;

/** The background's upload, Save (once something changed) and Reset (asked for first). */
export function DesignerToolbar({ uploadLogic }: { uploadLogic: UploadMachine }) {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const backgroundId = TemplateDesignerContext.useSelector((s) => s.context.draft.backgroundFileId);
  const dirty = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'dirty' } }),
  );
  const saving = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'saving' } }),
  );
  const busy = TemplateDesignerContext.useSelector((s) => s.hasTag('busy'));
  const onStored = useCallback(
    (_field: string, id: string) => {
      if (id && id !== designer.getSnapshot().context.draft.backgroundFileId) {
        designer.send({ type: 'SET_BACKGROUND', fileId: id });
      }
    },
    [designer],
  );
  const uploads = useUploadFields(BACKGROUND, onStored);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <FormUploadField
            logic={uploadLogic}
            accept={IMAGE_TYPES}
            stored={null}
            onStored={uploads.onStored.background}
            onBusy={uploads.onBusy.background}
            label={t(backgroundId ? 'template.replaceBackground' : 'template.background')}
            hint={t('template.backgroundHint')}
            name="background"
          />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!dirty || uploads.uploading}
            loading={saving}
            onClick={() => designer.send({ type: 'SAVE' })}
          >
            {t('template.save')}
          </Button>
          <Button
            color="warning"
            startIcon={<RestartAltIcon />}
            disabled={busy}
            onClick={() => designer.send({ type: 'RESET' })}
          >
            {t('template.reset')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
