/**
 * axe-core (the npm package) in the page under test: injected once per document, run on
 * the whole page or on one part of it (an open dialog), with every rule axe has on by
 * default (WCAG 2.x A and AA, and its best practices).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type Impact = NonNullable<ImpactValue>;

export interface Violation {
  readonly rule: string;
  readonly impact: Impact;
  readonly help: string;
  /** Where, as axe names the elements (CSS selectors), the first few. */
  readonly targets: readonly string[];
  /** What axe measured on the first of them (e.g. the contrast it found). */
  readonly summary: string;
}

/** The page's (or `selector`'s) violations. The context must bypass CSP: axe is a script tag. */
export async function axeViolations(page: Page, selector?: string): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    async (scope) =>
      (await (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }
      ).axe.run(scope ?? document, { resultTypes: ['violations'] })) as AxeResults,
    selector ?? null,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
  }));
}
