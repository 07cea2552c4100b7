import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, apiCall, en, inEnglish, logIn, restoreMemberRole, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Moving a running course's session (issue 41): the institution (13900002000 as 2010) adds
 * a session to its published course and asks to move it, saying why; the platform
 * (13900000001, in English) approves it on its review list; the institution's session
 * then reads its new days, 已改期.
 */

const INSTITUTION = DEMO.shuxinAdmin;
const PLATFORM = DEMO.platformReviewer;
/** shuxin's published course with sessions ahead (server/seed/demoCourses.ts). */
const COURSE = '信息系统项目管理实务';
const text = zh.courseSession;
const dateStatus = zh.status.trainingDate;

test.afterEach(({ request }) => restoreMemberRole(request, INSTITUTION));

/** YYYY-MM-DD `days` from today in China time. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function typeDate(scope: Locator, page: Page, label: string, day: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replace(/-/g, ''));
}

const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, wanted) => rows.filter({ hasText: wanted }), page.getByRole('row'));

test('an institution adds a session and moves it; the platform approves the move', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Days no other test uses, a little apart each run so reruns on one server do not meet.
  const offset = 80 + (Math.floor(Date.now() / 60_000) % 200);
  const added = { startsOn: dayAhead(offset), endsOn: dayAhead(offset + 1) };
  const moved = { startsOn: dayAhead(offset + 7), endsOn: dayAhead(offset + 8) };

  await logIn(page, INSTITUTION);
  await apiCall(request, await accessToken(page), 'PUT', '/api/user/update-usertype', {
    role: '2010',
  });
  // Published ones only (status 2): the security suite before this adds many courses of
  // shuxin, newest first, enough to push the demo course off an unfiltered first page.
  await page.goto('/traningApply?status=2&pageSize=100');
  const course = rowOf(page, COURSE, zh.status.course.published).filter({ hasNotText: '第一期' });
  await course.first().getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: text.open }).click();
  await expect(
    page.getByRole('heading', { name: text.pageTitle.replace('{{name}}', COURSE) }),
  ).toBeVisible();
  // The demo's move waiting for the platform, and the one it refused, with its reason.
  await expect(rowOf(page, dateStatus.changeRequested).first()).toBeVisible();
  await expect(page.getByText(/报名学员已按新日期安排/)).toBeVisible();

  // A session added: open for sign-up at once.
  await page.getByRole('button', { name: text.add }).click();
  const add = page.getByRole('dialog', { name: text.addTitle });
  await typeDate(add, page, text.field.startsOn, added.startsOn);
  await typeDate(add, page, text.field.endsOn, added.endsOn);
  await add.getByRole('textbox', { name: text.field.capacity }).fill('20');
  await add.getByRole('button', { name: text.add }).click();
  await expect(add.getByText(text.added)).toBeVisible();
  await add.getByRole('button', { name: zh.action.close }).click();
  const session = rowOf(page, `${added.startsOn} – ${added.endsOn}`);
  await expect(session.getByText(dateStatus.scheduled)).toBeVisible();

  // Moving it: the reason is required; the platform will decide.
  await session.getByRole('button', { name: zh.workflowEvent.REQUEST_CHANGE }).click();
  const move = page.getByRole('dialog', { name: /^场次改期/ });
  await typeDate(move, page, text.field.startsOn, moved.startsOn);
  await typeDate(move, page, text.field.endsOn, moved.endsOn);
  await move.getByRole('button', { name: zh.workflowEvent.REQUEST_CHANGE }).click();
  await expect(move.getByText(zh.validation.sessionMoveReasonRequired)).toBeVisible();
  await move.getByRole('textbox', { name: text.field.comment }).fill('培训教室调整');
  await move.getByRole('button', { name: zh.workflowEvent.REQUEST_CHANGE }).click();
  await expect(move.getByText(text.moveAsked)).toBeVisible();
  await move.getByRole('button', { name: zh.action.close }).click();
  await expect(session.getByText(dateStatus.changeRequested)).toBeVisible();
  await expect(session.getByText(`${moved.startsOn} – ${moved.endsOn}`)).toBeVisible();

  // The platform approves it, in English.
  const context = await browser.newContext();
  const platform = await context.newPage();
  await logIn(platform, PLATFORM);
  await inEnglish(platform);
  await platform.goto('/trainingReview/trainDateCheck');
  await expect(platform.getByRole('heading', { name: en.route.trainDateCheck })).toBeVisible();
  const asked = rowOf(platform, `${moved.startsOn} – ${moved.endsOn}`);
  await expect(asked.getByText('培训教室调整')).toBeVisible();
  const approve = en.workflowEvent.APPROVE_CHANGE;
  await asked.getByRole('button', { name: approve }).click();
  const dialog = platform.getByRole('dialog');
  await dialog.getByRole('button', { name: approve, exact: true }).click();
  await expect(dialog.getByText(en.review.succeeded.replace('{{action}}', approve))).toBeVisible();
  await context.close();

  // The session now runs on the new days.
  await page.reload();
  const movedRow = rowOf(page, `${moved.startsOn} – ${moved.endsOn}`);
  await expect(movedRow.getByText(dateStatus.changed)).toBeVisible();
  await expect(rowOf(page, `${added.startsOn} – ${added.endsOn}`)).toHaveCount(0);
});
