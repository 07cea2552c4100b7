import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  apiCall,
  apiToken,
  fillLogin,
  logIn,
  openLogin,
  DEMO_PASSWORD,
  zh,
} from './support';
import { DEMO } from '../demoUsers';

/**
 * Registered accounts through the browser (issue 13): the operator disables a company
 * user who is signed in; that user's next step ends the session with "account disabled",
 * and signing in again is refused until the operator enables the account once more. The
 * operator resets the user's password: the one-time password shown once signs the user
 * in to nothing but the password form; once a new one is chosen, the app opens.
 */

const USER = DEMO.jinchengStaff;
const USER_NAME = '张伟';
const OPERATOR = DEMO.operator;
const PAGE = '/platSystemManage/accountManagement';
const a = zh.accounts;

async function switchAccount(page: Page, action: string, title: string) {
  await page.goto(PAGE);
  await page.getByRole('textbox', { name: a.keyword }).fill(USER);
  await page.getByRole('button', { name: zh.filter.search }).click();
  const row = page.getByRole('row').filter({ hasText: USER_NAME });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText(/已(停用|启用)$/)).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
}

test('a disabled account’s open session ends at its next step; it signs in again once enabled', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await (await browser.newContext()).newPage();
  await logIn(user, USER);
  await logIn(page, OPERATOR);

  await switchAccount(page, a.disable, a.disableTitle);
  try {
    await user.getByRole('link', { name: zh.route.messageCenter }).click();
    const ended = user.getByRole('dialog', { name: zh.session.revokedTitle });
    await expect(ended.getByText(zh.error.accountDisabled)).toBeVisible();
    await ended.getByRole('button', { name: zh.action.reLogin }).click();
    const captcha = await openLogin(user);
    await fillLogin(user, USER, DEMO_PASSWORD, await captcha());
    await expect(user.getByText(zh.error.accountDisabled)).toBeVisible();
  } finally {
    await switchAccount(page, a.enable, a.enableTitle);
  }
  await logIn(user, USER);
});

test('a reset password signs in to nothing but choosing a new one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const chosen = 'Chosen2025';
  await logIn(page, OPERATOR);
  await page.goto(PAGE);
  await page.getByRole('textbox', { name: a.keyword }).fill(USER);
  await page.getByRole('button', { name: zh.filter.search }).click();
  const row = page.getByRole('row').filter({ hasText: USER_NAME });
  await row.getByRole('button', { name: a.reset.action }).click();
  const dialog = page.getByRole('dialog', { name: a.reset.title });
  await dialog.getByRole('button', { name: a.reset.action }).click();
  const shown = dialog.getByRole('status').or(dialog.locator('output'));
  await expect(shown).toHaveText(/^[A-Za-z2-9]{10}$/);
  const oneTime = (await shown.textContent()) ?? '';
  await dialog.getByRole('button', { name: zh.action.close }).click();

  const user = await (await browser.newContext()).newPage();
  const captcha = await openLogin(user, '/messageCenter');
  await fillLogin(user, USER, oneTime, await captcha());
  await expect(user.getByRole('heading', { name: zh.forcedPassword.title })).toBeVisible();
  await expect(user.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  await user.getByRole('textbox', { name: zh.field.oldPassword }).fill(oneTime);
  await user.getByRole('textbox', { name: zh.field.newPassword }).fill(chosen);
  await user.getByRole('textbox', { name: zh.field.confirmPassword }).fill(chosen);
  await user.getByRole('button', { name: zh.accountSetting.password.submit }).click();
  try {
    await expect(user.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(user).toHaveURL(/\/messageCenter$/);
  } finally {
    // The demo password again, for the suites after this one.
    const token = await accessToken(user);
    await apiCall(user.request, token, 'POST', '/api/user/change-password', {
      oldPassword: chosen,
      password: DEMO_PASSWORD,
    });
  }
});

test('the association corrects a trainee’s ID card number on the trainee’s proof; the trainee’s sign-ups carry it', async ({
  page,
  request,
}) => {
  // The demo's individual trainee: the number back as it was at the end (other suites' own).
  const TRAINEE = DEMO.trainee;
  const trainee = await apiToken(request, TRAINEE);
  const identity = async () =>
    (await apiCall<{ idCard: string | null }>(request, trainee, 'GET', '/api/train/self-identity'))
      .idCard;
  const original = await identity();
  expect(original).not.toBeNull();
  const corrected = original?.endsWith('0019') ? '510104199001010027' : '510104199001010019';
  try {
    await logIn(page, OPERATOR);
    await page.goto(PAGE);
    await page.getByRole('textbox', { name: a.keyword }).fill(TRAINEE);
    await page.getByRole('button', { name: zh.filter.search }).click();
    const row = page.getByRole('row').filter({ hasText: '吴磊' });
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: zh.identityCorrection.action }).click();
    const dialog = page.getByRole('dialog', { name: /更正.*的身份证号码/ });
    await dialog.getByRole('textbox', { name: zh.identityCorrection.field.idCard }).fill(corrected);
    await dialog.getByRole('button', { name: zh.action.save }).click();
    await expect(dialog.getByText(zh.validation.correctionReasonRequired)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: zh.identityCorrection.field.reason })
      .fill('学员持身份证原件到协会核对，原号码录入有误');
    await dialog.getByRole('button', { name: zh.action.save }).click();
    await expect(dialog.getByText(/^已更正：\d+ 条报名现为 5101\*{10}\d{3}[\dX]。$/)).toBeVisible();
    expect(await identity()).toBe(corrected);
  } finally {
    const operator = await apiToken(request, OPERATOR);
    await apiCall(request, operator, 'PUT', '/api/user/correct-identity', {
      accountId: await accountIdOf(request, operator, TRAINEE),
      idCard: original,
      reason: '测试结束，恢复原号码',
    });
  }
});

/** The account's id, found on the operator's list by its login name. */
async function accountIdOf(
  request: Parameters<typeof apiCall>[0],
  operator: string,
  userName: string,
): Promise<number> {
  const page = await apiCall<{ list: { id: number; name: string }[] }>(
    request,
    operator,
    'GET',
    `/api/user/query-account-page?keyword=${userName}&pageIndex=1&pageSize=10`,
  );
  const [account] = page.list;
  if (!account) throw new Error(`no account ${userName}`);
  return account.id;
}
