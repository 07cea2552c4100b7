import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import type { UploadMachine } from '@machines/app/upload';
import {
  MAX_POINT_SIZE,
  MIN_POINT_SIZE,
  type CertificateField,
} from '@machines/validation/certificateTemplate';
import { useNoticeText } from '../../lib/noticeText';
import { TemplateDesignerContext } from '../actorContexts';
import { ConfirmDialog } from '../ConfirmDialog';
import { useFileObjectUrl } from '../FilePreview';
import { FormUploadField, useUploadFields } from '../FormUploadField';
import { LoadFailed } from '../LoadFailed';
import { FieldMarker } from './FieldMarker';
import { TemplatePreview } from './TemplatePreview';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const BACKGROUND = ['background'] as const;

export interface TemplateDesignerProps {
  /** The fields this kind of certificate shows (credit or personnel). */
  readonly fields: readonly CertificateField[];
  /** The upload machine bound to where backgrounds are uploaded. */
  readonly uploadLogic: UploadMachine;
  readonly title: string;
}

/**
 * A certificate template (TemplateDesignerContext): the background, the fields placed on
 * it, and the server's drawing of the draft beside it. Fields are ticked onto the image,
 * then dragged (or moved with the keyboard) and sized; nothing is kept until saved.
 */
export function TemplateDesigner({ fields, uploadLogic, title }: TemplateDesignerProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const designer = TemplateDesignerContext.useActorRef();
  const loading = TemplateDesignerContext.useSelector((s) => s.matches('loading'));
  const loadFailed = TemplateDesignerContext.useSelector((s) => s.matches('loadFailed'));
  const error = TemplateDesignerContext.useSelector((s) => s.context.error);

  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('template.loading')} />
      </Box>
    );
  }
  if (loadFailed && error) {
    return (
      <LoadFailed title={title} error={error} onRetry={() => designer.send({ type: 'RETRY' })} />
    );
  }
  return (
    <Stack spacing={2}>
      <DesignerAlerts text={text} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(260px, 1fr)' },
        }}
      >
        <Stack spacing={2}>
          <DesignerToolbar uploadLogic={uploadLogic} />
          <DesignerCanvas fields={fields} />
        </Stack>
        <Stack spacing={2}>
          <FieldPalette fields={fields} />
          <TemplatePreview />
        </Stack>
      </Box>
      <ResetConfirmation />
    </Stack>
  );
}

function DesignerAlerts({ text }: { text: ReturnType<typeof useNoticeText> }) {
  const error = TemplateDesignerContext.useSelector((s) => s.context.error);
  const notice = TemplateDesignerContext.useSelector((s) => s.context.notice);
  const dirty = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'dirty' } }),
  );
  const { t } = useTranslation();
  return (
    <>
      {error && <Alert severity="error">{text(error)}</Alert>}
      {notice && (
        <Alert severity="success" role="status">
          {text(notice)}
        </Alert>
      )}
      {dirty && !error && <Alert severity="info">{t('template.unsaved')}</Alert>}
    </>
  );
}

function DesignerToolbar({ uploadLogic }: { uploadLogic: UploadMachine }) {
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

/** The background with the placed fields on it; its width sizes the markers. */
function DesignerCanvas({ fields }: { fields: readonly CertificateField[] }) {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const { draft, selected } = TemplateDesignerContext.useSelector((s) => s.context);
  const busy = TemplateDesignerContext.useSelector((s) => s.hasTag('busy'));
  const background = useFileObjectUrl(
    draft.backgroundFileId ? { id: draft.backgroundFileId, url: '', name: 'background' } : null,
  );
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(frame);
  const label = (field: CertificateField) => t(`template.field.${field}`);

  if (background.status !== 'ready') {
    return (
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 240,
          p: 3,
          color: 'text.secondary',
        }}
      >
        {background.status === 'loading' ? (
          <CircularProgress aria-label={t('template.loading')} />
        ) : (
          <Typography>
            {background.status === 'failed' ? t('viewer.failed') : t('template.noBackground')}
          </Typography>
        )}
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Box ref={setFrame} sx={{ position: 'relative', lineHeight: 0 }}>
        <Box
          component="img"
          src={background.url}
          alt={t('template.backgroundAlt')}
          draggable={false}
          sx={{ width: '100%', height: 'auto', display: 'block', userSelect: 'none' }}
        />
        {draft.points
          .filter((point) => fields.includes(point.field))
          .map((point) => (
            <FieldMarker
              key={point.field}
              point={point}
              label={label(point.field)}
              imageWidth={width}
              selected={selected === point.field}
              disabled={busy}
              imageRect={() => frame?.getBoundingClientRect() ?? null}
              onSelect={() => designer.send({ type: 'SELECT', field: point.field })}
              onMove={(x, y) => designer.send({ type: 'MOVE', field: point.field, x, y })}
              onResize={(size) => designer.send({ type: 'RESIZE', field: point.field, size })}
              onRemove={() => designer.send({ type: 'REMOVE', field: point.field })}
            />
          ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 1 }}>
        {t('template.keyboardHint')}
      </Typography>
    </Paper>
  );
}

/** The fields to place (ticked: on the image) and the size of the selected one. */
function FieldPalette({ fields }: { fields: readonly CertificateField[] }) {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const { draft, selected } = TemplateDesignerContext.useSelector((s) => s.context);
  const busy = TemplateDesignerContext.useSelector((s) => s.hasTag('busy'));
  const noBackground = draft.backgroundFileId === null;
  const selectedPoint = draft.points.find((point) => point.field === selected);
  const percent = (value: number) => Math.round(value * 1000) / 10;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" id="template-fields">
        {t('template.fields')}
      </Typography>
      {noBackground && (
        <Typography variant="body2" color="text.secondary">
          {t('template.placeNeedsBackground')}
        </Typography>
      )}
      <FormGroup aria-labelledby="template-fields">
        {fields.map((field) => {
          const placed = draft.points.some((point) => point.field === field);
          return (
            <FormControlLabel
              key={field}
              label={t(`template.field.${field}`)}
              disabled={busy || (noBackground && !placed)}
              control={
                <Checkbox
                  checked={placed}
                  onChange={(_event, checked) =>
                    designer.send(checked ? { type: 'PLACE', field } : { type: 'REMOVE', field })
                  }
                />
              }
            />
          );
        })}
      </FormGroup>
      {selectedPoint && (
        <Box sx={{ mt: 2 }}>
          <Typography id="template-size" variant="body2">
            {t('template.size', { field: t(`template.field.${selectedPoint.field}`) })}
          </Typography>
          <Slider
            aria-labelledby="template-size"
            value={selectedPoint.size}
            min={MIN_POINT_SIZE}
            max={MAX_POINT_SIZE / 2}
            step={0.001}
            disabled={busy}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${percent(value)}%`}
            getAriaValueText={(value) => `${percent(value)}%`}
            onChange={(_event, value) =>
              designer.send({ type: 'RESIZE', field: selectedPoint.field, size: value })
            }
          />
        </Box>
      )}
    </Paper>
  );
}

function ResetConfirmation() {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const confirming = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'confirmingReset' } }),
  );
  const resetting = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'resetting' } }),
  );
  return (
    <ConfirmDialog
      open={confirming || resetting}
      title={t('template.resetTitle')}
      message={t('template.resetConfirm')}
      confirmLabel={t('template.reset')}
      destructive
      busy={resetting}
      onConfirm={() => designer.send({ type: 'CONFIRM' })}
      onCancel={() => designer.send({ type: 'CANCEL' })}
    />
  );
}

/** An element's width, kept current as the layout changes. */
function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
