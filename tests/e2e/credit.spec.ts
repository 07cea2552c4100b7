import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn, pick, zh } from './support';

/**
 * Credit applications through the browser, the company's side (issue 14): the member
 * company 13900002004 corrects the application its review institution returned (demo) and
 * sends it again; it applies for another category with its people and a file for every
 * material, then withdraws it and deletes the draft.
 */

const COMPANY = '13900002004';
const SCAN = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const text = zh.creditApply;
const CATEGORY = '信息系统建设和服务能力评估 · 一级';

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
  await expect(page.getByText(text.submittedTitle)).toBeVisible();
  await page.getByRole('button', { name: text.backToList }).click();
  await expect(rowOf(page, '四级', zh.status.qualification.submitted)).toHaveCount(1);

  // A new application: the category, its line's institution, the people, then the materials.
  await page.getByRole('link', { name: text.new }).click();
  await pick(page, text.field.categoryId, CATEGORY);
  await pick(page, text.field.institutionId, '蓉城信息工程咨询评估有限公司');
  await page.getByRole('textbox', { name: text.field.contactName }).fill('杨帆');
  await page.getByRole('textbox', { name: text.field.contactMobile }).fill('13900002004');
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
