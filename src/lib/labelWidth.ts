/**
 * How wide a label renders, so a column or field can be made at least that wide (issue
 * 18: labels render whole). Measured with a canvas in the browser, in the theme's font;
 * where there is no canvas (jsdom) estimated on the safe side.
 */

/** The theme's font (MUI's default stack, set explicitly in src/app/theme.ts). */
export const FONT_FAMILY = '"Roboto", "Helvetica", "Arial", sans-serif';

export interface LabelFont {
  readonly size: number;
  readonly weight?: 400 | 500;
}

let context: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  // jsdom has a canvas element whose getContext says "not implemented" and answers null.
  const isJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');
  context =
    typeof document === 'undefined' || isJsdom
      ? null
      : document.createElement('canvas').getContext('2d');
  return context;
}

/** The text's width drawn in a CSS `font`, or undefined where nothing can draw (Node, jsdom). */
export function drawnTextWidth(text: string, font: string): number | undefined {
  const canvas = canvasContext();
  if (!canvas) return undefined;
  canvas.font = font;
  return canvas.measureText(text).width;
}

/** An upper estimate: a CJK character is one em, anything else at most 0.6 em. */
function estimate(text: string, size: number): number {
  let ems = 0;
  for (const char of text) ems += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6;
  return ems * size;
}

/** The label's width in CSS pixels, rounded up. */
export function labelWidth(text: string, { size, weight = 400 }: LabelFont): number {
  const font = `${weight} ${size}px ${FONT_FAMILY}`;
  const key = `${font}|${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  const rounded = Math.ceil(drawnTextWidth(text, font) ?? estimate(text, size));
  measured.set(key, rounded);
  return rounded;
}
