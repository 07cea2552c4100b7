/** Every page a role may open, with its dialogs, each state probed for stored payloads. */
import { expect, type Page } from '@playwright/test';
import { zh } from '../support';
import { forEachDialog, openVisit, type Visit } from '../pages/visits';
import { probePage, type PageProbe } from './payloads';

export interface VisitResult {
  readonly probes: readonly PageProbe[];
  readonly dialogsOpened: number;
}

/** Opens the page, then each of its dialogs in turn, probing every state. */
export async function visitAndProbe(page: Page, visit: Visit): Promise<VisitResult> {
  await openVisit(page, visit);
  // The app shell is there (hidden from assistive technology while a record's dialog is open).
  const menu = page.getByRole('navigation', { name: zh.layout.menu, includeHidden: true });
  await expect(menu).toBeVisible();
  const probes = [await page.evaluate(probePage)];
  const dialogsOpened = await forEachDialog(page, visit, zh, async () => {
    probes.push(await page.evaluate(probePage));
  });
  return { probes, dialogsOpened };
}
