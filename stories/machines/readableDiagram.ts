/**
 * Issue 45: a diagram is readable when no state or transition label lies over another and
 * every text sits inside its own box, as Chromium draws it (the boxes' and the texts' own
 * rendered bounds, not the layout's figures).
 */
import { expect, waitFor } from 'storybook/test';

interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Half a pixel: anti-aliasing and rounding, not an overlap a reader would see. */
const TOLERANCE = 0.5;

const overlaps = (a: Bounds, b: Bounds) =>
  a.x + TOLERANCE < b.x + b.width &&
  b.x + TOLERANCE < a.x + a.width &&
  a.y + TOLERANCE < b.y + b.height &&
  b.y + TOLERANCE < a.y + a.height;

const inside = (inner: Bounds, outer: Bounds) =>
  inner.x >= outer.x - TOLERANCE &&
  inner.y >= outer.y - TOLERANCE &&
  inner.x + inner.width <= outer.x + outer.width + TOLERANCE &&
  inner.y + inner.height <= outer.y + outer.height + TOLERANCE;

const describe = (element: Element) =>
  element.textContent?.trim() ||
  element.closest('[data-state-path]')?.getAttribute('data-state-path') ||
  element.tagName;

/** Every problem of the diagram in words; none for a readable one. */
export function diagramProblems(svg: SVGSVGElement): string[] {
  const problems: string[] = [];
  const boxes = [
    ...svg.querySelectorAll<SVGGraphicsElement>(
      'rect[data-diagram-box="state"], rect[data-diagram-box="label"]',
    ),
  ];
  const texts = [...svg.querySelectorAll<SVGGraphicsElement>('text[data-diagram-text]')];
  const boxBounds = boxes.map((box) => box.getBBox());
  boxes.forEach((box, i) => {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const other = boxes[j];
      const a = boxBounds[i];
      const b = boxBounds[j];
      if (other && a && b && overlaps(a, b))
        problems.push(
          `${describe(box.parentElement ?? box)} over ${describe(other.parentElement ?? other)}`,
        );
    }
  });
  const textBounds = texts.map((text) => text.getBBox());
  texts.forEach((text, i) => {
    const own = text.parentElement?.querySelector<SVGGraphicsElement>('rect[data-diagram-box]');
    const bounds = textBounds[i];
    if (own && bounds && !inside(bounds, own.getBBox()))
      problems.push(`"${describe(text)}" spills out of its box`);
    for (let j = i + 1; j < texts.length; j += 1) {
      const other = texts[j];
      const b = textBounds[j];
      if (other && bounds && b && other.parentElement !== text.parentElement && overlaps(bounds, b))
        problems.push(`"${describe(text)}" over "${describe(other)}"`);
    }
  });
  return problems;
}

/** Waits for every diagram in `root` to be drawn, then expects each to be readable. */
export async function expectReadableDiagrams(root: HTMLElement, count = 1): Promise<void> {
  await waitFor(() => expect(root.querySelectorAll('svg[aria-label]').length).toBe(count), {
    timeout: 15_000,
  });
  // Drawn in the fonts it was measured in.
  await document.fonts.ready;
  for (const svg of root.querySelectorAll<SVGSVGElement>('svg[aria-label]')) {
    await expect({
      diagram: svg.getAttribute('aria-label'),
      problems: diagramProblems(svg),
    }).toEqual({
      diagram: svg.getAttribute('aria-label'),
      problems: [],
    });
  }
}
