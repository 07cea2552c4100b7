import { useId, useReducer, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';

export const ZOOM_STEP = 0.25;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

export interface ViewTransform {
  readonly zoom: number;
  /** Degrees, a multiple of 90 in [0, 360). */
  readonly rotation: number;
}

export type ViewAction = 'zoomIn' | 'zoomOut' | 'rotateLeft' | 'rotateRight' | 'reset';

export const INITIAL_VIEW: ViewTransform = { zoom: 1, rotation: 0 };

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The viewer's zoom and rotation: a pure step, so the toolbar and the keys agree. */
export function viewReducer(view: ViewTransform, action: ViewAction): ViewTransform {
  switch (action) {
    case 'zoomIn':
      return { ...view, zoom: clampZoom(view.zoom + ZOOM_STEP) };
    case 'zoomOut':
      return { ...view, zoom: clampZoom(view.zoom - ZOOM_STEP) };
    case 'rotateLeft':
      return { ...view, rotation: (view.rotation + 270) % 360 };
    case 'rotateRight':
      return { ...view, rotation: (view.rotation + 90) % 360 };
    case 'reset':
      return INITIAL_VIEW;
  }
}

/** `+`/`=` zoom in, `-`/`−` zoom out, `r` rotate right, `R` (with Shift) left, `0` reset. */
export function keyAction(key: string): ViewAction | undefined {
  switch (key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '−':
    case '_':
      return 'zoomOut';
    case 'r':
      return 'rotateRight';
    case 'R':
      return 'rotateLeft';
    case '0':
      return 'reset';
    default:
      return undefined;
  }
}

export const isPdf = (type: string | undefined, name = '') =>
  type === 'application/pdf' || /\.pdf$/i.test(name);

export interface ImageViewerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** An object URL (blob:) or any URL the browser may load. */
  readonly url: string | null;
  readonly name: string;
  readonly type?: string;
}

/**
 * A file in a dialog (seed §9: zoom and rotate): images with zoom in/out, rotation
 * either way and reset, by toolbar or keyboard; a PDF gets a link that opens it in a
 * new tab, where the browser's own viewer takes over.
 */
export function ImageViewer({ open, onClose, url, name, type }: ImageViewerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [view, dispatch] = useReducer(viewReducer, INITIAL_VIEW);
  const pdf = isPdf(type, name);

  const onKeyDown = (event: KeyboardEvent) => {
    if (pdf || event.ctrlKey || event.metaKey || event.altKey) return;
    const action = keyAction(event.key);
    if (action) {
      event.preventDefault();
      dispatch(action);
    }
  };

  const tool = (action: ViewAction, label: string, icon: ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={() => dispatch(action)} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      aria-describedby={pdf ? undefined : hintId}
      onKeyDown={onKeyDown}
      slotProps={{ transition: { onExited: () => dispatch('reset') } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {name || t('viewer.title')}
        <IconButton
          aria-label={t('action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {pdf ? (
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
            <PictureAsPdfIcon color="error" sx={{ fontSize: 64 }} />
            <Typography>{t('viewer.pdfHint')}</Typography>
            {url && (
              <Button
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                startIcon={<OpenInNewIcon />}
              >
                {t('viewer.openPdf')}
              </Button>
            )}
          </Stack>
        </DialogContent>
      ) : (
        <>
          <Stack
            role="toolbar"
            aria-label={t('viewer.toolbar')}
            direction="row"
            spacing={0.5}
            sx={{ px: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {tool('zoomOut', t('viewer.zoomOut'), <ZoomOutIcon />, view.zoom <= MIN_ZOOM)}
            <Typography
              variant="body2"
              aria-live="polite"
              sx={{ minWidth: 56, textAlign: 'center' }}
            >
              {t('viewer.zoomLevel', { percent: Math.round(view.zoom * 100) })}
            </Typography>
            {tool('zoomIn', t('viewer.zoomIn'), <ZoomInIcon />, view.zoom >= MAX_ZOOM)}
            {tool('rotateLeft', t('viewer.rotateLeft'), <RotateLeftIcon />)}
            {tool('rotateRight', t('viewer.rotateRight'), <RotateRightIcon />)}
            {tool('reset', t('viewer.reset'), <RestartAltIcon />)}
            {url && (
              <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ ml: 'auto' }}>
                {t('viewer.openOriginal')}
              </Link>
            )}
          </Stack>
          <DialogContent dividers sx={{ p: 0 }}>
            {/* Focusable, so a zoomed picture scrolls with the arrow keys too. */}
            <Box
              tabIndex={0}
              sx={{
                height: '70vh',
                overflow: 'auto',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'grey.100',
              }}
            >
              {url && (
                <Box
                  component="img"
                  src={url}
                  alt={name}
                  data-zoom={view.zoom}
                  data-rotation={view.rotation}
                  sx={{
                    maxWidth: '100%',
                    maxHeight: '100%',
                    transform: `scale(${view.zoom}) rotate(${view.rotation}deg)`,
                    transformOrigin: 'center',
                    transition: 'transform 120ms ease-out',
                  }}
                />
              )}
            </Box>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'flex-start', px: 3 }}>
            <Typography id={hintId} variant="caption" color="text.secondary">
              {t('viewer.keyboardHint')}
            </Typography>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
