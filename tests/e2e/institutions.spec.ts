import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  confirmSubmission,
  expectedMenu,
  logIn,
  restoreMemberRole,
  switchRole,
  zh,
} from './support';
import { DEMO } from '../demoUsers';

/**
 * Becoming a training institution through the browser (issue 12): a member company
 * (13900002004, no other spec changes its roles) applies from its home page, naming two
 * verified people as teachers; the platform returns it with a reason; the company
 * corrects and submits again; the platform approves; the company switches to its new
 * role 2010 and sees that role's menu, opening its course application and sign-up review;
 * the platform switches the institution off and the company's session is a member
 * company's again at its next page.
 */

const FORM = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const COMPANY = DEMO.minjiangAdmin;
const COMPANY_NAME = '四川岷江数据服务有限公司';
const REVIEWER = DEMO.platformReviewer;
const CHECK = '/platInstitutionalCheck/trainCredictCheck';
const kindTitle = zh.institution.formTitleNew.training;

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

// The company works in its training role midway: whatever happens, the specs after this one
// (projects, real-name) sign it in expecting its member role.
test.afterEach(({ request }) => restoreMemberRole(request, COMPANY));

async function pickTeacher(page: Page, name: string) {
  await page.getByRole('combobox', { name: zh.institution.teachers }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.keyboard.press('Escape');
}

async function decideOnPage(page: Page, action: string, comment?: string) {
  await page
    .getByRole('group', { name: zh.institution.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog', { name: action });
  if (comment) {
    await dialog.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText(zh.review.succeeded.replace('{{action}}', action))).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
}

async function openApplication(page: Page, status: string) {
  await page.goto(CHECK);
  await page.getByRole('textbox', { name: zh.field.companyName }).fill('岷江');
  await page.getByRole('button', { name: zh.filter.search }).click();
  await rowOf(page, COMPANY_NAME)
    .filter({ hasText: status })
    .getByRole('button', { name: zh.institution.view })
    .click();
  await expect(page).toHaveURL(/\/trainCredictSpecify\?id=\d+/);
  await expect(page.getByRole('heading', { name: COMPANY_NAME })).toBeVisible();
}

test('a company applies as a training institution, is returned, corrects, is approved, works as 2010 and is switched off', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const company = await (await browser.newContext()).newPage();

  // From its home page to the institution page: not an institution yet.
  await logIn(company, COMPANY);
  await company.getByRole('link', { name: zh.dashboard.institution.open }).click();
  await expect(company).toHaveURL(/\/institutionApply$/);
  const training = company.getByRole('region', { name: zh.institution.kind.training });
  await expect(training.getByText(zh.institution.none.training)).toBeVisible();
  await training.getByRole('link', { name: zh.institution.apply.training }).click();

  const form = company.getByRole('form', { name: kindTitle });
  await company.getByRole('combobox', { name: zh.institution.businessLine }).click();
  await company.getByRole('option', { name: '第 0 条线（角色 2010）' }).click();
  await form.getByRole('textbox', { name: zh.institution.premises }).fill('成都市高新区 1 号');
  await form.getByRole('textbox', { name: zh.institution.introduction }).fill('数据服务培训。');
  await form.getByRole('textbox', { name: zh.institution.courseScope }).fill('数据治理');
  await pickTeacher(company, '邓伟');
  await form.getByRole('textbox', { name: zh.field.contactName, exact: true }).fill('杨帆');
  await form.getByRole('textbox', { name: zh.field.contactMobile }).fill(DEMO.minjiangAdmin);
  await form
    .locator('input[type=file][name=qualificationFile]')
    .setInputFiles({ name: 'form.png', mimeType: 'image/png', buffer: FORM });
  await expect(form.getByRole('button', { name: zh.upload.replace })).toHaveCount(1);
  await form.getByRole('button', { name: zh.institution.submit }).click();
  await confirmSubmission(company, zh.institution);
  await expect(company.getByText(zh.institution.submittedTitle)).toBeVisible();
  await company.getByRole('button', { name: zh.institution.back }).click();
  const mine = rowOf(company, zh.institution.kind.training);
  await expect(mine.getByText(zh.status.application.submitted)).toBeVisible();

  // The platform returns it with a reason.
  await logIn(page, REVIEWER);
  await openApplication(page, zh.status.application.submitted);
  await expect(page.getByText('邓伟')).toBeVisible();
  await decideOnPage(page, zh.workflowEvent.RETURN, '请增加一名授课教师');

  // The company reads why, adds a second teacher and submits again.
  await company.reload();
  await rowOf(company, zh.status.application.returned)
    .getByRole('button', { name: zh.institution.edit })
    .click();
  await expect(company.getByText('请增加一名授课教师')).toBeVisible();
  await pickTeacher(company, '罗敏');
  await company.getByRole('button', { name: zh.institution.submit }).click();
  await confirmSubmission(company, zh.institution);
  await expect(company.getByText(zh.institution.submittedTitle)).toBeVisible();

  // The platform approves: the company is a training institution of line 0.
  await openApplication(page, zh.status.application.submitted);
  await expect(page.getByText('罗敏')).toBeVisible();
  await decideOnPage(page, zh.workflowEvent.APPROVE);

  await company.goto('/institutionApply');
  await expect(training.getByText(zh.institution.switchHint)).toBeVisible();
  await expect(training.getByText(zh.role['2010'], { exact: true })).toHaveCount(2);

  // It switches to its new role and sees that role's menu.
  await company.reload();
  await switchRole(company, '2000', '2010');
  const menu = company.getByRole('navigation', { name: zh.layout.menu });
  const expected = expectedMenu('2010');
  for (const group of expected.groups) await menu.getByRole('button', { name: group }).click();
  const titles = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
  expect(titles.sort()).toEqual(expected.links.sort());
  // A training institution's own work: applying for courses and reviewing their sign-ups.
  for (const title of [zh.route.traningApply, zh.route.entryTraining]) {
    await menu.getByRole('link', { name: title, exact: true }).click();
    await expect(company.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  // The platform switches the institution off: at its next page the company is 2000 again.
  await page.reload();
  await decideOnPage(page, zh.workflowEvent.REVOKE);
  await expect(page.getByText(zh.status.application.revoked).first()).toBeVisible();
  await company.goto('/dashboard');
  await expect(company.getByText(`当前角色：${zh.role['2000']}`)).toBeVisible({ timeout: 15_000 });
  await expect(company.getByRole('button', { name: new RegExp(zh.action.switchRole) })).toHaveCount(
    0,
  );
});
