import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { confirmSubmission, logIn, pick, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Training history declarations through the browser (issue 16): the member company
 * 13900002004 opens its declarations from the training records, declares a past training of
 * its verified person 邓伟 with a proof; the platform returns it with a reason; the company
 * corrects the hours and sends it again; the platform approves, and the person's records
 * then count the declared hours.
 */

const COMPANY = DEMO.minjiangAdmin;
const PLATFORM = DEMO.platformReviewer;
const SCAN = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const text = zh.trainingHistory;
const status = zh.status.application;

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

test('a past training is declared, returned, corrected, approved, and counts in the records', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const training = `信息安全工程师培训 ${Date.now() % 100000}`;
  await logIn(page, COMPANY);
  await page.goto('/trainingRecords');
  await page.getByRole('link', { name: text.openHistory }).click();
  await expect(page).toHaveURL(/\/historyList$/);
  await page.getByRole('link', { name: text.new.history }).click();

  // A draft first (its id in the URL), then the proof, then submitted.
  const form = page.getByRole('form', { name: text.formTitleNew.history });
  await pick(page, text.field.personId, '邓伟');
  await form.getByRole('textbox', { name: text.field.courseName }).fill(training);
  await form.getByRole('textbox', { name: text.field.organizer }).fill('中国信息安全测评中心');
  await form.getByRole('textbox', { name: text.field.creditHours }).fill('24');
  await typeDate(page, text.field.startDate, '20240415');
  await typeDate(page, text.field.endDate, '20240417');
  await form.getByRole('button', { name: text.saveDraft }).click();
  await expect(page).toHaveURL(/\/historyApply\?id=\d+/);
  await form
    .locator('input[type=file][name=proofFile]')
    .setInputFiles({ name: '结业证书.png', mimeType: 'image/png', buffer: SCAN });
  await expect(form.getByRole('button', { name: zh.upload.replace })).toHaveCount(1);
  await form.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(page, text);
  await expect(page.getByText(text.submittedTitle)).toBeVisible();
  await page.getByRole('button', { name: text.backToList }).click();
  await expect(rowOf(page, training, status.submitted)).toHaveCount(1);

  // The platform returns it with a reason.
  const platform = await (await browser.newContext()).newPage();
  await logIn(platform, PLATFORM);
  const openAtPlatform = async (state: string) => {
    await platform.goto('/platCoperationCheck/trainHistoryCheck');
    await rowOf(platform, training, state).getByRole('button', { name: text.view }).click();
    await expect(platform.getByRole('dialog', { name: text.detailTitle })).toContainText('邓伟');
  };
  await openAtPlatform(status.submitted);
  await decide(platform, zh.workflowEvent.RETURN, '证书显示为 32 学时，请核对');

  // The company reads why, corrects the hours and sends it again.
  await page.reload();
  await rowOf(page, training, status.returned).getByRole('button', { name: text.edit }).click();
  const correction = page.getByRole('form', { name: text.formTitleEdit });
  await expect(page.getByText('证书显示为 32 学时，请核对')).toBeVisible();
  await correction.getByRole('textbox', { name: text.field.creditHours }).fill('32');
  await correction.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(page, text);
  await expect(page.getByText(text.submittedTitle)).toBeVisible();

  // Approved: the person's records count the declared hours.
  await openAtPlatform(status.submitted);
  await decide(platform, zh.workflowEvent.APPROVE);
  await page.goto('/personalRecords');
  await expect(rowOf(page, '邓伟')).toContainText('申报 32.0');
});
