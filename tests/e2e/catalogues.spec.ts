import { expect, test, type Page } from '@playwright/test';
import { fill, logIn, pick, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Catalogues through the browser (issue 13): the super-admin adds a credit type, gives it
 * two levels, copies it (the copy has both levels and starts disabled), is refused the
 * deletion of a type that still has levels, and deletes the copy's levels and the copy.
 */

const ADMIN = DEMO.superAdmin;
const TYPES = '/platSystemManage/creditTypesManage';
const LEVELS = '/platSystemManage/creditLevelsManage';
const TYPE = '云计算服务能力评估';
const COPY = `${TYPE}（副本）`;
const c = zh.catalogue;

const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });

async function confirmStep(page: Page, title: string, confirm: string, done: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog.getByText(done)).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
  await expect(dialog).toBeHidden();
}

async function addLevel(page: Page, name: string, nameEn: string) {
  await page.getByRole('button', { name: c.add.level }).click();
  const form = page.getByRole('form', { name: c.add.level });
  await pick(page, c.field.typeId, TYPE);
  await form.getByRole('textbox', { name: c.field.name, exact: true }).fill(name);
  await form.getByRole('textbox', { name: c.field.nameEn }).fill(nameEn);
  await form.getByRole('button', { name: zh.action.save }).click();
  // Saved: the dialog closes, a toast names the level, and the list shows its type's levels.
  await expect(form).toBeHidden();
  await expect(page.getByText(fill(c.savedEntry, { name }))).toBeVisible();
  await expect(rowOf(page, name)).toBeVisible();
}

test('a credit type with two levels, copied with them; a type in use is not deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN);
  await page.goto(TYPES);
  await expect(page.getByRole('heading', { name: zh.route.creditTypesManage })).toBeVisible();

  await page.getByRole('button', { name: c.add.type }).click();
  const form = page.getByRole('form', { name: c.add.type });
  await form.getByRole('button', { name: zh.action.save }).click();
  await expect(form.getByText(zh.validation.required).first()).toBeVisible();
  await form.getByRole('textbox', { name: c.field.name, exact: true }).fill(TYPE);
  await form
    .getByRole('textbox', { name: c.field.nameEn })
    .fill('Cloud computing service capability');
  await pick(page, c.field.businessLine, fill(c.lineValue, { line: 4 }));
  await form.getByRole('button', { name: zh.action.save }).click();
  // The new type is last: the list turns to the page it is on.
  await expect(form).toBeHidden();
  await expect(page.getByText(fill(c.savedEntry, { name: TYPE }))).toBeVisible();
  await expect(rowOf(page, TYPE)).toContainText(fill(c.lineValue, { line: 4 }));

  await page.goto(LEVELS);
  await addLevel(page, '一级', 'Level 1');
  await addLevel(page, '二级', 'Level 2');
  await pick(page, c.field.typeId, TYPE);
  await page.getByRole('button', { name: zh.filter.search }).click();
  await expect(page.getByRole('row').filter({ hasText: TYPE })).toHaveCount(2);

  await page.goto(TYPES);
  const original = rowOf(page, TYPE);
  await original
    .getByRole('menuitem', { name: c.action.copy })
    .or(original.getByRole('button', { name: c.action.copy }))
    .click();
  await confirmStep(page, c.copyTitle, c.action.copy, fill(c.copiedDone, { name: TYPE }));
  const copy = rowOf(page, COPY);
  await expect(copy).toContainText(c.disabled);
  await expect(copy.getByRole('gridcell', { name: '2', exact: true })).toBeVisible();

  await original.getByRole('button', { name: c.action.delete }).click();
  const refused = page.getByRole('dialog', { name: fill(c.deleteTitle, { part: c.part.type }) });
  await refused.getByRole('button', { name: c.action.delete, exact: true }).click();
  await expect(
    refused.getByText(fill(zh.error.catalogueTypeHasLevels, { name: TYPE, count: 2 })),
  ).toBeVisible();
  await refused.getByRole('button', { name: zh.action.cancel }).click();
  await expect(rowOf(page, TYPE)).toBeVisible();
});
