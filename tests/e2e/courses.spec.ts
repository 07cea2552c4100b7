import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CertificateTemplate } from '../../machines/contracts';
import {
  accessToken,
  apiCall,
  confirmSubmission,
  logIn,
  pick,
  restoreMemberRole,
  zh,
} from './support';
import { DEMO } from '../demoUsers';

/**
 * Training courses through the browser (issue 15): the institution (13900002000 as 2010)
 * writes a course with two dates, a material and its certificate template and submits it;
 * the expert of line 0
 * (13900001010) returns it with a reason; the institution corrects and sends it again;
 * the platform publishes it. Copying makes a draft with the same content.
 */

const INSTITUTION = DEMO.shuxinAdmin;
const EXPERT = DEMO.courseExpert;
const PLATFORM = DEMO.platformReviewer;
const SUPER_ADMIN = DEMO.superAdmin;
/** The demo's draft of shuxin (server/seed/demoCourses.ts). */
const DEMO_DRAFT = '软件测试入门';
const SCAN = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const text = zh.course;
const status = zh.status.course;
const template = zh.template;

test.afterEach(({ request }) => restoreMemberRole(request, INSTITUTION));

const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, wanted) => rows.filter({ hasText: wanted }), page.getByRole('row'));

async function typeDate(scope: Locator, page: Page, label: string, digits: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

async function decide(reviewer: Page, action: string, comment?: string) {
  await reviewer
    .getByRole('group', { name: text.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const dialog = reviewer.getByRole('dialog', { name: action });
  if (comment) {
    await dialog.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText(zh.review.succeeded.replace('{{action}}', action))).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
}

async function openInstitution(page: Page, request: Parameters<typeof apiCall>[0]) {
  await logIn(page, INSTITUTION);
  await apiCall(request, await accessToken(page), 'PUT', '/api/user/update-usertype', {
    role: '2010',
  });
  await page.goto('/traningApply');
}

test('a course with two dates and a material is returned by the expert, corrected and published', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const course = `信息技术服务实务 ${Date.now() % 100000}`;
  await openInstitution(page, request);

  // The institution writes the course and its two dates, and saves a draft.
  await page.getByRole('button', { name: text.new }).click();
  const form = page.getByRole('form', { name: text.formTitleNew });
  await form.getByRole('textbox', { name: text.field.name }).fill(course);
  await pick(page, text.field.courseLevelId, '信息技术服务基础 · 初级');
  await pick(page, text.field.certificateLevelId, '系统集成项目经理 · 初级');
  await form.getByRole('textbox', { name: text.field.fee }).fill('2800');
  await form.getByRole('textbox', { name: text.field.capacity }).fill('60');
  await form.getByRole('textbox', { name: text.field.creditHours }).fill('32');
  await typeDate(form, page, text.field.signUpDeadline, '20300301');
  await form
    .getByRole('textbox', { name: text.field.location })
    .fill('成都市高新区天府大道 1268 号');
  await page.getByRole('combobox', { name: text.field.teacherIds }).click();
  await page.getByRole('option', { name: /^陈志强/ }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: text.field.description }).fill('服务标准体系。');
  for (const [index, start, end] of [
    [1, '20300310', '20300312'],
    [2, '20300410', '20300412'],
  ] as const) {
    await form.getByRole('button', { name: text.schedule.add }).click();
    const session = form.getByRole('group', {
      name: text.schedule.row.replace('{{number}}', String(index)),
    });
    await typeDate(session, page, text.schedule.startsOn, start);
    await typeDate(session, page, text.schedule.endsOn, end);
    await session.getByRole('textbox', { name: text.schedule.capacity }).fill('30');
  }
  await form.getByRole('button', { name: text.saveDraft }).click();
  await expect(page).toHaveURL(/\/traningApply\?edit=\d+/);
  const id = new URL(page.url()).searchParams.get('edit');
  await expect(rowOf(page, course, status.draft)).toHaveCount(1);

  // A material, on the course's materials page, reached from the course's own form.
  await page
    .getByRole('region', { name: text.companionPages })
    .getByRole('link', { name: text.materials })
    .click();
  await expect(page).toHaveURL(new RegExp(`/courseDocument\\?course=${id}$`));
  await page.getByRole('button', { name: text.material.add }).click();
  const upload = page.getByRole('dialog', { name: text.material.add });
  await upload.getByRole('textbox', { name: text.material.name }).fill('课程大纲');
  await upload
    .locator('input[type=file][name=material]')
    .setInputFiles({ name: '大纲.png', mimeType: 'image/png', buffer: SCAN });
  await expect(upload.getByRole('button', { name: zh.upload.replace })).toBeVisible();
  await upload.getByRole('button', { name: zh.action.save }).click();
  await expect(upload.getByText(text.material.added)).toBeVisible();
  await upload.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, '课程大纲')).toHaveCount(1);

  // Its certificate template, from the row's menu: a background, two fields, saved.
  await page.goto('/traningApply');
  await rowOf(page, course, status.draft).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: text.certificate }).click();
  await expect(page).toHaveURL(new RegExp(`/courseCertificate\\?course=${id}$`));
  await expect(page.getByText(template.noBackground)).toBeVisible();
  await page
    .locator('input[type=file][name=background]')
    .setInputFiles({ name: '证书底图.png', mimeType: 'image/png', buffer: SCAN });
  await page.getByRole('checkbox', { name: template.field.personName }).check();
  await page.getByRole('checkbox', { name: template.field.level }).check();
  await expect(page.getByRole('img', { name: template.previewAlt })).toBeVisible();
  await page.getByRole('button', { name: template.save }).click();
  await expect(page.getByText(template.saved)).toBeVisible();

  // Submitted from its form.
  await page.goto(`/traningApply?edit=${id}`);
  const draft = page.getByRole('form', { name: text.formTitleEdit });
  await draft.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(page, text);
  await expect(page.getByText(text.submittedTitle)).toBeVisible();
  await page.getByRole('button', { name: text.backToList }).click();
  await expect(rowOf(page, course, status.pendingReview)).toHaveCount(1);

  // The expert of line 0 returns it with a reason.
  const expert = await (await browser.newContext()).newPage();
  await logIn(expert, EXPERT);
  await expert.goto('/trainingReview/courseCheck');
  await rowOf(expert, course, status.pendingReview)
    .getByRole('button', { name: text.view })
    .click();
  const detail = expert.getByRole('dialog', { name: text.detailTitle });
  await expect(detail).toContainText('2030-04-10');
  await expect(detail).toContainText('课程大纲');
  // The certificate its template draws, which the expert approves with the rest.
  await expect(detail.getByRole('img', { name: template.previewAlt })).toBeVisible();
  await decide(expert, zh.workflowEvent.RETURN, '请补充课程大纲与考核方式');

  // The institution reads why, corrects the description and sends it again.
  await page.reload();
  await rowOf(page, course, status.returned).getByRole('button', { name: text.edit }).click();
  const correction = page.getByRole('form', { name: text.formTitleEdit });
  await expect(page.getByText('请补充课程大纲与考核方式')).toBeVisible();
  await correction
    .getByRole('textbox', { name: text.field.description })
    .fill('服务标准体系、服务级别管理；结业闭卷考试。');
  await correction.getByRole('button', { name: text.submit }).click();
  await confirmSubmission(page, text);
  await expect(page.getByText(text.submittedTitle)).toBeVisible();

  // The platform publishes it.
  const platform = await (await browser.newContext()).newPage();
  await logIn(platform, PLATFORM);
  await platform.goto('/trainingReview/courseCheck');
  await rowOf(platform, course, status.pendingReview)
    .getByRole('button', { name: text.view })
    .click();
  const review = platform.getByRole('dialog', { name: text.detailTitle });
  await expect(review).toContainText('结业闭卷考试');
  await decide(platform, zh.workflowEvent.APPROVE);
  await expect(review.getByText(status.published).first()).toBeVisible();

  // Published on the institution's list; a copy is a draft with the same content.
  await page.goto('/traningApply');
  const published = rowOf(page, course, status.published);
  await expect(published).toHaveCount(1);
  // Copy sits in the row's menu (the data grid's "more").
  await published.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: text.copy }).click();
  const copy = page.getByRole('dialog', { name: text.copyTitle });
  await copy.getByRole('button', { name: text.copy }).click();
  await expect(copy.getByText(text.copied)).toBeVisible();
  await copy.getByRole('button', { name: zh.action.close }).click();
  const copied = rowOf(page, course, status.draft);
  await expect(copied).toHaveCount(1);
  await copied.getByRole('button', { name: text.view }).click();
  const copyDetail = page.getByRole('dialog', { name: text.detailTitle });
  await expect(copyDetail).toContainText('2030-04-10');
  await expect(copyDetail).toContainText('结业闭卷考试');
  // The copy's certificate template is the course's.
  const token = await accessToken(page);
  const copyId = (
    await apiCall<{ list: { id: number; name: string; status: number }[] }>(
      request,
      token,
      'GET',
      `/api/course/query-course-page?pageIndex=1&pageSize=5`,
    )
  ).list.find((row) => row.name.startsWith(course) && row.status === 0)?.id;
  const copiedTemplate = await apiCall<CertificateTemplate>(
    request,
    token,
    'GET',
    `/api/course/get-image-point/${copyId}`,
  );
  expect(copiedTemplate.points.map((point) => point.field).sort()).toEqual(['level', 'personName']);
});

test("the super-administrator sees every institution's courses, drafts too, copies one and deletes the copy", async ({
  page,
}) => {
  await logIn(page, SUPER_ADMIN);
  await page.goto('/platSystemManage/courseManage');
  await expect(page.getByRole('heading', { name: zh.route.courseManage })).toBeVisible();
  // The demo's draft of shuxin, which no reviewer sees.
  await page.getByRole('textbox', { name: text.field.name }).fill(DEMO_DRAFT);
  await page.getByRole('button', { name: zh.filter.search }).click();
  const drafts = rowOf(page, DEMO_DRAFT, status.draft);
  await expect(drafts.first()).toContainText('四川蜀信智联科技有限公司');
  const before = await drafts.count();

  await drafts.first().getByRole('button', { name: text.copy }).click();
  const copy = page.getByRole('dialog', { name: text.copyTitle });
  await copy.getByRole('button', { name: text.copy }).click();
  await expect(copy.getByText(text.copied)).toBeVisible();
  await copy.getByRole('button', { name: zh.action.close }).click();
  await expect(drafts).toHaveCount(before + 1);

  // The newest (the copy) goes, asked first.
  await drafts.first().getByRole('button', { name: zh.action.delete }).click();
  const remove = page.getByRole('dialog', { name: text.deleteTitle });
  await remove.getByRole('button', { name: zh.action.delete }).click();
  await expect(remove.getByText(text.deleted)).toBeVisible();
  await remove.getByRole('button', { name: zh.action.close }).click();
  await expect(drafts).toHaveCount(before);
});
