import { expect, test, type Page } from '@playwright/test';
import { accessToken, apiCall, logIn, restoreMemberRole, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Taking one person off an application that may still change (issue 17,
 * `credit-category/delete-userapplycredit` and `…/delete-userapplycourseId`): shuxin
 * (13900002000) takes 林晓燕 off its credit application the platform returned (demo), and,
 * as a training institution, off its course the expert returned (demo). Each is asked first;
 * what is left shows after it, and stays after a reload.
 */

const SHUXIN = DEMO.shuxinAdmin;
const removal = zh.person.removal;
const chipName = (name: string) => removal.chip.replace('{{name}}', name);

test.afterEach(({ request }) => restoreMemberRole(request, SHUXIN));

const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, wanted) => rows.filter({ hasText: wanted }), page.getByRole('row'));

/** Asks to take `name` off, is asked first, confirms, and closes the answer. */
async function takeOff(page: Page, name: string) {
  await page.getByRole('button', { name: chipName(name) }).click();
  const dialog = page.getByRole('dialog', { name: removal.title });
  await expect(dialog.getByText(removal.question.replace('{{name}}', name))).toBeVisible();
  await dialog.getByRole('button', { name: removal.confirm, exact: true }).click();
  await expect(dialog.getByText(removal.done)).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
  await expect(dialog).toBeHidden();
}

test('a company takes a person off the credit application the platform returned', async ({
  page,
}) => {
  await logIn(page, SHUXIN);
  await page.goto('/creditApply');
  await rowOf(page, zh.status.qualification.platformReturned)
    .getByRole('button', { name: zh.creditApply.view })
    .click();
  await expect(page).toHaveURL(/\/creditSpecify\?id=\d+/);
  await expect(page.getByRole('button', { name: chipName('陈志强') })).toBeVisible();

  // Cancelling keeps everyone.
  await page.getByRole('button', { name: chipName('林晓燕') }).click();
  const dialog = page.getByRole('dialog', { name: removal.title });
  await dialog.getByRole('button', { name: zh.action.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: chipName('林晓燕') })).toBeVisible();

  await takeOff(page, '林晓燕');
  await expect(page.getByRole('button', { name: chipName('林晓燕') })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: chipName('陈志强') })).toBeVisible();
  await expect(page.getByText('林晓燕')).toHaveCount(0);

  // An application with the institution names its people with nothing to press.
  await page.goto('/creditApply');
  await rowOf(page, zh.status.qualification.approved)
    .first()
    .getByRole('button', { name: zh.creditApply.view })
    .click();
  await expect(page.getByText('林晓燕')).toBeVisible();
  await expect(page.getByRole('button', { name: chipName('林晓燕') })).toHaveCount(0);
});

test('a training institution takes a teacher off the course the expert returned', async ({
  page,
  request,
}) => {
  await logIn(page, SHUXIN);
  await apiCall(request, await accessToken(page), 'PUT', '/api/user/update-usertype', {
    role: '2010',
  });
  await page.goto('/traningApply');
  await rowOf(page, '云计算运维工程师培训').getByRole('button', { name: zh.course.view }).click();
  const detail = page.getByRole('dialog', { name: zh.course.detailTitle });
  await expect(detail.getByRole('button', { name: chipName('陈志强') })).toBeVisible();
  await takeOff(page, '陈志强');
  await expect(detail.getByRole('button', { name: chipName('陈志强') })).toHaveCount(0);
  await expect(detail.getByText(zh.course.edit)).toBeVisible();
});
