import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  apiCall,
  confirmSubmission,
  logIn,
  pick,
  restoreMemberRole,
  zh,
} from './support';
import { DEMO } from '../demoUsers';

/**
 * Project declarations through the browser (issue 14): the member company 13900002004
 * declares a project with its manager, contract and acceptance report; its review
 * institution (rongcheng, 13900002101 as 2101) returns it with a reason; the company
 * corrects and sends it again; the institution and then the platform approve. A draft is
 * deleted for good after a confirmation.
 */

const COMPANY = DEMO.minjiangAdmin;
const INSTITUTION = DEMO.rongchengAdmin;
const PLATFORM = DEMO.platformReviewer;
const SCAN = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const text = zh.project;
const status = zh.status.qualification;

test.afterEach(({ request }) => restoreMemberRole(request, INSTITUTION));

const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, wanted) => rows.filter({ hasText: wanted }), page.getByRole('row'));

async function typeDate(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** A decision from the declaration's dialog, with its reason where one is asked for. */
async function decide(reviewer: Page, action: string, comment?: string) {
  await reviewer
    .getByRole('group', { name: text.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const dialog = reviewer.getByRole('dialog', { name: action });
  if (comment) {
    await dialog.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText(zh.review.succeeded.replace('{{action}}', action))).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
}

test('a declaration goes through both levels: returned by the institution, corrected, approved by both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const project = `都江堰灌区信息化改造 ${Date.now() % 100000}`;
  const company = await (await browser.newContext()).newPage();
  await logIn(company, COMPANY);
  await company.goto('/projectApply');

  // The company declares the project: a draft first (its name in the URL), then submitted.
  await company.getByRole('button', { name: text.new }).click();
  const form = company.getByRole('form', { name: text.formTitleNew });
  await form.getByRole('textbox', { name: text.field.name }).fill(project);
  await form.getByRole('textbox', { name: text.field.client }).fill('四川省都江堰水利发展中心');
  await form.getByRole('textbox', { name: text.field.contractAmount }).fill('5600000');
  await pick(company, text.field.role, text.role.generalContractor);
  await typeDate(company, text.field.startDate, '20240301');
  await typeDate(company, text.field.endDate, '20250115');
  await pick(company, text.field.managerId, '邓伟');
  await pick(company, text.field.institutionId, '蓉城信息工程咨询评估有限公司');
  await form
    .getByRole('textbox', { name: text.field.description })
    .fill('建设灌区闸门远程控制与水情监测系统，覆盖 126 个闸站。');
  await form.getByRole('button', { name: text.saveDraft }).click();
  await expect(company).toHaveURL(/\/projectApply\?edit=\d+/);
  await expect(rowOf(company, project, status.draft)).toHaveCount(1);

  await form
    .locator('input[type=file][name=contractFile]')
    .setInputFiles({ name: '合同.png', mimeType: 'image/png', buffer: SCAN });
  await form
    .locator('input[type=file][name=acceptanceFile]')
    .setInputFiles({ name: '验收报告.png', mimeType: 'image/png', buffer: SCAN });
  await expect(form.getByRole('button', { name: zh.upload.replace })).toHaveCount(2);
  await form.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(company, text);
  await expect(company.getByText(text.submittedTitle)).toBeVisible();
  await company.getByRole('button', { name: text.backToList }).click();
  await expect(rowOf(company, project, status.submitted)).toHaveCount(1);

  // The institution returns it with a reason.
  await logIn(page, INSTITUTION);
  await apiCall(request, await accessToken(page), 'PUT', '/api/user/update-usertype', {
    role: '2101',
  });
  // It was told the declaration waits for its review (a message to its accounts).
  await page.goto('/messageCenter');
  await expect(
    page
      .getByRole('row')
      .filter({
        hasText: zh.workflow.message.toReviewTitle.replace('{{kind}}', zh.workflow.kind.project),
      })
      .first(),
  ).toBeVisible();
  const openAtInstitution = async () => {
    await page.goto('/projectCheck');
    await rowOf(page, project, status.submitted).getByRole('button', { name: text.view }).click();
    await expect(page).toHaveURL(/\/projectCheck\?id=\d+/);
    await expect(page.getByRole('dialog', { name: text.detailTitle })).toContainText('邓伟');
  };
  await openAtInstitution();
  await decide(page, zh.workflowEvent.INSTITUTION_RETURN, '请补充闸站清单作为验收报告附件');

  // The company reads why, corrects the amount and sends it again.
  await company.reload();
  await rowOf(company, project, status.institutionReturned)
    .getByRole('button', { name: text.edit })
    .click();
  const correction = company.getByRole('form', { name: text.formTitleEdit });
  await expect(company.getByText('请补充闸站清单作为验收报告附件')).toBeVisible();
  // Typed as the contract prints it: the thousands separators are read, not refused.
  await correction.getByRole('textbox', { name: text.field.contractAmount }).fill('5,650,000.00');
  await correction.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(company, text);
  await expect(company.getByText(text.submittedTitle)).toBeVisible();

  // The institution approves; then the platform.
  await openAtInstitution();
  await decide(page, zh.workflowEvent.INSTITUTION_APPROVE);

  const platform = await (await browser.newContext()).newPage();
  await logIn(platform, PLATFORM);
  await platform.goto('/platCoperationCheck/projectCheck');
  await rowOf(platform, project, status.institutionApproved)
    .getByRole('button', { name: text.view })
    .click();
  const detail = platform.getByRole('dialog', { name: text.detailTitle });
  await expect(detail).toContainText('¥5,650,000');
  await decide(platform, zh.workflowEvent.PLATFORM_APPROVE);
  await expect(detail.getByText(status.approved).first()).toBeVisible();

  await company.goto('/projectApply');
  await expect(rowOf(company, project, status.approved)).toHaveCount(1);
});

test('a company deletes a draft declaration after confirming', async ({ page }) => {
  const project = `待删除的项目 ${Date.now() % 100000}`;
  await logIn(page, COMPANY);
  await page.goto('/projectApply');
  await page.getByRole('button', { name: text.new }).click();
  const form = page.getByRole('form', { name: text.formTitleNew });
  await form.getByRole('textbox', { name: text.field.name }).fill(project);
  await form.getByRole('button', { name: text.saveDraft }).click();
  await expect(page).toHaveURL(/\/projectApply\?edit=\d+/);
  await form.getByRole('button', { name: zh.action.cancel }).click();
  await expect(page).toHaveURL(/\/projectApply$/);

  const draft = rowOf(page, project, status.draft);
  await draft.getByRole('button', { name: zh.action.delete }).click();
  const remove = page.getByRole('dialog', { name: text.deleteTitle });
  await remove.getByRole('button', { name: zh.action.delete }).click();
  await expect(remove.getByText(text.deleted)).toBeVisible();
  await remove.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, project)).toHaveCount(0);
});
