/**
 * Accounts end to end (issue 6): registering with an SMS code read from the test outbox,
 * resetting a forgotten password (which signs an old session out), and the account
 * settings' password change and "sign out other devices". Each test makes an account of
 * its own, so no demo password ever changes.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, latestCode, registeredAccount } from './newcomers';
import { fillLogin, openLogin, watchCaptchas, zh } from './support';

const PASSWORD = 'Welcome2025';
const NEW_PASSWORD = 'Renewed2026';

/** Signs in through the API (another device) and answers its token. */
async function apiSession(request: APIRequestContext, userName: string, password: string) {
  const captcha = (await (await request.get('/api/auth/captcha')).json()) as {
    data: { captchaId: string };
  };
  const { captchaId } = captcha.data;
  const solved = (await (await request.get(`/api/test/captcha/${captchaId}`)).json()) as {
    data: { answer: string };
  };
  const login = await request.post('/api/auth/login', {
    data: { userName, password, captchaId, captchaCode: solved.data.answer },
  });
  return ((await login.json()) as { data: string }).data;
}

async function statusOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/user/userinfo', { headers: { 'access-token': token } });
  return ((await answer.json()) as { status: number }).status;
}

async function logInWith(page: Page, userName: string, password: string) {
  const captcha = await openLogin(page);
  await fillLogin(page, userName, password, await captcha());
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
}

test('registering with an SMS code leads to the login page, which then signs in', async ({
  page,
}) => {
  const mobile = freshMobile();
  const captcha = watchCaptchas(page);
  await page.goto('/login');
  await page.getByRole('link', { name: zh.action.createAccount }).click();
  await expect(page).toHaveURL('/register');

  // The URL changes before the register page's code has loaded, and the login page still
  // shows meanwhile, its "手机号或邮箱" box included: fill the register form's own field.
  const form = page.getByRole('form', { name: zh.register.title });
  await form.getByRole('textbox', { name: zh.field.mobile, exact: true }).fill(mobile);
  await page.getByRole('button', { name: zh.sms.getCode }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await latestCode(page.request, mobile, 'register');
  await page.getByRole('textbox', { name: zh.field.smsCode }).fill(code);
  await page.getByRole('textbox', { name: zh.field.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: zh.field.confirmPassword }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: zh.register.agreeTo }).check();
  await page.getByRole('button', { name: zh.register.submit, exact: true }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText(zh.register.success)).toBeVisible();
  await expect(page.getByRole('textbox', { name: zh.login.userNameLabel })).toHaveValue(mobile);
  await expect(page.getByAltText(zh.login.captchaAlt)).toBeVisible();

  await page.getByRole('textbox', { name: zh.field.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: zh.field.captchaCode }).fill(await captcha());
  await page.getByRole('button', { name: zh.action.login, exact: true }).click();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});

test('resetting a forgotten password signs an old session out', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const mobile = await registeredAccount(page.request, { password: PASSWORD });
  await logInWith(page, mobile, PASSWORD);

  const elsewhere = await browser.newContext({ locale: 'zh-CN' });
  try {
    const forgot = await elsewhere.newPage();
    await openLogin(forgot);
    await forgot.getByRole('link', { name: zh.action.forgotPassword }).click();
    await expect(forgot).toHaveURL('/forgetPassword');
    // As above: the login page may still show while this page's code loads.
    await forgot
      .getByRole('form', { name: zh.forgetPassword.formLabel })
      .getByRole('textbox', { name: zh.field.mobile, exact: true })
      .fill(mobile);
    // The number got its register code moments ago: one code a minute, so the button
    // counts the server's wait down, and then asks again.
    const getCode = forgot.getByRole('button', { name: /获取验证码|重新获取/ });
    await getCode.click();
    await expect(forgot.getByText(/^请\d+秒后再获取验证码$/)).toBeVisible();
    await expect(getCode).toBeDisabled();
    await expect(getCode).toBeEnabled({ timeout: 65_000 });
    await getCode.click();
    const code = await latestCode(forgot.request, mobile, 'reset');
    await forgot.getByRole('textbox', { name: zh.field.smsCode }).fill(code);
    await forgot.getByRole('textbox', { name: zh.field.newPassword }).fill(NEW_PASSWORD);
    await forgot.getByRole('textbox', { name: zh.field.confirmPassword }).fill(NEW_PASSWORD);
    await forgot.getByRole('button', { name: zh.forgetPassword.submit }).click();
    await expect(forgot.getByRole('status')).toHaveText(zh.forgetPassword.success);
    await forgot.getByRole('link', { name: zh.forgetPassword.backToLogin }).first().click();
    await expect(forgot.getByRole('textbox', { name: zh.login.userNameLabel })).toHaveValue(mobile);
  } finally {
    await elsewhere.close();
  }

  // The first browser's session is over: its next call says so. The bell's poll may have
  // made that call already (the dialog is then open and the menu out of reach).
  const dialog = page.getByRole('dialog', { name: zh.session.revokedTitle });
  await page
    .getByRole('link', { name: zh.route.accountSetting })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(zh.error.sessionRevoked);
  await dialog.getByRole('button', { name: zh.action.reLogin }).click();
  await logInWith(page, mobile, NEW_PASSWORD);
});

test('account settings: sign out the other devices, then change the password', async ({ page }) => {
  const mobile = await registeredAccount(page.request, { password: PASSWORD });
  const otherDevice = await apiSession(page.request, mobile, PASSWORD);
  await logInWith(page, mobile, PASSWORD);
  await page.getByRole('link', { name: zh.route.accountSetting }).click();
  await expect(page).toHaveURL('/accountSetting');

  await page.getByRole('tab', { name: zh.accountSetting.tabs.sessions }).click();
  const devices = page.getByRole('table', { name: zh.accountSetting.sessions.title });
  await expect(devices.getByRole('row')).toHaveCount(3);
  await expect(devices.getByText(zh.accountSetting.sessions.current)).toHaveCount(1);
  await page.getByRole('button', { name: zh.accountSetting.sessions.signOutOthers }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: zh.accountSetting.sessions.signOutOthers })
    .click();
  await expect(page.getByRole('status')).toHaveText('已退出 1 个其他设备');
  await expect(devices.getByRole('row')).toHaveCount(2);
  expect(await statusOf(page.request, otherDevice)).toBe(512);

  const thirdDevice = await apiSession(page.request, mobile, PASSWORD);
  await page.getByRole('tab', { name: zh.accountSetting.tabs.password }).click();
  await page.getByRole('textbox', { name: zh.field.oldPassword }).fill(PASSWORD);
  await page.getByRole('textbox', { name: zh.field.newPassword }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: zh.field.confirmPassword }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: zh.accountSetting.password.submit }).click();
  await expect(page.getByRole('status')).toHaveText(zh.accountSetting.password.saved);
  expect(await statusOf(page.request, thirdDevice)).toBe(512);

  // This device stays signed in; the new password is the one that works now.
  await page.getByRole('tab', { name: zh.accountSetting.tabs.profile }).click();
  await expect(page.getByText(`账号：${mobile}`)).toBeVisible();
  await page.getByRole('button', { name: zh.action.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  await logInWith(page, mobile, NEW_PASSWORD);
});
