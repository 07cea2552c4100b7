/**
 * Every page the page table routes for a role, opened on the suite's records, with the
 * dialogs those pages open on them; each state is probed (payloads.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { canOpenPage, PAGE_IDS, pages, type PageId } from '../../../machines/access/pages';
import type { RoleCode } from '../../../machines/access/roles';
import { MAX_PAGE_SIZE } from '../../../machines/app/listQuery';
import { screenPageIds } from '../../../src/app/routes';
import { zh } from '../support';
import { probePage, type PageProbe } from './payloads';

export interface SuiteRecords {
  /** Real-name applications the suite wrote to, the latest last. */
  readonly applicationIds: readonly number[];
}

/** The form of the company's application opens with this query (src/features/realname). */
const FORM_PARAM = 'edit';

/**
 * Lists open on their longest page: the suite's rows are among the newest, yet not always
 * on the first ten. Other pages ignore the parameter.
 */
const LONGEST_PAGE = `?pageSize=${MAX_PAGE_SIZE}`;

/** Queries that open a page on the suite's records; a page without one gets LONGEST_PAGE. */
const RECORD_QUERIES: Partial<Record<PageId, (records: SuiteRecords) => string[]>> = {
  realnameDetailHistory: ({ applicationIds }) => applicationIds.map((id) => `?id=${id}`),
  realnameApplyHistory: ({ applicationIds }) => [
    LONGEST_PAGE,
    ...applicationIds.slice(-1).map((id) => `?${FORM_PARAM}=${id}`),
  ],
};

/** What opens a dialog on a page's record: the licence viewer, the first decision. */
const DIALOG_OPENERS: Partial<Record<PageId, (page: Page) => Locator[]>> = {
  realnameDetailHistory: (page) => [
    page
      .getByRole('button', { name: startsWith(zh.viewer.preview.replace('{{name}}', '')) })
      .first(),
    page
      .getByRole('group', {
        name: new RegExp(`${zh.realname.reviewActions}|${zh.realname.myActions}`),
      })
      .locator('button:enabled')
      .first(),
  ],
};

function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

export interface Visit {
  readonly pageId: PageId;
  readonly url: string;
}

/** The pages with a screen that `role` may open, other than the public ones. */
export function visitsFor(role: RoleCode, records: SuiteRecords): Visit[] {
  return PAGE_IDS.filter((id) => {
    const page = pages[id] as { path: string; audience: unknown };
    return screenPageIds.has(id) && page.audience !== 'public' && canOpenPage(id, role);
  }).flatMap((pageId) => {
    const queries = RECORD_QUERIES[pageId]?.(records) ?? [LONGEST_PAGE];
    return queries.map((query) => ({ pageId, url: `${pages[pageId].path}${query}` }));
  });
}

export interface VisitResult {
  readonly probes: readonly PageProbe[];
  readonly dialogsOpened: number;
}

/** Opens the page, then each of its dialogs in turn, probing every state. */
export async function visitAndProbe(page: Page, visit: Visit): Promise<VisitResult> {
  await page.goto(visit.url);
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toBeVisible();
  await settle(page);
  // A refusal or a missing route would leave the page unvisited without anyone noticing.
  expect(new URL(page.url()).pathname, `opening ${visit.url}`).toBe(pages[visit.pageId].path);
  const probes = [await page.evaluate(probePage)];
  let dialogsOpened = 0;
  for (const opener of DIALOG_OPENERS[visit.pageId]?.(page) ?? []) {
    if (!(await opener.isVisible()) || !(await opener.isEnabled())) continue;
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settle(page);
    probes.push(await page.evaluate(probePage));
    dialogsOpened += 1;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return { probes, dialogsOpened };
}

/** Nothing loads any more: what the page shows is all there. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
