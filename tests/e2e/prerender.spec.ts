/**
 * The public pages arrive drawn (issue 44): the server answers /login with the form and its
 * captcha in the HTML, so the page is there before any script runs, and the browser
 * hydrates that markup without redrawing or moving it.
 */
import { expect, test, type Page } from '@playwright/test';
import { en, fillLogin, layoutShifts, logIn, openLogin, zh, DEMO_PASSWORD } from './support';

/** Errors the console reported, hydration mismatches among them (src/main.tsx names them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login holds its form and a captcha picture', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: zh.app.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: zh.login.userNameLabel })).toBeVisible();
    await expect(page.getByRole('textbox', { name: zh.field.password, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: zh.field.captchaCode })).toBeVisible();
    await expect(page.getByRole('button', { name: zh.action.login, exact: true })).toBeVisible();
    const captcha = page.getByAltText(zh.login.captchaAlt);
    await expect(captcha).toHaveAttribute('src', /^data:image\/svg\+xml;utf8,%3Csvg/);
    // A real picture, drawn for this page: it has a size the browser decoded.
    expect(await captcha.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  test('a certificate check is drawn waiting for its look-up, at any number', async ({ page }) => {
    await page.goto('/verify/2000-9-999999?code=ABCD1234');
    await expect(page.getByRole('heading', { name: zh.route.verifyCertificate })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'zh');
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });

    test('/login and /register come in English', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('textbox', { name: en.login.userNameLabel })).toBeVisible();
      await page.goto('/register');
      await expect(page).toHaveTitle(new RegExp(`^${en.route.register}`));
      await expect(page.getByRole('heading', { name: en.register.title })).toBeVisible();
    });
  });
});

test('until the page is hydrated its form takes nothing and sends nothing', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<undefined>((resolve) => {
    releaseScripts = () => resolve(undefined);
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Every page load and every call to the API: only the first page load may happen.
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.isNavigationRequest() || pathname.startsWith('/api/')) {
      sent.push(`${request.method()} ${pathname}`);
    }
  });
  await page.goto('/login', { waitUntil: 'commit' });

  // Drawn, but no script has run: the controls are disabled, the form would be POSTed.
  const userName = page.getByRole('textbox', { name: zh.login.userNameLabel });
  const submit = page.getByRole('button', { name: zh.action.login, exact: true });
  await expect(userName).toBeVisible();
  await expect(userName).toBeDisabled();
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('form', { name: zh.login.formLabel })).toHaveAttribute(
    'method',
    'post',
  );
  await userName.click({ force: true });
  // Nothing took the focus: no field to type into, none to send the form from with Enter.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await page.keyboard.type('13900002001');
  await page.keyboard.press('Enter');
  await expect(userName).toHaveValue('');
  expect(sent).toEqual(['GET /login']);

  releaseScripts();
  // Hydrated: the field that asked for the focus has it, takes what is typed and keeps it.
  await expect(userName).toBeFocused();
  await userName.fill('13900002001');
  await expect(userName).toBeEnabled();
  await expect(userName).toHaveValue('13900002001');
  await expect(submit).toBeEnabled();
});

test('the page hydrates as drawn: no mismatch, no shift, no second captcha, and it signs in', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const captchaCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/captcha')) captchaCalls.push(request.url());
  });
  const captchaAnswer = await openLogin(page);
  expect(await layoutShifts(page)).toBe(0);
  // Hydrated: the form answers typing as React's own.
  const userName = page.getByRole('textbox', { name: zh.login.userNameLabel });
  await userName.fill('1');
  await page.getByRole('button', { name: zh.action.login, exact: true }).click();
  await expect(page.getByText(zh.validation.mobile)).toBeVisible();
  expect(captchaCalls).toEqual([]);

  await fillLogin(page, '13900002001', DEMO_PASSWORD, await captchaAnswer());
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toBeVisible();
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});

test('a page arriving over a slow line is painted once it is whole: nothing in it moves', async ({
  page,
}) => {
  // 8 KB a second: the document arrives in many pieces, and a browser paints what it has
  // parsed when it waits for more. The card is centred, so a half card would move. Only the
  // document is measured: no script comes.
  await page.route(/\.js$/, (route) => route.abort());
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 8 * 1024,
    uploadThroughput: 8 * 1024,
  });
  await page.goto('/login');
  await expect(page.getByAltText(zh.login.captchaAlt)).toBeVisible();
  expect(await layoutShifts(page)).toBe(0);
});

test('a signed-in page load paints the frame before any script runs; the page comes into it, moving nothing', async ({
  page,
}) => {
  await logIn(page, '13900002001');
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  // Drawn by the server: the frame's shapes and the page's place waiting, no menu yet.
  await expect(page.getByRole('progressbar', { name: zh.app.loading })).toBeVisible();
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: zh.app.loading })).toHaveCount(0);
  expect(await layoutShifts(page)).toBe(0);
});

test('a certificate check hydrates as drawn, then says what the look-up found', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/verify/2000-9-999999');
  await expect(page.getByText(zh.certificate.verifyFailed)).toBeVisible();
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});

test('the language switch works on the hydrated page, and the next load comes in it', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await page.getByRole('button', { name: zh.app.language }).click();
  await page.getByRole('menuitem', { name: zh.app.en }).click();
  await expect(page.getByRole('textbox', { name: en.login.userNameLabel })).toBeVisible();

  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
  await expect(page.getByRole('textbox', { name: en.login.userNameLabel })).toBeVisible();
  await page.getByRole('link', { name: en.action.createAccount }).click();
  await expect(page.getByRole('heading', { name: en.register.title })).toBeVisible();
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});
