/**
 * The diagram's two fonts and how wide a text is in them: measured with a canvas where there is
 * one, estimated on the safe side where there is not (the docs script in Node), so a label's
 * box is never narrower than its text.
 */
import type { DiagramText } from '@machines/diagramLayout';
import { DIAGRAM_FONT_SIZE } from '@machines/diagramLayout';
import { drawnTextWidth, FONT_FAMILY } from '../../lib/labelWidth';

/** Names from the code (states, events, guards) in a fixed-width face, as code reads. */
export const CODE_FONT_FAMILY = 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace';

export const fontFamilyOf = (text: DiagramText) =>
  text.kind === 'code' ? CODE_FONT_FAMILY : FONT_FAMILY;

const fontOf = (text: DiagramText) =>
  `${text.bold ? 600 : 400} ${DIAGRAM_FONT_SIZE}px ${fontFamilyOf(text)}`;

/**
 * An upper estimate in ems: a CJK character is one; a Latin capital or a digit at most 0.72 in
 * the sans face (Roboto's widest capitals are 0.9, but no label is all M and W); any character
 * of a fixed-width face 0.62 (0.6 in every common one).
 */
export function estimateDiagramText(text: DiagramText): number {
  let ems = 0;
  for (const char of text.text) {
    const point = char.codePointAt(0) ?? 0;
    if (point >= 0x2e80) ems += 1;
    else if (text.kind === 'code') ems += 0.62;
    else ems += /[A-Z0-9]/.test(char) ? 0.72 : 0.6;
  }
  return ems * DIAGRAM_FONT_SIZE * (text.bold ? 1.08 : 1);
}

/** The text's width as the browser draws it, or the estimate where nothing can draw. */
export function measureDiagramText(text: DiagramText): number {
  return drawnTextWidth(text.text, fontOf(text)) ?? estimateDiagramText(text);
}
