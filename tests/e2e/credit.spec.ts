import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfText, qrCodeOf } from '../server/support/documents';
import {
  accessToken,
  apiCall,
  confirmSubmission,
  en,
  inEnglish,
  logIn,
  pick,
  restoreMemberRole,
  textPattern,
  zh,
} from './support';
import { DEMO } from '../demoUsers';

/**
 * Credit applications through the browser, the company's side (issue 14): the member
 * company 13900002004 corrects the application its review institution returned (demo) and
 * sends it again; it applies for another category with its people and a file for every
 * material, then withdraws it and deletes the draft.
 */

const COMPANY = DEMO.minjiangAdmin;
const SCAN = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const text = zh.creditApply;
const CATEGORY = '信息系统建设和服务能力评估 · 一级';

/** The demo's line-1 review institution: it reviews in its role 2101. */
const INSTITUTION = DEMO.rongchengAdmin;

test.afterEach(({ request }) => restoreMemberRole(request, INSTITUTION));

const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, wanted) => rows.filter({ hasText: wanted }), page.getByRole('row'));

test('a company corrects a returned credit application, applies for another with its materials, withdraws and deletes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, COMPANY);
  await page.goto('/creditApply');

  // Returned by the institution (demo): the reason on the form, then sent again as it is.
  await rowOf(page, zh.status.qualification.institutionReturned)
    .getByRole('button', { name: text.edit })
    .click();
  await expect(page).toHaveURL(/\/creditEdit\?id=\d+/);
  await expect(page.getByText('近三年财务审计报告缺少 2024 年度')).toBeVisible();
  await page.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(page, text);
  await expect(page.getByText(text.submittedTitle)).toBeVisible();
  await page.getByRole('button', { name: text.backToList }).click();
  await expect(rowOf(page, '四级', zh.status.qualification.submitted)).toHaveCount(1);

  // A new application: the category, its line's institution, the people, then the materials.
  await page.getByRole('link', { name: text.new }).click();
  await pick(page, text.field.categoryId, CATEGORY);
  await pick(page, text.field.institutionId, '蓉城信息工程咨询评估有限公司');
  await page.getByRole('textbox', { name: text.field.contactName }).fill('杨帆');
  await page.getByRole('textbox', { name: text.field.contactMobile }).fill(DEMO.minjiangAdmin);
  await page
    .getByRole('textbox', { name: text.field.description })
    .fill('近三年完成数据治理项目 8 项。');
  await page.getByRole('combobox', { name: text.field.personIds }).click();
  await page.getByRole('option', { name: /^邓伟/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text.saveDraft }).click();
  await expect(page).toHaveURL(/\/creditEdit\?id=\d+/);
  await page.getByRole('link', { name: text.toMaterials }).click();
  await expect(page).toHaveURL(/\/creditApplyupload\?id=\d+/);

  const slots = page.locator('input[type=file]');
  await expect(slots).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    await slots.nth(index).setInputFiles({
      name: `材料${index + 1}.png`,
      mimeType: 'image/png',
      buffer: SCAN,
    });
    await expect(page.getByText(`材料${index + 1}.png`)).toBeVisible();
  }
  await expect(page.getByText(text.savingMaterial)).toHaveCount(0);
  await page.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(page, text);
  await expect(page.getByText(text.submittedTitle)).toBeVisible();
  await page.getByRole('button', { name: text.backToList }).click();

  // Awaiting its institution: withdrawn to a draft, then deleted for good.
  const fresh = rowOf(page, '一级');
  await expect(fresh.getByText(zh.status.qualification.submitted)).toBeVisible();
  await fresh.getByRole('button', { name: zh.workflowEvent.WITHDRAW }).click();
  const withdraw = page.getByRole('dialog', { name: text.withdrawTitle });
  await withdraw.getByRole('button', { name: zh.workflowEvent.WITHDRAW }).click();
  await expect(withdraw.getByText(text.withdrawn)).toBeVisible();
  await withdraw.getByRole('button', { name: zh.action.close }).click();
  await expect(fresh.getByText(zh.status.qualification.draft)).toBeVisible();

  await fresh.getByRole('button', { name: zh.action.delete }).click();
  const remove = page.getByRole('dialog', { name: text.deleteTitle });
  await remove.getByRole('button', { name: zh.action.delete }).click();
  await expect(remove.getByText(text.deleted)).toBeVisible();
  await remove.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, '一级')).toHaveCount(0);
});

/**
 * Both review levels through the browser: the institution (rongcheng, 13900002101 as 2101)
 * returns the application minjiang sent again above with a reason; the company corrects and
 * sends it again; the institution names an assessor and approves; the platform approves
 * and the certificate's number shows on the company's list; the company downloads its
 * e-certificate as PDF (the company name in its text) and as a picture, whose QR code
 * opens the public verification page saying it is in force; the business-query account
 * (01000) finds it by its number.
 */
test('a new application offers only what can be applied for and leads to the one under way, in English too', async ({
  page,
}) => {
  await logIn(page, COMPANY);
  await inEnglish(page);
  // Its home page in English first, as a user sees it before going on.
  await expect(page.getByRole('navigation', { name: en.layout.menu })).toBeVisible();
  await page.goto('/creditEdit');
  // The demo's level-4 application is under way: the form names it and links to it.
  const underWay = page.getByRole('link', { name: textPattern(en.creditApply.openApplicationOf) });
  await expect(underWay.first()).toBeVisible();
  await page.getByRole('combobox', { name: en.creditApply.field.categoryId }).click();
  const options = page.getByRole('listbox');
  // Neither it nor a category whose line nobody reviews can be chosen, each saying why.
  const held = options.getByRole('option').filter({ hasText: en.creditApply.categoryOpen });
  await expect(held.first()).toHaveAttribute('aria-disabled', 'true');
  const unreviewed = options.getByRole('option').filter({ hasText: en.creditApply.noInstitution });
  await expect(unreviewed.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(options.locator('[role=option]:not([aria-disabled=true])').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await underWay.first().click();
  await expect(page).toHaveURL(/\/creditSpecify\?id=\d+/);
});

test('the institution returns, the company resubmits, the institution and then the platform approve', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const company = await (await browser.newContext()).newPage();
  await logIn(company, COMPANY);

  await logIn(page, INSTITUTION);
  await apiCall(request, await accessToken(page), 'PUT', '/api/user/update-usertype', {
    role: '2101',
  });
  const openAtInstitution = async () => {
    await page.goto('/creditCheck');
    await rowOf(page, '四川岷江', '四级', zh.status.qualification.submitted)
      .getByRole('button', { name: text.view })
      .click();
    await expect(page).toHaveURL(/\/creditCheckSpecify\?id=\d+/);
  };
  const decide = async (reviewer: Page, action: string, comment?: string) => {
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
  };

  // The institution returns it with a reason.
  await openAtInstitution();
  await decide(page, zh.workflowEvent.INSTITUTION_RETURN, '请补充近三年的项目验收报告');

  // The company reads why and sends it again.
  await company.goto('/creditApply');
  await rowOf(company, '四级', zh.status.qualification.institutionReturned)
    .getByRole('button', { name: text.edit })
    .click();
  await expect(company.getByText('请补充近三年的项目验收报告')).toBeVisible();
  await company.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(company, text);
  await expect(company.getByText(text.submittedTitle)).toBeVisible();

  // The institution names its assessor and approves.
  await openAtInstitution();
  await page.getByRole('button', { name: text.assignAssessor }).click();
  const assessor = page.getByRole('dialog', { name: /指派评审专家/ });
  await pick(page, text.field.assessorId, '钱学森');
  await assessor.getByRole('button', { name: zh.action.save }).click();
  await expect(assessor.getByText(text.assessorSaved)).toBeVisible();
  await assessor.getByRole('button', { name: zh.action.close }).click();
  await expect(page.getByText('钱学森')).toBeVisible();
  await decide(page, zh.workflowEvent.INSTITUTION_APPROVE);

  // The platform approves: the certificate is issued.
  const platform = await (await browser.newContext()).newPage();
  await logIn(platform, DEMO.platformReviewer);
  await platform.goto('/platCoperationCheck/platCreditCheck');
  await rowOf(platform, '四川岷江', '四级', zh.status.qualification.institutionApproved)
    .getByRole('button', { name: text.view })
    .click();
  await expect(platform.getByText('钱学森')).toBeVisible();
  await decide(platform, zh.workflowEvent.PLATFORM_APPROVE);
  await expect(platform.getByText(/^\d{4}-1-\d{6}$/)).toBeVisible();

  await company.goto('/creditApply');
  const issued = rowOf(company, '四级', zh.status.qualification.approved);
  await expect(issued.getByText(/^\d{4}-1-\d{6}$/)).toBeVisible();

  // The company opens its e-certificate and downloads it as PDF and as a picture.
  await issued.getByRole('button', { name: zh.certificate.open }).click();
  await expect(company).toHaveURL(/\/qualificationDocument\?id=\d+/);
  await expect(company.getByRole('img', { name: /^电子证书 \d{4}-1-\d{6}$/ })).toBeVisible();
  const saved = async (button: string) => {
    const downloading = company.waitForEvent('download');
    await company.getByRole('button', { name: button }).click();
    const download = await downloading;
    return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
  };
  const pdf = await saved(zh.certificate.downloadPdf);
  expect(pdf.name).toMatch(/^\d{4}-1-\d{6}\.pdf$/);
  expect(await pdfText(pdf.bytes)).toContain('四川岷江数据服务有限公司');
  expect(await pdfText(pdf.bytes)).toMatch(/证书编号：\d{4}-1-\d{6}/);
  const png = await saved(zh.certificate.downloadPng);
  expect(png.name).toBe(pdf.name.replace(/pdf$/, 'png'));

  // Switched to English, the page draws the certificate again: English title and labels.
  const drawnAgain = company.waitForResponse(
    (answer) =>
      answer.url().includes('/compay-ecert/') &&
      answer.request().headers()['accept-language'] === 'en',
  );
  await company.getByRole('button', { name: zh.app.language }).click();
  await company.getByRole('menuitem', { name: zh.app.en }).click();
  expect((await drawnAgain).status()).toBe(200);
  await expect(company.getByRole('img', { name: /^E-certificate \d{4}-1-\d{6}$/ })).toBeVisible();
  const englishPdf = await pdfText((await saved(en.certificate.downloadPdf)).bytes);
  expect(englishPdf).toContain('Qualification Certificate');
  expect(englishPdf).toMatch(/Certificate No\.: \d{4}-1-\d{6}/);

  // Anyone following its QR code (which carries the check code) sees that it is in force, and whose.
  const address = qrCodeOf(png.bytes);
  expect(address).toMatch(/\/verify\/\d{4}-1-\d{6}\?code=[A-HJKMNP-Z2-9]{8}$/);
  const anyone = await (await browser.newContext()).newPage();
  await anyone.goto(address ?? '');
  await expect(anyone.getByText(zh.certificate.valid)).toBeVisible();
  await expect(anyone.getByText('四川岷江数据服务有限公司')).toBeVisible();
  await expect(anyone.getByText(CATEGORY.replace('一级', '四级'))).toBeVisible();

  // The business-query account finds it by its number.
  const number = (pdf.name.split('.')[0] ?? '').trim();
  const query = await (await browser.newContext()).newPage();
  await logIn(query, DEMO.businessQuery);
  await query.goto('/businessCredit');
  await query.getByRole('textbox', { name: text.certificateNo }).fill(number);
  await query.getByRole('button', { name: zh.filter.search }).click();
  const found = rowOf(query, number);
  await expect(found).toHaveCount(1);
  await expect(found.getByText('四川岷江数据服务有限公司')).toBeVisible();
  await expect(found.getByText(zh.status.qualification.approved)).toBeVisible();
});
