import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { confirmSubmission, logIn, pick, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Membership through the browser (issue 12): a company whose membership the platform
 * disabled (13900002005: no other spec uses it) applies again from its dashboard; the
 * platform returns the application with a reason; the company corrects and submits it;
 * the platform approves (the renewal leaves the membership disabled) and enables it; the
 * company's membership is active, and the platform's export of its members says so.
 */

const FORM = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const COMPANY = DEMO.jinshaAdmin;
const COMPANY_NAME = '金沙信息安全技术有限公司';
const CREDIT_CODE = '91510112MA6BG8P1CX';
const SEARCH = '金沙';
const REVIEWER = DEMO.platformReviewer;
const CHECK = '/platCoperationCheck/membershipCheck';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function decideInDialog(page: Page, action: string, comment?: string) {
  const detail = page.getByRole('dialog', { name: zh.membership.detailTitle });
  await detail
    .getByRole('group', { name: zh.membership.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog', { name: action });
  if (comment) {
    await dialog.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText(zh.review.succeeded.replace('{{action}}', action))).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
  await detail.getByRole('button', { name: zh.action.close }).click();
  await expect(detail).toBeHidden();
}

async function openApplication(page: Page) {
  await page.goto(CHECK);
  await page.getByRole('textbox', { name: zh.field.companyName }).fill(SEARCH);
  await page.getByRole('button', { name: zh.filter.search }).click();
  const row = rowOf(page, COMPANY_NAME).filter({ hasText: zh.status.application.submitted });
  await row.getByRole('button', { name: zh.membership.view }).click();
  await expect(page).toHaveURL(/application=\d+/);
}

test('a disabled member applies again, is returned, corrects, is approved and enabled; the export shows it active', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const company = await (await browser.newContext()).newPage();

  // The company's home page says its membership was disabled, and leads to it.
  await logIn(company, COMPANY);
  const notice = company.getByRole('alert').filter({ hasText: '停用' });
  await notice.getByRole('link', { name: zh.dashboard.membership.open }).click();
  await expect(company).toHaveURL(/\/myMembership$/);
  const card = company.getByRole('region', { name: zh.membership.myMembership });
  await expect(card.getByText(zh.status.membership.disabled, { exact: true })).toBeVisible();
  // The same page is in its menu; the history says why it was disabled.
  await expect(
    company
      .getByRole('navigation', { name: zh.layout.menu })
      .getByRole('link', { name: zh.route.myMembership }),
  ).toBeVisible();
  const history = company.getByRole('region', { name: zh.membership.history });
  await expect(history.getByText(zh.workflowEvent.DISABLE, { exact: true })).toBeVisible();
  await company.getByRole('link', { name: zh.membership.renew }).click();
  await expect(company).toHaveURL(/\/vipcorporatation$/);
  // The form says what the membership is now: this application renews it.
  await expect(company.getByRole('note')).toContainText(zh.status.membership.disabled);
  const form = company.getByRole('form', { name: zh.membership.formTitleNew });
  await pick(company, zh.membership.level, '理事单位（有效期 2 年）');
  await pick(company, zh.membership.scale.label, zh.membership.scale.small);
  await form.getByRole('textbox', { name: zh.membership.registeredCapitalUnit }).fill('3000');
  await form.getByRole('textbox', { name: zh.membership.staffCount }).fill('150');
  await form.getByRole('textbox', { name: zh.membership.businessScope }).fill('信息安全服务');
  await form.getByRole('textbox', { name: zh.field.contactName, exact: true }).fill('黄磊');
  await form.getByRole('textbox', { name: zh.field.contactMobile }).fill(DEMO.jinshaAdmin);
  await form
    .locator('input[type=file][name=applicationForm]')
    .setInputFiles({ name: 'form.png', mimeType: 'image/png', buffer: FORM });
  await expect(form.getByRole('button', { name: zh.upload.replace })).toHaveCount(1);
  await form.getByRole('button', { name: zh.membership.submit }).click();
  await confirmSubmission(company, zh.membership);
  await expect(company.getByText(zh.membership.submittedTitle)).toBeVisible();
  await company.getByRole('button', { name: zh.membership.backToMembership }).click();
  await expect(rowOf(company, '理事单位').getByText(zh.status.application.submitted)).toBeVisible();

  // The platform returns it with a reason.
  await logIn(page, REVIEWER);
  await openApplication(page);
  await decideInDialog(page, zh.workflowEvent.RETURN, '请补充资质证书');

  // The company reads why, adds the supporting file and submits again.
  await company.reload();
  const returned = rowOf(company, '理事单位').filter({ hasText: zh.status.application.returned });
  await returned.getByRole('button', { name: zh.membership.edit }).click();
  await expect(company.getByText('请补充资质证书')).toBeVisible();
  const supporting = company.getByRole('group', { name: zh.membership.supportingFile });
  await supporting
    .locator('input[type=file]')
    .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: FORM });
  await expect(supporting.getByText('certificate.png')).toBeVisible();
  await company.getByRole('button', { name: zh.membership.submit }).click();
  await confirmSubmission(company, zh.membership);
  await expect(company.getByText(zh.membership.submittedTitle)).toBeVisible();

  // The platform approves: the renewal leaves the membership disabled, until enabled.
  await openApplication(page);
  await decideInDialog(page, zh.workflowEvent.APPROVE);
  await company.getByRole('button', { name: zh.membership.backToMembership }).click();
  await expect(card.getByText(zh.status.membership.disabled, { exact: true })).toBeVisible();

  await page.goto(`${CHECK}?tab=members`);
  await page.getByRole('textbox', { name: zh.field.companyName }).fill(SEARCH);
  await page.getByRole('button', { name: zh.filter.search }).click();
  const member = rowOf(page, COMPANY_NAME);
  await member.getByRole('button', { name: zh.workflowEvent.ENABLE }).click();
  const enabling = page.getByRole('dialog', { name: zh.membership.enableTitle });
  await enabling.getByRole('button', { name: zh.workflowEvent.ENABLE }).click();
  await expect(enabling.getByText(zh.membership.enabled)).toBeVisible();
  await enabling.getByRole('button', { name: zh.action.close }).click();
  await expect(member.getByText(zh.status.membership.active, { exact: true })).toBeVisible();

  await company.reload();
  await expect(card.getByText(zh.status.membership.active, { exact: true })).toBeVisible();
  await expect(card.getByText('理事单位')).toBeVisible();

  // The members tab exports what it lists: the company, active.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: zh.membership.export }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map(String)),
  );
  expect(rows[0]).toEqual([
    zh.field.companyName,
    zh.field.creditCode,
    zh.membership.level,
    zh.membership.validFrom,
    zh.membership.validTo,
    zh.field.status,
  ]);
  expect(rows.slice(1)).toEqual([
    [
      COMPANY_NAME,
      CREDIT_CODE,
      '理事单位',
      expect.any(String),
      expect.any(String),
      zh.status.membership.active,
    ],
  ]);
});
