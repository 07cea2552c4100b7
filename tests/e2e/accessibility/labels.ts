/**
 * Labels that fit (issue 18): chips, column headers, field labels and placeholders,
 * buttons, tabs, breadcrumbs and menu entries render whole and on one line. Data may be
 * cut (a cell shows it whole on hover); a label never is. Measured in the page, at the
 * sizes the product is used at: 1440 × 900 and 1024 × 768 (the sidebar still open).
 */
import type { Page } from '@playwright/test';

export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

/** What is measured, and what the findings call it. */
const LABELS: readonly (readonly [selector: string, kind: string])[] = [
  ['.MuiChip-label', 'chip'],
  ['.MuiDataGrid-columnHeaderTitle', 'column header'],
  ['.MuiInputLabel-root', 'field label'],
  ['.MuiButton-root', 'button'],
  ['.MuiTab-root', 'tab'],
  ['.MuiBreadcrumbs-li', 'breadcrumb'],
  ['.MuiBreadcrumbs-ol', 'breadcrumb trail'],
  ['nav .MuiListItemText-primary', 'menu entry'],
  ['.MuiTablePagination-selectLabel', 'pagination label'],
  ['.MuiTablePagination-displayedRows', 'pagination label'],
];

/** One label that does not fit, said so a reader finds it. */
export interface CutLabel {
  readonly kind: string;
  readonly text: string;
  readonly how: 'cut' | 'wrapped';
}

/** The labels on screen that are cut or wrap, at the page's current size. */
export async function cutLabels(page: Page): Promise<CutLabel[]> {
  // Two frames: whatever a resize set off (the grid's column widths) has been laid out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate((labels) => {
    const found: { kind: string; text: string; how: 'cut' | 'wrapped' }[] = [];
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      // A data cell may cut its text (it shows it whole on hover); a chip in it may not.
      (element.closest('.MuiDataGrid-cell') === null || element.matches('.MuiChip-label'));
    /** Lines the text takes: distinct tops of its line boxes (text only read aloud skipped). */
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) tops.add(Math.round(rect.top));
        }
      }
      // Boxes of one line can sit a pixel or two apart (an icon, a baseline): merge them.
      let count = 0;
      let lastTop = -Infinity;
      for (const top of [...tops].sort((a, b) => a - b)) {
        if (top - lastTop > 4) count += 1;
        lastTop = top;
      }
      return count;
    };
    for (const [selector, kind] of labels) {
      for (const element of document.querySelectorAll(selector)) {
        const text = (element.textContent ?? '').trim();
        if (!text || !shown(element)) continue;
        if (element.scrollWidth > element.clientWidth + 1) found.push({ kind, text, how: 'cut' });
        else if (lines(element) > 1) found.push({ kind, text, how: 'wrapped' });
      }
    }
    // A placeholder is drawn by the browser: measure its text against the input's room.
    const context = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!context || !input.placeholder || input.value || !shown(input)) continue;
      const style = getComputedStyle(input);
      context.font = style.font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > room + 1) {
        found.push({ kind: 'placeholder', text: input.placeholder, how: 'cut' });
      }
    }
    return found;
  }, LABELS);
}

/** The labels cut at any of the product's sizes; the page is left at the first size. */
export async function cutLabelsAtEverySize(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const label of await cutLabels(page)) {
      found.push(`${label.kind} "${label.text}" ${label.how} at ${viewport.width}px`);
    }
  }
  await page.setViewportSize(VIEWPORTS[0]);
  return [...new Set(found)];
}
