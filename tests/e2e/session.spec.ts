import { expect, test } from '@playwright/test';
import type { RoleCode } from '../../machines/access/roles';
import {
  accessToken,
  en,
  expectedMenu,
  fillLogin,
  logIn,
  openLogin,
  switchRole,
  zh,
} from './support';
import { DEMO } from '../demoUsers';
import { followRequests, networkQuiet } from './pages/network';

/** DESIGN §8's demo accounts and their active role after login. */
const demoAccounts: [string, RoleCode][] = [
  [DEMO.superAdmin, '0000'],
  [DEMO.platformReviewer, '0100'],
  [DEMO.operator, '0900'],
  [DEMO.shuxinAdmin, '2000'],
  [DEMO.jinchengAdmin, '2000'],
  [DEMO.jinchengStaff, '2000'],
  [DEMO.tianfuAdmin, '2000'],
  [DEMO.rongchengAdmin, '2000'],
  [DEMO.trainee, '1000'],
  [DEMO.courseExpert, '1010'],
  [DEMO.certificateExpert, '1011'],
  [DEMO.businessQuery, '01000'],
];

test.describe('session rules of seed §2', () => {
  test('an anonymous visitor is sent to /login with the wanted path', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
    await page.goto('/platSystemManage/qualificationManage?tab=2');
    await expect(page).toHaveURL(
      '/login?redirect=%2FplatSystemManage%2FqualificationManage%3Ftab%3D2',
    );
  });

  test('logging in goes to the redirect target; /login then leads home', async ({ page }) => {
    await logIn(page, DEMO.superAdmin, '/login?redirect=%2Fdashboard');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle(`${zh.route.dashboard} - ${zh.app.association}`);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await logIn(page, DEMO.superAdmin);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: zh.route.notFound })).toBeVisible();
  });

  test('a wrong graphic code is refused with the seed message', async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, DEMO.superAdmin, 'Demo1234', 'zzzz');
    await expect(page.getByText(zh.error.captchaWrong)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a user request that gets no answer keeps the session for the next page', async ({
    page,
  }) => {
    await logIn(page, DEMO.shuxinAdmin);
    // Cut off once, as when the page is left before its user has loaded, or the network drops.
    await page.route('**/api/user/userinfo*', (route) => route.abort('aborted'), { times: 1 });
    await page.goto('/messageCenter');
    await expect(page.getByText(zh.error.network)).toBeVisible();
    await page.goto('/messageCenter');
    await expect(page).toHaveURL('/messageCenter');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  });

  test('leaving a page while it loads its user does not sign out', async ({ page }) => {
    await logIn(page, DEMO.shuxinAdmin);
    // The first page is left once its user request is on its way: the second navigation
    // cuts it off (started any earlier, the first navigation could instead cut the second).
    const userRequested = page.waitForRequest((request) =>
      request.url().includes('/api/user/userinfo'),
    );
    void page.goto('/dashboard').catch(() => undefined);
    await userRequested;
    await page.goto('/messageCenter');
    await expect(page).toHaveURL('/messageCenter');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  });

  test('logging out clears the session: the dashboard asks for a login again', async ({ page }) => {
    await logIn(page, DEMO.jinchengAdmin);
    await page.getByRole('button', { name: zh.action.logout }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  });
});

test.describe('every demo account sees exactly its menu', () => {
  for (const [userName, role] of demoAccounts) {
    test(`${userName} (${role})`, async ({ page }) => {
      await logIn(page, userName);
      const menu = page.getByRole('navigation', { name: zh.layout.menu });
      const expected = expectedMenu(role);
      const groups = menu.locator('[aria-expanded]');
      expect((await groups.allInnerTexts()).map((text) => text.trim())).toEqual(expected.groups);
      for (const group of expected.groups) await menu.getByRole('button', { name: group }).click();
      const titles = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
      expect(titles.sort()).toEqual(expected.links.sort());
      await expect(page.getByText(`当前角色：${zh.role[role]}`)).toBeVisible();
    });
  }
});

test.describe('role switching and session loss', () => {
  test('a company admin switches to its training role and the app reloads home', async ({
    page,
  }) => {
    await logIn(page, DEMO.shuxinAdmin);
    await switchRole(page, '2000', '2010');
    await expect(page).toHaveURL('/dashboard');
    // Leave the shared demo account as it was for the other tests.
    await switchRole(page, '2010', '2000');
  });

  test('a single-role account has no role switcher', async ({ page }) => {
    await logIn(page, DEMO.jinchengStaff);
    await expect(page.getByRole('button', { name: new RegExp(zh.action.switchRole) })).toHaveCount(
      0,
    );
  });

  test('a session revoked elsewhere ends in the "logged out, re-login" alert', async ({ page }) => {
    followRequests(page);
    await logIn(page, DEMO.shuxinAdmin);
    // Let the page's own first calls (the bell, the dashboard's panels) answer first, so that
    // the role switch below is normally the call that meets the revoked session.
    await networkQuiet(page);
    const token = await accessToken(page);
    await page.request.post('/api/user/logout', { headers: { 'access-token': token } });
    const dialog = page.getByRole('dialog', { name: zh.session.revokedTitle });
    // On a slow machine a late call of the page (the bell's poll) may meet it first: the alert
    // then covers the switcher, and that is the same outcome.
    await expect(async () => {
      if (await dialog.isVisible()) return;
      // Whatever role the shared account was left in, 2001 is one of its others.
      await page
        .getByRole('button', { name: new RegExp(`^${zh.action.switchRole}: `) })
        .click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name: zh.role['2001'] }).click({ timeout: 2_000 });
    }).toPass();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: zh.action.reLogin }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown or expired token leads back to the login page', async ({ page, context }) => {
    await page.goto('/404');
    await context.addCookies([{ name: 'access-token', value: 'expired-token', url: page.url() }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  });
});

test('the chosen language is kept across reloads', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.getByRole('button', { name: zh.app.language }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle(/Home - /);
});

test('a visitor with an English browser reads the public pages in English, and may switch', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: en.action.login })).toBeVisible();
  // The switch is on every public page; the choice is kept.
  await page.getByRole('button', { name: en.app.language }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: zh.action.login })).toBeVisible();
  await page.goto('/forgetPassword');
  await expect(page.getByRole('button', { name: zh.app.language })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: zh.action.forgotPassword })).toBeVisible();
  await page.goto('/register');
  await page.getByRole('button', { name: zh.app.language }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: en.register.title })).toBeVisible();
  await context.close();
});
