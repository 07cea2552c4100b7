import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { statusFamilies } from '../../machines/workflows';
import { apiCall, apiToken, logIn, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Real-name certification through the browser, as companies and reviewers do it. Uses
 * the demo seed: 13900002101 has a draft, 13900002001 and 13900002006 a pending
 * application, 13900002110 a returned one and 13900002004 a withdrawn one.
 */

interface Row {
  id: number;
  version: number;
  status: number;
  companyName: string;
}

interface Page_<T> {
  list: T[];
  total: number;
}

const LICENCE = new URL('./fixtures/licence.png', import.meta.url);
const REVIEWER = DEMO.platformReviewer;

async function ownApplication(request: APIRequestContext, userName: string): Promise<Row> {
  const token = await apiToken(request, userName);
  const page = await apiCall<Page_<Row>>(
    request,
    token,
    'GET',
    '/api/corporate/query-my-realcorporate-page?pageIndex=1&pageSize=10',
  );
  const [latest] = page.list;
  if (!latest) throw new Error(`${userName} has no real-name application`);
  return latest;
}

async function decide(page: Page, action: string, comment?: string) {
  await page
    .getByRole('group', { name: zh.realname.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog');
  if (comment)
    await dialog.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  return dialog;
}

test('a company applies, is returned, corrects, resubmits and is approved', async ({
  browser,
  request,
}) => {
  // Two browsers and five steps: about 40 s on an idle CI machine.
  test.setTimeout(150_000);
  const company = await browser.newPage();
  await logIn(company, DEMO.rongchengAdmin);
  await company.goto('/realnameApply/history');
  await company
    .getByRole('link', { name: zh.realname.continue })
    .or(company.getByRole('button', { name: zh.realname.continue }))
    .first()
    .click();

  const form = company.getByRole('form');
  await form.getByRole('textbox', { name: zh.field.legalRepresentative, exact: true }).fill('赵明');
  await form.getByRole('textbox', { name: zh.field.contactName, exact: true }).fill('孙丽');
  await form
    .getByRole('textbox', { name: zh.field.contactMobile, exact: true })
    .fill('13912345678');
  await form
    .getByRole('textbox', { name: zh.field.address, exact: true })
    .fill('成都市武侯区人民南路四段1号');
  await company.locator('input[type=file]').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: readFileSync(LICENCE),
  });
  await expect(company.getByRole('button', { name: zh.upload.remove })).toBeVisible();
  await form.getByRole('button', { name: zh.realname.submit }).click();
  await expect(company.getByText(zh.realname.submittedTitle)).toBeVisible();

  const submitted = await ownApplication(request, DEMO.rongchengAdmin);
  expect(submitted.status).toBe(1);

  const reviewer = await browser.newPage();
  await logIn(reviewer, REVIEWER);
  await reviewer.goto(`/realnameDetail/history?id=${submitted.id}`);
  await expect(reviewer.getByRole('img', { name: /licence|营业执照/ }).first()).toBeVisible();
  await decide(reviewer, zh.workflowEvent.RETURN, '请补充加盖公章的营业执照');
  await expect(reviewer.getByText(zh.status.application.returned).first()).toBeVisible();

  await company.goto(`/realnameDetail/history?id=${submitted.id}`);
  await expect(company.getByText('请补充加盖公章的营业执照').first()).toBeVisible();
  await company.getByRole('link', { name: zh.realname.correct }).click();
  await company
    .getByRole('form')
    .getByRole('textbox', { name: zh.field.address, exact: true })
    .fill('成都市武侯区人民南路四段1号附1号');
  await company.getByRole('form').getByRole('button', { name: zh.realname.submit }).click();
  await expect(company.getByText(zh.realname.submittedTitle)).toBeVisible();

  await reviewer.reload();
  await decide(reviewer, zh.workflowEvent.APPROVE);
  await expect(reviewer.getByText(zh.status.application.approved).first()).toBeVisible();

  await company.goto(`/realnameDetail/history?id=${submitted.id}`);
  await expect(company.getByText(zh.status.application.approved).first()).toBeVisible();
  for (const step of ['SUBMIT', 'RETURN', 'APPROVE'] as const) {
    await expect(company.getByText(zh.workflowEvent[step]).first()).toBeVisible();
  }

  // The applicant was told of every step.
  const token = await apiToken(request, DEMO.rongchengAdmin);
  const inbox = await apiCall<Page_<{ content: string }>>(
    request,
    token,
    'GET',
    '/api/corporate/query-message-page?pageIndex=1&pageSize=20',
  );
  const told = inbox.list.map((message) => message.content).join('\n');
  expect(told).toContain('请补充加盖公章的营业执照');
  expect(inbox.list.length).toBeGreaterThanOrEqual(4);
});

test('two reviewers approve at once: one succeeds, the other is told it changed', async ({
  browser,
  request,
}) => {
  const pending = await ownApplication(request, DEMO.jinchengAdmin);
  expect(pending.status).toBe(1);
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  await logIn(first, DEMO.superAdmin);
  await logIn(second, REVIEWER);
  for (const page of [first, second]) await page.goto(`/realnameDetail/history?id=${pending.id}`);

  await decide(first, zh.workflowEvent.APPROVE);
  await expect(first.getByText(zh.status.application.approved).first()).toBeVisible();
  const refused = await decide(second, zh.workflowEvent.APPROVE);
  await expect(refused.getByText(zh.error.conflict)).toBeVisible();
});

test('a batch approval with one stale item reports each item', async ({ page, request }) => {
  // Three pending applications: one seeded, two resubmitted through the API.
  const batch: Row[] = [];
  for (const userName of [DEMO.tianfuAdmin, DEMO.minjiangAdmin]) {
    const token = await apiToken(request, userName);
    const row = await ownApplication(request, userName);
    await apiCall(request, token, 'POST', '/api/corporate/submit-realcorporate', {
      id: row.id,
      version: row.version,
    });
    batch.push(row);
  }
  const stale = await ownApplication(request, DEMO.wenjiangAdmin);
  batch.push(stale);

  await logIn(page, REVIEWER);
  await page.goto('/platCoperationCheck/realCertification?status=1');
  // Only these three: whatever else is pending was left so by other tests.
  const grid = page.getByRole('grid');
  for (const { companyName } of batch)
    await grid.getByRole('row').filter({ hasText: companyName }).getByRole('checkbox').check();
  await expect(page.getByText('已选择 3 项')).toBeVisible();
  await page.getByRole('button', { name: zh.review.batch.APPROVE }).click();

  // Someone else decides one of them before the batch is confirmed.
  const admin = await apiToken(request, DEMO.superAdmin);
  await apiCall(request, admin, 'POST', '/api/audit/update-realcorporate-status', {
    id: stale.id,
    version: stale.version,
    event: 'APPROVE',
  });

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: zh.workflowEvent.APPROVE, exact: true }).click();
  await expect(dialog.getByText('成功 2 项，失败 1 项')).toBeVisible();
  await expect(dialog.getByText(stale.companyName)).toBeVisible();
});

test('the export holds every matching row, not only the page', async ({ page, request }) => {
  await logIn(page, REVIEWER);
  await page.goto('/platCoperationCheck/realCertification?pageSize=10');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: zh.realname.export }).click();
  const file = await (await download).path();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no worksheet');
  const token = await apiToken(request, REVIEWER);
  const all = await apiCall<Page_<Row>>(
    request,
    token,
    'GET',
    '/api/corporate/query-realcorporate-page?pageIndex=1&pageSize=100',
  );
  expect(sheet.rowCount - 1).toBe(all.total);
  const names = sheet.getColumn(2).values.slice(2).map(String);
  expect(names.sort()).toEqual(all.list.map((row) => row.companyName).sort());
});

test('a first draft keeps its place: the URL names it and a reload reopens it', async ({
  page,
}) => {
  // 13900002003's last application was rejected, so it may start a new one.
  await logIn(page, DEMO.huaxiAdmin);
  await page.goto('/realnameApply/history');
  await page.getByRole('button', { name: zh.realname.new }).click();
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: zh.field.legalRepresentative, exact: true }).fill('周强');
  await form.getByRole('button', { name: zh.realname.saveDraft }).click();
  await expect(page.getByText(zh.form.draftSaved)).toBeVisible();
  await expect(page).toHaveURL(/edit=\d+/);

  await page.reload();
  await expect(
    page
      .getByRole('form')
      .getByRole('textbox', { name: zh.field.legalRepresentative, exact: true }),
  ).toHaveValue('周强');
});

test('a detail page sits under the page it is opened from, with only the actions on offer', async ({
  page: browserPage,
  request,
}) => {
  const token = await apiToken(request, REVIEWER);
  // Any application: earlier tests decide the demo's pending ones.
  const newest = await apiCall<Page_<Row>>(
    request,
    token,
    'GET',
    '/api/corporate/query-realcorporate-page?pageIndex=1&pageSize=1',
  );
  const [application] = newest.list;
  if (!application) throw new Error('the demo has applications');

  await logIn(browserPage, REVIEWER);
  await browserPage.goto(`/realnameDetail/history?id=${application.id}`);
  const trail = browserPage.getByRole('navigation', { name: zh.layout.breadcrumb });
  await expect(trail.getByRole('listitem')).toHaveText([
    zh.app.title,
    zh.route.platCoperationCheck,
    zh.route.realCertification,
    zh.route.realnameDetailHistory,
  ]);
  const menu = browserPage.getByRole('navigation', { name: zh.layout.menu });
  await expect(menu.getByRole('link', { name: zh.route.realCertification })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The buttons are exactly the events the workflow offers the platform in this status.
  const offered = statusFamilies.application
    .availableEvents(application.status, { party: 'platform' })
    .map((event) => zh.workflowEvent[event.type as keyof typeof zh.workflowEvent]);
  const actions = browserPage.getByRole('group', { name: zh.realname.reviewActions });
  if (offered.length === 0) {
    await expect(actions).toHaveCount(0);
  } else {
    await expect(actions.getByRole('button')).toHaveCount(offered.length);
    expect((await actions.getByRole('button').allTextContents()).sort()).toEqual(offered.sort());
  }
  await trail.getByRole('link', { name: zh.route.realCertification }).click();
  await expect(browserPage).toHaveURL(/\/platCoperationCheck\/realCertification$/);
});
