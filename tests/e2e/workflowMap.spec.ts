import { expect, test, type Page } from '@playwright/test';
import { waitingRealnameApplication } from './newcomers';
import { apiCall, apiToken, logIn, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Issue 45: the workflow map counts what happens in the app. The super-administrator opens the
 * map from the menu; a platform reviewer approves a newcomer's real-name application; the map's count of
 * that transition in the period goes up by one, and the transition's records list it.
 */
const SUPER_ADMIN = DEMO.superAdmin;
const REVIEWER = DEMO.platformReviewer;

/** The times "submitted → approve → approved" was taken, as the transitions table says. */
async function approvals(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: /的流转$/ });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: zh.workflowEvent.APPROVE, exact: true }),
  });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('cell').nth(2).textContent());
}

test('a transition taken in the app shows up in the map, with its record', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, SUPER_ADMIN);
  // Its menu entry is under system management.
  const menu = page.getByRole('navigation', { name: zh.layout.menu });
  await menu.getByRole('button', { name: zh.route.platSystemManage }).click();
  await menu.getByRole('link', { name: zh.route.workflowMap }).click();
  await expect(page).toHaveURL(/\/platSystemManage\/workflowMap/);
  await expect(page.getByRole('heading', { level: 1, name: zh.route.workflowMap })).toBeVisible();
  await expect(page.getByRole('group', { name: '实名认证流程图' })).toBeVisible();
  const before = await approvals(page);

  // An application of its own: the demo's waiting ones are other tests' to decide.
  const application = await waitingRealnameApplication(request);
  const reviewer = await apiToken(request, REVIEWER);
  await apiCall(request, reviewer, 'POST', '/api/audit/update-realcorporate-status', {
    id: application.id,
    version: application.version,
    event: 'APPROVE',
  });

  await page.reload();
  await expect.poll(() => approvals(page)).toBe(before + 1);
  const table = page.getByRole('table', { name: /的流转$/ });
  await table
    .getByRole('button', {
      name: `${zh.workflowMap.listRecords}：待审核 → ${zh.workflowEvent.APPROVE} → 已通过`,
    })
    .click();
  await expect(page).toHaveURL(/records=step%3A1%3A2%3AAPPROVE/);
  const records = page.getByRole('region', { name: '「待审核」经「通过」到「已通过」的记录' });
  await expect(
    records
      .getByRole('row')
      .filter({ hasText: String(application.id) })
      .first(),
  ).toBeVisible();

  // A state leads to the records in it now, and on to its area's list.
  await page
    .getByRole('group', { name: '实名认证流程图' })
    .getByRole('button', { name: /已通过/ })
    .click();
  const held = page.getByRole('region', { name: '当前处于「已通过」的记录' });
  await expect(held.getByRole('grid')).toBeVisible();
  await held.getByRole('link', { name: '在「实名认证审核」中查看' }).click();
  await expect(page).toHaveURL(/\/platCoperationCheck\/realCertification/);
});
