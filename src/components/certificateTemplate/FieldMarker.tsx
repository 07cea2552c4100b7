import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import {
  isPictureField,
  pointWidth,
  QR_BOX_HEIGHT,
  type TemplatePoint,
} from '@machines/validation/certificateTemplate';

/** One arrow press moves a field this far (a shifted press ten times as far). */
const KEY_STEP = 0.005;
const SIZE_STEP = 0.002;

export interface FieldMarkerProps {
  readonly point: TemplatePoint;
  readonly label: string;
  /** The image's width on screen, in pixels: sizes are fractions of it. */
  readonly imageWidth: number;
  readonly selected: boolean;
  /** Printed over another field: marked, and the designer will not save it so. */
  readonly overlapping: boolean;
  readonly disabled: boolean;
  /** Where the image is on screen, to turn a pointer position into fractions. */
  readonly imageRect: () => DOMRect | null;
  readonly onSelect: () => void;
  readonly onMove: (x: number, y: number) => void;
  readonly onResize: (size: number) => void;
  readonly onRemove: () => void;
}

/**
 * A placed field on the background, as wide as its printed line usually is (label and
 * value), so two markers apart on screen are printed apart: dragged with a pointer, or focused and moved with the
 * arrow keys (Shift: ten times further), resized with + and -, removed with Delete.
 */
export function FieldMarker({
  point,
  label,
  imageWidth,
  selected,
  overlapping,
  disabled,
  imageRect,
  onSelect,
  onMove,
  onResize,
  onRemove,
}: FieldMarkerProps) {
  const { t } = useTranslation();
  // Where in the marker the pointer took hold, so the marker does not jump under it.
  const grip = useRef<{ dx: number; dy: number } | null>(null);
  const picture = isPictureField(point.field);
  const size = point.size * imageWidth;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled) return;
    const rect = event.currentTarget.getBoundingClientRect();
    grip.current = { dx: event.clientX - rect.left, dy: event.clientY - rect.top };
    event.currentTarget.setPointerCapture(event.pointerId);
    onSelect();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const image = imageRect();
    if (!grip.current || !image) return;
    onMove(
      (event.clientX - grip.current.dx - image.left) / image.width,
      (event.clientY - grip.current.dy - image.top) / image.height,
    );
  };
  const onPointerUp = () => {
    grip.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onMove(point.x + move[0], point.y + move[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onResize(point.size + SIZE_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      onResize(point.size - SIZE_STEP);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
    }
  };

  return (
    <Box
      component="button"
      type="button"
      aria-label={t(overlapping ? 'template.markerOverlapping' : 'template.marker', {
        field: label,
        x: Math.round(point.x * 100),
        y: Math.round(point.y * 100),
      })}
      aria-pressed={selected}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onFocus={onSelect}
      sx={{
        position: 'absolute',
        left: `${point.x * 100}%`,
        top: `${point.y * 100}%`,
        touchAction: 'none',
        cursor: disabled ? 'default' : 'move',
        userSelect: 'none',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textAlign: 'left',
        p: 0,
        m: 0,
        font: 'inherit',
        fontSize: picture ? undefined : `${size}px`,
        lineHeight: 1,
        color: 'text.primary',
        bgcolor: selected ? 'rgba(25, 118, 210, 0.16)' : 'rgba(255, 255, 255, 0.55)',
        border: overlapping ? '2px solid' : '1px dashed',
        borderColor: overlapping ? 'error.main' : selected ? 'primary.main' : 'grey.600',
        boxSizing: 'border-box',
        borderRadius: 0.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        width: pointWidth(point) * imageWidth,
        // The square and, under it, the room its check code is printed in.
        ...(picture
          ? { height: size * QR_BOX_HEIGHT, display: 'grid', placeItems: 'start center' }
          : {}),
      }}
    >
      {picture ? <QrCode2Icon sx={{ fontSize: size * 0.8 }} aria-hidden /> : label}
    </Box>
  );
}
