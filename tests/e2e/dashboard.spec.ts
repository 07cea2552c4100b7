import { expect, test } from '@playwright/test';
import { fill, layoutShifts, logIn, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * The dashboard's to-do lists (issue 13): a platform reviewer's queues show as many records
 * as the review screens list awaiting review, and each leads to its list filtered so. Its
 * charts: applications per month and each queue's status mix; a company sees its own.
 */

const REVIEWER = DEMO.platformReviewer;
const COMPANY = DEMO.huaxiAdmin;
const PAGE_SIZE = 10;

test('the reviewer’s to-do counts match the review lists they open', async ({ page }) => {
  await logIn(page, REVIEWER);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: zh.backlog.title })).toBeVisible();

  for (const queue of ['realCertification', 'userCheck', 'membershipCheck'] as const) {
    await page.goto('/dashboard');
    const title = zh.route[queue];
    const card = page.getByRole('region', { name: title, exact: true });
    const chip = card.getByText(/条待审核$/);
    const count = Number((await chip.textContent())?.match(/\d+/)?.[0]);
    await card.getByRole('link', { name: fill(zh.backlog.openAllLabel, { queue: title }) }).click();
    await expect(page).toHaveURL(/status=1/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const grid = page.getByRole('grid');
    // The header row, and the records up to the first page's ten.
    await expect(grid.getByRole('row')).toHaveCount(Math.min(count, PAGE_SIZE) + 1);
  }
});

test('the reviewer’s charts: applications per month, and a ring per queue', async ({ page }) => {
  await logIn(page, REVIEWER);
  await page.goto('/dashboard');
  const charts = page.getByRole('region', { name: zh.charts.title });
  await expect(charts.getByRole('figure', { name: zh.charts.months })).toBeVisible();
  for (const queue of ['realCertification', 'corporateAppealCheck', 'userCheck'] as const) {
    const figure = charts.getByRole('figure', {
      name: fill(zh.charts.queue, { queue: zh.route[queue] }),
    });
    await expect(figure).toBeVisible();
    // A ring with its legend: the statuses of the queue, in the machine's labels. Drawn as
    // the figure nears the viewport, so brought into view first.
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('svg').first()).toBeVisible();
  }
  await expect(
    charts
      .getByRole('figure', { name: fill(zh.charts.queue, { queue: zh.route.realCertification }) })
      .getByText(zh.status.application.submitted),
  ).toBeVisible();
});

test('a company, which reviews nothing, has no to-do section but its own charts', async ({
  page,
}) => {
  await logIn(page, COMPANY);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: zh.backlog.title })).toHaveCount(0);
  const charts = page.getByRole('region', { name: zh.charts.title });
  await expect(charts.getByRole('figure', { name: zh.charts.ownMonths })).toBeVisible();
  await expect(charts.getByRole('figure', { name: zh.charts.own })).toBeVisible();
});

test.describe('on a phone (issue 44: no layout shift)', () => {
  for (const userName of [REVIEWER, COMPANY]) {
    test(`${userName}’s home page moves nothing as its lists and charts arrive`, async ({
      page,
    }) => {
      await logIn(page, userName);
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto('/dashboard');
      const charts = page.getByRole('region', { name: zh.charts.title });
      // Drawn: the months chart's picture, in place of the shape that held its place; below
      // the reviewer's to-do cards, drawn as it is scrolled to.
      const months = charts.getByRole('figure').first();
      await months.scrollIntoViewIfNeeded();
      await expect(months.locator('svg').first()).toBeVisible();
      if (userName === REVIEWER) {
        await expect(
          page
            .getByRole('region', { name: zh.backlog.title })
            .getByText(/条待审核$/)
            .first(),
        ).toBeVisible();
      }
      expect(await layoutShifts(page)).toBe(0);
    });
  }
});
