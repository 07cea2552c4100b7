/**
 * The public pages arrive drawn (issue 44): the server answers /login with the form and its
 * captcha in the HTML, so the page is there before any script runs, and the browser
 * hydrates that markup without redrawing or moving it.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  en,
  fillLogin,
  layoutShifts,
  logIn,
  openLogin,
  watchCaptchas,
  zh,
  DEMO_PASSWORD,
} from './support';
import { DEMO } from '../demoUsers';

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

/** Holds the page's script files until the answer is called: the page as HTML until then. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether the app has taken the page over (src/app/earlyInput.ts). */
const appStarted = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-app-started'));

test('a public page runs no script until the reader acts, having fetched it meanwhile', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/assets\/.*\.js$/.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/login');
  // Fetched once the page has loaded, while the reader reads: the entry among them.
  await expect
    .poll(() => scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url)))
    .toBe(true);
  expect(await appStarted(page)).toBe(false);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);

  // The first key starts the app; the focus the key moved stays where it went.
  await page.keyboard.press('Tab');
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByRole('textbox', { name: zh.field.password, exact: true })).toBeFocused();
});

test('typed and sent before the script ran, the form signs in once the app has it', async ({
  page,
}) => {
  const captchaAnswer = watchCaptchas(page);
  const releaseScripts = await holdScripts(page);
  // Every page load and every call to the API: only the first page load may happen early.
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.isNavigationRequest() || pathname.startsWith('/api/')) {
      sent.push(`${request.method()} ${pathname}`);
    }
  });
  await page.goto('/login');

  // The page as HTML: the first field has the focus, takes typing; Enter sends nothing yet.
  const userName = page.getByRole('textbox', { name: zh.login.userNameLabel });
  await expect(userName).toBeFocused();
  await page.keyboard.type(DEMO.jinchengAdmin);
  await page.getByRole('textbox', { name: zh.field.password, exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: zh.field.captchaCode }).fill(await captchaAnswer());
  await page.getByRole('textbox', { name: zh.field.captchaCode }).press('Enter');
  await expect(userName).toHaveValue(DEMO.jinchengAdmin);
  expect(sent.filter((request) => request !== 'GET /login')).toEqual([]);
  expect(await appStarted(page)).toBe(false);

  releaseScripts();
  // The app sends what the reader typed.
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toBeVisible();
  expect(sent).toContain('POST /api/auth/login');
});

test('what was typed and pressed before the script ran is the app’s: its checks read it', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/login');
  const userName = page.getByRole('textbox', { name: zh.login.userNameLabel });
  await userName.fill('1');
  await page.getByRole('checkbox').check();
  // A button pressed before the app came is pressed again by it: the password shows.
  await page.getByRole('button', { name: zh.login.showPassword }).click();
  releaseScripts();
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByRole('button', { name: zh.login.hidePassword })).toBeVisible();
  // The app holds '1': sent, it is refused as no phone number, and the box stays ticked.
  await page.getByRole('button', { name: zh.action.login, exact: true }).click();
  await expect(page.getByText(zh.validation.mobile)).toBeVisible();
  await expect(userName).toHaveValue('1');
  await expect(page.getByRole('checkbox')).toBeChecked();
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

  await fillLogin(page, DEMO.jinchengAdmin, DEMO_PASSWORD, await captchaAnswer());
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
  await logIn(page, DEMO.jinchengAdmin);
  const releaseScripts = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  // Drawn by the server: the frame's shapes and the page's place waiting, no menu yet, and
  // the home page's greeting, its largest text, already there (server/user/pageHeading.ts).
  await expect(page.getByRole('progressbar', { name: zh.app.loading })).toBeVisible();
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\S+好，李秀英$/);

  releaseScripts();
  await expect(page.getByRole('navigation', { name: zh.layout.menu })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\S+好，李秀英$/);
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
