import { expect, test } from '@playwright/test';
import { fillLogin, logIn, openLogin, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * A company's accounts through the browser (issue 17): the main account of 锦城数码
 * (13900002001) opens 单位账号 from the menu, adds a staff login (its one-time password
 * shown once), which then signs in to nothing but choosing its own password; the main
 * account disables it. Its staff login 张伟 (13900002002) reads the list and manages
 * nothing.
 */

const MAIN = DEMO.jinchengAdmin;
const STAFF = DEMO.jinchengStaff;
const text = zh.companyAccounts;

/** A mobile no demo account holds, different for each run. */
const freshMobile = () => `137${String(Date.now()).slice(-8)}`;

test('the main account adds a staff login that signs in with its one-time password, then disables it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, MAIN);
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: zh.route.corporateUser })
    .click();
  await expect(page).toHaveURL('/corporateUser');
  await expect(
    page.getByRole('row').filter({ hasText: '李秀英' }).getByText(text.main),
  ).toBeVisible();

  const mobile = freshMobile();
  await page.getByRole('button', { name: text.add }).click();
  const dialog = page.getByRole('dialog', { name: text.addTitle });
  await dialog.getByRole('textbox', { name: zh.managers.name }).fill('周晓');
  await dialog.getByRole('textbox', { name: zh.managers.mobile }).fill(mobile);
  await dialog.getByRole('button', { name: zh.action.save }).click();
  const shown = dialog.locator('output');
  await expect(shown).toHaveText(/^[A-Za-z2-9]{10}$/);
  const oneTime = (await shown.textContent()) ?? '';
  await dialog.getByRole('button', { name: zh.action.close }).click();
  const row = page.getByRole('row').filter({ hasText: '周晓' });
  await expect(row.getByText(text.staff)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  const captcha = await openLogin(staff);
  await fillLogin(staff, mobile, oneTime, await captcha());
  await expect(staff.getByRole('heading', { name: zh.forcedPassword.title })).toBeVisible();

  await row.getByRole('button', { name: zh.accounts.disable }).click();
  const confirm = page.getByRole('dialog', { name: zh.accounts.disableTitle });
  await confirm.getByRole('button', { name: zh.accounts.disable, exact: true }).click();
  await expect(confirm.getByText(/已停用$/)).toBeVisible();
  await confirm.getByRole('button', { name: zh.action.close }).click();
  await expect(row.getByText(zh.catalogue.disabled)).toBeVisible();
});

test('a staff login reads its company’s accounts and manages none', async ({ page }) => {
  await logIn(page, STAFF);
  await page.goto('/corporateUser');
  await expect(page.getByText(text.mainOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: text.add })).toBeHidden();
  await page
    .getByRole('row')
    .filter({ hasText: '李秀英' })
    .getByRole('button', { name: text.view })
    .click();
  const detail = page.getByRole('dialog', { name: text.detailTitle.replace('{{name}}', '李秀英') });
  await expect(detail.getByText(MAIN).first()).toBeVisible();
});
