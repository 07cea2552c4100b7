import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { overlappingFields, type CertificateField } from '@machines/validation/certificateTemplate';
import { TemplateDesignerContext } from '../actorContexts';
import { useFileObjectUrl } from '../FilePreview';
import { FieldMarker } from './FieldMarker';

/** The background with the placed fields on it; its width sizes the markers. */
export function DesignerCanvas({ fields }: { fields: readonly CertificateField[] }) {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const { draft, selected, aspect } = TemplateDesignerContext.useSelector((s) => s.context);
  // Marked on screen as the designer would refuse them on save.
  const overlapping = new Set(overlappingFields(draft.points, aspect).flat());
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
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) {
              designer.send({ type: 'MEASURE', aspect: naturalWidth / naturalHeight });
            }
          }}
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
              overlapping={overlapping.has(point.field)}
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
