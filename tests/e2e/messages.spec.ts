import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { associationDateTime } from '../../machines/workflows/associationDay';
import { DEMO_PASSWORD, fillLogin, logIn, openLogin, pick, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * The message centre and the login log through the browser. 13900002003 (a member
 * company with no demo messages) is written to by a platform reviewer; 13900000009 (the
 * operator) reads its own login attempts.
 */

const COMPANY = DEMO.huaxiAdmin;
const REVIEWER = DEMO.platformReviewer;
const OPERATOR = DEMO.operator;
/** The bell polls every 30 s; the company's page clock jumps past it instead of waiting. */
const POLL_MS = 30_000;

const bell = (page: Page, unread?: number) =>
  page.getByRole('link', {
    name: unread
      ? zh.layout.unreadMessages.replace('{{count}}', String(unread))
      : zh.action.messages,
    exact: true,
  });

test('a platform message reaches a company’s bell without a reload, and reading it clears the dot', async ({
  browser,
}) => {
  const company = await browser.newPage();
  await company.clock.install();
  await logIn(company, COMPANY);
  await expect(bell(company)).toBeVisible();
  // Set once; a reload would lose it.
  await company.evaluate(() => Object.assign(window, { stayedLoaded: true }));

  const reviewer = await browser.newPage();
  await logIn(reviewer, REVIEWER);
  await reviewer.getByRole('link', { name: zh.route.messageCenter }).first().click();
  await reviewer.getByRole('button', { name: zh.message.compose }).click();
  const composer = reviewer.getByRole('dialog', { name: zh.message.composeTitle });
  await composer.getByRole('radio', { name: zh.message.audience.accounts }).check();
  await composer.getByRole('combobox', { name: zh.field.userNames }).fill(COMPANY);
  await composer.getByRole('combobox', { name: zh.field.userNames }).press('Enter');
  await composer.getByRole('textbox', { name: zh.field.title }).fill('资料核对提醒');
  await composer
    .getByRole('textbox', { name: zh.field.content })
    .fill('请于本周五前核对贵单位的联系人信息。');
  await composer.getByRole('button', { name: zh.message.send }).click();
  await expect(composer.getByRole('status')).toHaveText(zh.message.sent);
  await expect(reviewer.getByText(zh.message.sentTo.replace('{{count}}', '1'))).toBeVisible();

  // The next poll brings the dot; the page was never reloaded.
  await company.clock.fastForward(POLL_MS + 1_000);
  await expect(bell(company, 1)).toBeVisible();
  expect(await company.evaluate(() => 'stayedLoaded' in window)).toBe(true);

  await bell(company, 1).click();
  await expect(company).toHaveURL(/\/messageCenter$/);
  const row = company.getByRole('row').filter({ hasText: '资料核对提醒' });
  await expect(row.getByText(zh.message.state.unread)).toBeVisible();
  // The page's clock ran ahead by a poll: the age reads "just now" or "1 minute ago".
  await expect(row.locator('time')).toHaveText(/刚刚|1分钟前/);
  await row.getByRole('button', { name: zh.message.view }).click();
  const opened = company.getByRole('dialog', { name: '资料核对提醒' });
  await expect(opened.getByText('请于本周五前核对贵单位的联系人信息。')).toBeVisible();
  await opened.getByRole('button', { name: zh.action.close }).click();

  await expect(row.getByText(zh.message.state.read)).toBeVisible();
  await expect(bell(company)).toBeVisible();
  await expect(company.getByText(zh.message.unreadCount.replace('{{count}}', '0'))).toBeVisible();
});

/** Each minute from `since` to now, as the association's clock writes it. */
function minutesSince(since: number): RegExp {
  const minutes = new Set<string>();
  for (let at = since - 60_000; at <= Date.now() + 60_000; at += 30_000) {
    minutes.add(associationDateTime(new Date(at)));
  }
  return new RegExp([...minutes].join('|'));
}

// Read from New York: the times are still the association's (China time), not the browser's.
test.describe('from abroad', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the login log shows this test’s own failed and successful sign-in, and exports them', async ({
    page,
  }) => {
    const started = Date.now();
    const captcha = await openLogin(page);
    // Every attempt spends its captcha: the page fetches a fresh one after the failure.
    const fresh = page.waitForResponse((answer) => answer.url().includes('/api/auth/captcha'));
    await fillLogin(page, OPERATOR, 'Wrong1234', await captcha());
    await expect(page.getByText(zh.error.badCredentials)).toBeVisible();
    const { data } = (await (await fresh).json()) as { data: { captchaId: string } };
    const solved = await page.request.get(`/api/test/captcha/${data.captchaId}`);
    const { data: answer } = (await solved.json()) as { data: { answer: string } };
    await fillLogin(page, OPERATOR, DEMO_PASSWORD, answer.answer);
    await expect(page.getByRole('navigation', { name: zh.layout.menu })).toBeVisible();

    await page.getByRole('link', { name: zh.route.loginLog }).first().click();
    await expect(page.getByRole('tab', { name: zh.loginLog.tab.attempts })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('textbox', { name: zh.loginLog.user }).fill(OPERATOR);
    await page.getByRole('button', { name: zh.filter.search }).click();
    await expect(page).toHaveURL(new RegExp(`user=${OPERATOR}`));

    const grid = page.getByRole('grid', { name: zh.loginLog.attemptsLabel });
    const rows = grid.getByRole('row').filter({ hasText: OPERATOR });
    await expect(rows.nth(0)).toContainText(zh.loginLog.result.success);
    await expect(rows.nth(1)).toContainText(zh.loginLog.result.failure);
    await expect(rows.nth(1)).toContainText(zh.loginLog.reason.bad_credentials);
    await expect(rows.nth(0)).toContainText('周敏');
    await expect(rows.nth(0)).toContainText(minutesSince(started));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: zh.loginLog.export }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const results = [2, 3].map((row) => String(sheet?.getRow(row).getCell(6).value));
    expect(results).toEqual([zh.loginLog.result.success, zh.loginLog.result.failure]);
    expect(String(sheet?.getRow(3).getCell(2).value)).toBe(OPERATOR);

    await page.getByRole('tab', { name: zh.loginLog.tab.actions }).click();
    await expect(page).toHaveURL(/tab=actions/);
    const actions = page.getByRole('grid', { name: zh.loginLog.actionsLabel });
    // Earlier specs add actions of their own: the filter finds the demo's reset among them.
    await pick(page, zh.field.action, zh.adminAction.account.resetPassword);
    await page.getByRole('button', { name: zh.filter.search }).click();
    await expect(page).toHaveURL(/action=account.resetPassword/);
    await expect(
      actions.getByRole('row').filter({ hasText: zh.adminAction.account.resetPassword }).first(),
    ).toBeVisible();
  });
});
