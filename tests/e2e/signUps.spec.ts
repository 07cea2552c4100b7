import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  apiCall,
  en,
  inEnglish,
  logIn,
  restoreMemberRole,
  textPattern,
  zh,
} from './support';
import { DEMO } from '../demoUsers';

/**
 * Training sign-ups through the browser (issue 16): a company (天府云创, 13900002110) signs
 * two verified people up for a session of a published course; the course's institution
 * (shuxin, 13900002000 as 2010) approves one and rejects the other with a reason, and
 * the company sees both; the approved one passes the exam. The platform's certificate
 * reviewer (13900000001) rejects the certificate with a reason, the institution resubmits
 * it, the reviewer issues it, the company saves the e-certificate as PDF, and the public
 * verification page says it is in force; the company's records count the course's hours,
 * and the business query (01000) finds the certificate by its number. An
 * individual (13900001000) signs himself up and cancels. The institution approves the
 * demo's waiting date change and the company asks to move back. The institution closes a
 * course to sign-up: nobody finds it until it is opened again. It records a running
 * course's exams, takes one back, and clears a published course's own certificate template;
 * it lists who earned a finished course's hours and exports them. A company (13900002004)
 * finds a course by name from its sign-up list and signs a person up (issue 17).
 */

const COMPANY = DEMO.tianfuAdmin;
const INSTITUTION = DEMO.shuxinAdmin;
const TRAINEE = DEMO.trainee;
const CERTIFICATE_REVIEWER = DEMO.platformReviewer;
const BUSINESS_QUERY = DEMO.businessQuery;
/** A member company with verified people and no other sign-up test (岷江数据). */
const PICKER_COMPANY = DEMO.minjiangAdmin;
/** A demo course of shuxin, published, with two sessions ahead and no demo sign-ups. */
const COURSE = '信息系统项目管理实务';
const text = zh.signUp;
const status = zh.status.signUp;
const event = zh.workflowEvent;

test.afterEach(({ request }) => restoreMemberRole(request, INSTITUTION));

const rowOf = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, wanted) => rows.filter({ hasText: wanted }), page.getByRole('row'));
/** A row of the course itself, not of its first period (信息系统项目管理实务（第一期）). */
const courseRow = (page: Page, ...texts: string[]) =>
  rowOf(page, COURSE, ...texts).filter({ hasNotText: '第一期' });

async function findCourse(page: Page, name: string) {
  await page.goto('/traningSignUp');
  await page.getByRole('textbox', { name: zh.course.field.name, exact: true }).fill(name);
  await page.getByRole('button', { name: zh.filter.search }).click();
}

async function openSignUpForm(page: Page) {
  await findCourse(page, COURSE);
  await page
    .getByRole('button', { name: text.signUpTo.replace('{{course}}', COURSE), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: text.formTitle.replace('{{course}}', COURSE) });
  await dialog.getByRole('radio').first().check();
  return dialog;
}

/** shuxin signed in as the training institution (2010), on its sign-up review page or `path`. */
async function entryTraining(
  page: Page,
  request: Parameters<typeof apiCall>[0],
  path = '/entryTraining',
) {
  await logIn(page, INSTITUTION);
  await apiCall(request, await accessToken(page), 'PUT', '/api/user/update-usertype', {
    role: '2010',
  });
  await page.goto(path);
}

async function openInstitution(page: Page, request: Parameters<typeof apiCall>[0]) {
  await entryTraining(page, request);
  await page
    .getByRole('button', { name: text.reviewSignUps.replace('{{course}}', COURSE) })
    .click();
  await expect(
    page.getByRole('heading', { name: text.courseSignUps.replace('{{course}}', COURSE) }),
  ).toBeVisible();
}

async function decide(page: Page, trainee: string, action: string, comment?: string) {
  await rowOf(page, trainee).getByRole('button', { name: text.view }).click();
  const detail = page.getByRole('dialog', { name: text.detailTitle });
  await detail
    .getByRole('group', { name: text.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const confirm = page.getByRole('dialog', { name: action });
  if (comment) {
    await confirm.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  }
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await expect(confirm.getByText(zh.review.succeeded.replace('{{action}}', action))).toBeVisible();
  await confirm.getByRole('button', { name: zh.action.close }).click();
  await detail.getByRole('button', { name: zh.action.close }).click();
}

// Before the next test begins the course's first session (its exam): both sessions are open here.
test('an individual signs himself up in his own name, moves to another session, then cancels', async ({
  page,
  request,
}) => {
  await logIn(page, TRAINEE);
  const form = await openSignUpForm(page);
  await expect(form.getByRole('textbox', { name: text.field.name })).toHaveValue('吴磊');
  // One account, one trainee: his earlier sign-ups' number is filled in, and fixed.
  const idCard = form.getByRole('textbox', { name: text.field.idCard });
  await expect(idCard).toHaveValue(/^\d{17}[\dX]$/);
  await expect(idCard).not.toBeEditable();
  await expect(form.getByText(text.identityFixed)).toBeVisible();
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form.getByText(text.submitted)).toBeVisible();
  await form.getByRole('link', { name: text.toMySignUps }).click();

  await courseRow(page).first().getByRole('button', { name: text.view }).click();
  await expect(page.getByRole('heading', { name: '吴磊' })).toBeVisible();
  await expect(page.getByText(status.signedUp).first()).toBeVisible();
  // While it waits, he moves to the second session.
  const first = await page.getByText(/ 至 /).first().textContent();
  await page.getByRole('button', { name: text.edit }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle.replace('{{course}}', COURSE) });
  await edit.getByRole('radio').nth(1).check();
  await edit.getByRole('button', { name: text.saveChanges }).click();
  await expect(edit.getByText(text.changed)).toBeVisible();
  await edit.getByRole('button', { name: zh.action.close }).click();
  await expect(page.getByText(/ 至 /).first()).not.toHaveText(first ?? '');
  await page.getByRole('button', { name: text.cancel }).click();
  const confirm = page.getByRole('dialog', { name: text.cancelTitle });
  await confirm.getByRole('button', { name: text.cancel }).click();
  await expect(confirm.getByText(text.cancelled)).toBeVisible();
  await confirm.getByRole('button', { name: zh.action.close }).click();
  await expect(page.getByText(status.cancelled).first()).toBeVisible();

  // Signed up again under another number: refused on the field, in the caller's language.
  const headers = { 'access-token': await accessToken(page), 'accept-language': 'en' };
  const mine = await request.get('/api/train/query-applycourse-page?pageIndex=1&pageSize=50', {
    headers,
  });
  const { list } = (
    (await mine.json()) as { data: { list: { status: number; trainingDateId: number }[] } }
  ).data;
  const cancelled = list.find((row) => row.status === 3);
  const again = await request.post('/api/train/entry-course-reg', {
    headers,
    data: {
      trainingDateId: cancelled?.trainingDateId,
      name: '吴磊',
      idCard: '510104199101010016',
      mobile: TRAINEE,
    },
  });
  expect(again.status()).toBe(400);
  const refusal = (await again.json()) as { fieldErrors: { idCard: string } };
  expect(refusal.fieldErrors.idCard).toMatch(textPattern(en.validation.identityFixed));
});

test('a company signs two people up; the institution approves one and rejects the other; the certificate is rejected, resubmitted and issued', async ({
  page,
  browser,
  request,
}) => {
  // Three actors and eleven screens: 1.2 min on an idle machine, past 3 min beside the walks in CI.
  test.setTimeout(300_000);
  await logIn(page, COMPANY);
  await page.goto('/newApply');
  await page.getByRole('link', { name: text.new }).click();
  await expect(page).toHaveURL(/\/traningSignUp$/);
  const form = await openSignUpForm(page);
  // Nobody chosen: the form says so and sends nothing.
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form.getByText(zh.validation.pickPeople)).toBeVisible();
  for (const person of ['刘洋', '许静']) {
    await form.getByRole('combobox', { name: text.field.personIds }).click();
    await page.getByRole('option', { name: new RegExp(`^${person}`) }).click();
  }
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form.getByText(text.submitted)).toBeVisible();
  await form.getByRole('link', { name: text.toMySignUps }).click();
  await expect(page).toHaveURL(/\/newApply$/);
  for (const person of ['刘洋', '许静']) {
    await expect(courseRow(page, person).getByText(status.signedUp)).toBeVisible();
  }

  const institution = await (await browser.newContext()).newPage();
  await openInstitution(institution, request);
  await decide(institution, '刘洋', event.APPROVE_SIGNUP);
  await decide(institution, '许静', event.REJECT_SIGNUP, '该学员本期名额已满，请改报下一期。');
  await expect(rowOf(institution, '刘洋').getByText(status.approved)).toBeVisible();
  await expect(rowOf(institution, '许静').getByText(status.rejected)).toBeVisible();
  // 刘洋's session is still ahead: no exam is offered, and his dialog says from which day.
  const examOf = (name: string) =>
    rowOf(institution, name).getByRole('button', {
      name: text.recordExamOf.replace('{{name}}', name),
    });
  await expect(examOf('刘洋')).toHaveCount(0);
  await rowOf(institution, '刘洋').getByRole('button', { name: text.view }).click();
  const waiting = institution.getByRole('dialog', { name: text.detailTitle });
  await expect(waiting.getByText(textPattern(text.examOpensOn))).toBeVisible();
  const signUpId = Number(new URL(institution.url()).searchParams.get('id'));
  await waiting.getByRole('button', { name: zh.action.close }).click();
  // The days pass (test mode): the session begins, and the exam is offered.
  await apiCall(request, await accessToken(institution), 'POST', '/api/test/begin-session', {
    signUpId,
  });
  await institution.reload();
  // 刘洋 passes the exam: on to certificate review with the score.
  await rowOf(institution, '刘洋')
    .getByRole('button', { name: text.recordExamOf.replace('{{name}}', '刘洋') })
    .click();
  const exam = institution.getByRole('dialog', {
    name: text.examTitle.replace('{{name}}', '刘洋'),
  });
  await exam.getByRole('radio', { name: event.PASS_EXAM }).check();
  await exam.getByRole('textbox', { name: text.field.score }).fill('86.5');
  await exam.getByRole('button', { name: text.recordExam }).click();
  await expect(exam.getByText(text.examRecorded)).toBeVisible();
  await exam.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(institution, '刘洋').getByText(status.examPassed)).toBeVisible();

  await page.reload();
  await expect(courseRow(page, '刘洋').getByText(status.examPassed)).toBeVisible();
  await courseRow(page, '许静').getByRole('button', { name: text.view }).click();
  await expect(page).toHaveURL(/\/traningSignUpEdit\?id=\d+/);
  await expect(page.getByText('该学员本期名额已满，请改报下一期。')).toBeVisible();
  await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);

  // The certificate review: rejected with a reason, resubmitted, issued.
  const reviewer = await (await browser.newContext()).newPage();
  await logIn(reviewer, CERTIFICATE_REVIEWER);
  const openQueue = async () => {
    await reviewer.goto(
      `/trainingReview/usercerditCheck?traineeName=${encodeURIComponent('刘洋')}`,
    );
    await expect(reviewer.getByRole('heading', { name: zh.route.usercerditCheck })).toBeVisible();
  };
  const certificateRow = () => rowOf(reviewer, '刘洋', COURSE);
  await openQueue();
  await expect(certificateRow().getByText(status.examPassed)).toBeVisible();
  await expect(certificateRow().getByText('86.5')).toBeVisible();
  await decide(reviewer, '刘洋', event.REJECT_CERTIFICATE, '证件照片不清晰，请更换后重新提交。');
  await expect(certificateRow().getByText(status.certificateRejected)).toBeVisible();

  await institution.reload();
  await expect(rowOf(institution, '刘洋').getByText(status.certificateRejected)).toBeVisible();
  await decide(institution, '刘洋', event.RESUBMIT);
  await expect(rowOf(institution, '刘洋').getByText(status.certificateResubmitted)).toBeVisible();

  await openQueue();
  await decide(reviewer, '刘洋', event.ISSUE);
  await expect(certificateRow().getByText(status.certificateIssued)).toBeVisible();
  const number =
    (await certificateRow()
      .getByText(/^SCXH-PX-\d{4}-\d{6}$/)
      .textContent()) ?? '';

  await page.goto('/newApply');
  await expect(courseRow(page, '刘洋').getByText(status.certificateIssued)).toBeVisible();
  // The company opens the e-certificate and saves it as PDF.
  await courseRow(page, '刘洋').getByRole('button', { name: text.view }).click();
  await page.getByRole('link', { name: zh.certificate.open }).click();
  await expect(
    page.getByRole('img', { name: zh.certificate.pictureAlt.replace('{{certificateNo}}', number) }),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: zh.certificate.downloadPdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const visitor = await (await browser.newContext()).newPage();
  // The number alone (certificate numbers run in sequence) says valid, and nothing of whose.
  await visitor.goto(`/verify/${number}`);
  await expect(visitor.getByText(zh.certificate.valid)).toBeVisible();
  await expect(visitor.getByText(zh.certificate.numberOnly)).toBeVisible();
  await expect(visitor.getByText(COURSE, { exact: true })).toHaveCount(0);

  // The company's records: 刘洋's hours count now; his trainings one click away.
  await page.goto('/personalRecords');
  await page.getByRole('textbox', { name: text.field.name, exact: true }).fill('刘洋');
  await page.getByRole('button', { name: zh.filter.search }).click();
  await expect(rowOf(page, '刘洋').getByText(/年 48\.0/)).toBeVisible();
  await rowOf(page, '刘洋')
    .getByRole('button', { name: zh.record.openTrainings.replace('{{name}}', '刘洋') })
    .click();
  await expect(page).toHaveURL(/\/trainingRecords\?personId=\d+$/);
  await expect(
    page.getByRole('button', { name: zh.record.onlyPerson.replace('{{name}}', '刘洋') }),
  ).toBeVisible();
  await expect(courseRow(page, '刘洋').getByText('48.0', { exact: true })).toBeVisible();

  // The business query finds the certificate by its number and opens its verification.
  const query = await (await browser.newContext()).newPage();
  await logIn(query, BUSINESS_QUERY);
  await query.goto('/businessPerson');
  await query.getByRole('textbox', { name: text.certificateNumber, exact: true }).fill(number);
  await query.getByRole('button', { name: zh.filter.search }).click();
  await expect(rowOf(query, number, '刘洋').getByText(status.certificateIssued)).toBeVisible();
  await rowOf(query, number)
    .getByRole('button', { name: zh.certificate.verifyOne.replace('{{number}}', number) })
    .click();
  await expect(query.getByText(zh.certificate.valid)).toBeVisible();
});

test('a company finds a course by name from its sign-ups and signs a person up', async ({
  page,
}) => {
  const picker = text.picker;
  await logIn(page, PICKER_COMPANY);
  await page.goto('/newApply');
  await page.getByRole('button', { name: picker.open }).click();
  const dialog = page.getByRole('dialog', { name: picker.title });
  await dialog.getByRole('combobox', { name: picker.course }).fill('项目管理');
  // The course's first period is under way: only the open one is offered.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(COURSE) }).click();
  await dialog.getByRole('button', { name: picker.next }).click();
  const form = page.getByRole('dialog', { name: text.formTitle.replace('{{course}}', COURSE) });
  await form.getByRole('radio').first().check();
  await form.getByRole('combobox', { name: /参训人员/ }).click();
  await page.getByRole('option', { name: /^罗敏/ }).click();
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form.getByText(text.submitted)).toBeVisible();
  await form.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, '罗敏', COURSE).getByText(status.signedUp)).toBeVisible();
});

test('the institution approves a waiting date change; the company sees the move and asks to move back', async ({
  page,
  browser,
  request,
}) => {
  // The demo's 刘洋 (天府云创) asked to move from the open course's first period to its second.
  const OPEN = '信息技术服务基础实务（第三期）';
  const moves = zh.status.dateChange;
  await entryTraining(page, request);
  await page.getByRole('link', { name: zh.dateChange.open }).click();
  await expect(page.getByRole('heading', { name: zh.route.dateChangeList })).toBeVisible();
  // Other suites' requests may fill the first page: his alone.
  await page.getByRole('textbox', { name: text.field.name, exact: true }).fill('刘洋');
  await page.getByRole('button', { name: zh.filter.search }).click();
  await rowOf(page, '刘洋', moves.pending)
    .getByRole('button', { name: event.APPROVE_CHANGE })
    .click();
  const confirm = page.getByRole('dialog', { name: event.APPROVE_CHANGE });
  await confirm.getByRole('button', { name: event.APPROVE_CHANGE, exact: true }).click();
  await expect(
    confirm.getByText(zh.review.succeeded.replace('{{action}}', event.APPROVE_CHANGE)),
  ).toBeVisible();
  await confirm.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, '刘洋', moves.approved)).toHaveCount(1);

  const company = await (await browser.newContext()).newPage();
  await logIn(company, COMPANY);
  await company.goto('/newApply');
  await rowOf(company, '刘洋', OPEN).getByRole('button', { name: text.view }).click();
  const history = company.getByRole('region', { name: zh.dateChange.history });
  await expect(history.getByText(moves.approved)).toBeVisible();
  await expect(history.getByText(moves.refused)).toBeVisible();
  // The sign-up reads 已改期; its own history holds the asking and the institution's yes.
  const sessionDates = zh.status.trainingDate;
  await expect(company.getByText(sessionDates.changed, { exact: true })).toBeVisible();
  const timeline = company.getByRole('list', { name: zh.timeline.title });
  await expect(timeline.getByText(event.APPROVE_CHANGE, { exact: true })).toBeVisible();
  await expect(timeline.getByText(event.REQUEST_CHANGE, { exact: true })).toHaveCount(2);
  // Moved: he may ask again, back to the first period, with a reason.
  await company.getByRole('button', { name: zh.dateChange.ask }).click();
  const ask = company.getByRole('dialog', {
    name: zh.dateChange.askTitle.replace('{{course}}', OPEN),
  });
  await ask.getByRole('radio').first().check();
  await ask.getByRole('button', { name: zh.dateChange.ask }).click();
  await expect(ask.getByText(zh.validation.dateChangeReasonRequired)).toBeVisible();
  await ask
    .getByRole('textbox', { name: text.field.reason })
    .fill('项目验收推迟，仍按第一期参训。');
  await ask.getByRole('button', { name: zh.dateChange.ask }).click();
  await expect(ask.getByText(zh.dateChange.asked)).toBeVisible();
  await ask.getByRole('button', { name: zh.action.close }).click();
  await expect(history.getByText(moves.pending)).toBeVisible();
  await expect(company.getByRole('button', { name: zh.dateChange.ask })).toHaveCount(0);
  await expect(company.getByText(sessionDates.changeRequested, { exact: true })).toBeVisible();
  // So does its row in the company's list.
  await company.goto('/newApply');
  await expect(
    rowOf(company, '刘洋', OPEN).getByText(sessionDates.changeRequested, { exact: true }),
  ).toBeVisible();
});

test('a course closed to sign-up is found by nobody until it is opened again', async ({
  page,
  browser,
  request,
}) => {
  await entryTraining(page, request);
  const row = courseRow(page);
  await row.getByRole('button', { name: text.closeSignUp }).click();
  const close = page.getByRole('dialog', { name: text.closeSignUp });
  await close.getByRole('button', { name: text.closeSignUp }).click();
  await expect(close.getByText(text.closedDone)).toBeVisible();
  await close.getByRole('button', { name: zh.action.close }).click();
  await expect(row.getByText(text.closed)).toBeVisible();

  const trainee = await (await browser.newContext()).newPage();
  await logIn(trainee, TRAINEE);
  await findCourse(trainee, COURSE);
  await expect(trainee.getByText(zh.list.empty)).toBeVisible();

  await row.getByRole('button', { name: text.openSignUp }).click();
  const open = page.getByRole('dialog', { name: text.openSignUp });
  await open.getByRole('button', { name: text.openSignUp }).click();
  await expect(open.getByText(text.openedDone)).toBeVisible();
  await open.getByRole('button', { name: zh.action.close }).click();
  await findCourse(trainee, COURSE);
  await expect(courseRow(trainee)).toBeVisible();
});

test('an approved trainee’s exam waits for the session to start, said in English too', async ({
  page,
  request,
}) => {
  const open = '信息技术服务基础实务（第三期）';
  await entryTraining(page, request);
  await inEnglish(page);
  await page
    .getByRole('button', { name: en.signUp.reviewSignUps.replace('{{course}}', open) })
    .click();
  // Other suites' sign-ups (the browser security suite's) may fill the first page: his alone.
  await page.getByRole('textbox', { name: en.signUp.field.name, exact: true }).fill('刘洋');
  await page.getByRole('button', { name: en.filter.search }).click();
  // 刘洋 (tianfu) was approved for a session still ahead (moved to the second one above).
  await expect(rowOf(page, '刘洋').getByText(en.status.signUp.approved)).toBeVisible();
  await expect(
    page.getByRole('button', { name: en.signUp.recordExamOf.replace('{{name}}', '刘洋') }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.signUp.recordExams })).toBeDisabled();
  await rowOf(page, '刘洋').getByRole('button', { name: en.signUp.view }).click();
  const detail = page.getByRole('dialog', { name: en.signUp.detailTitle });
  await expect(detail.getByText(textPattern(en.signUp.examOpensOn))).toBeVisible();
  // Sent anyway, the server refuses it and names the day, in the caller's language.
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const headers = { 'access-token': await accessToken(page), 'accept-language': 'en' };
  const found = await request.get(`/api/train/query-entry-user-detail?id=${id}`, { headers });
  const { signUp } = (
    (await found.json()) as { data: { signUp: { version: number; startsOn: string } } }
  ).data;
  const refused = await request.post('/api/train/auditexamination', {
    headers,
    data: { id: Number(id), version: signUp.version, event: 'PASS_EXAM', score: 90 },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    en.error.sessionNotStarted.replace('{{startsOn}}', signUp.startsOn),
  );
});

test('the institution records the running course’s exams at once, exports its roster and takes a result back', async ({
  page,
  request,
}) => {
  const running = '信息系统项目管理实务（第一期）';
  await entryTraining(page, request);
  await page
    .getByRole('button', { name: text.reviewSignUps.replace('{{course}}', running) })
    .click();
  await expect(
    page.getByRole('heading', { name: text.courseSignUps.replace('{{course}}', running) }),
  ).toBeVisible();
  await page.getByRole('button', { name: text.recordExams }).click();
  const exams = page.getByRole('dialog', { name: text.examBatchTitle });
  await exams.getByRole('radio', { name: event.PASS_EXAM }).check();
  await exams.getByRole('textbox', { name: text.scoreOf.replace('{{name}}', '许静') }).fill('88');
  await exams.getByRole('button', { name: text.recordExam }).click();
  await expect(exams.getByText(text.examsRecorded.replace('{{count}}', '1'))).toBeVisible();
  await exams.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, '许静').getByText(status.examPassed)).toBeVisible();
  // Nobody waits for an exam now: the batch form is not offered.
  await expect(page.getByRole('button', { name: text.recordExams })).toBeDisabled();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text.exportRoster }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sign-ups-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // A result recorded by mistake is taken back with a reason: 许静 waits for her exam again.
  await decide(page, '许静', event.RESET_EXAM, '成绩录入有误');
  await expect(rowOf(page, '许静').getByText(status.approved)).toBeVisible();
  await expect(page.getByRole('button', { name: text.recordExams })).toBeEnabled();
});

test('the institution clears a published course’s own certificate template', async ({
  page,
  request,
}) => {
  const open = '信息技术服务基础实务（第三期）';
  await entryTraining(page, request);
  const row = rowOf(page, open);
  await expect(row.getByText(text.ownTemplateValue)).toBeVisible();
  await row.getByRole('button', { name: text.clearTemplateOf.replace('{{course}}', open) }).click();
  const confirm = page.getByRole('dialog', { name: text.clearTemplate });
  await confirm.getByRole('button', { name: text.clearTemplate }).click();
  await expect(confirm.getByText(text.templateCleared)).toBeVisible();
  await confirm.getByRole('button', { name: zh.action.close }).click();
  await expect(row.getByText(text.levelTemplateValue)).toBeVisible();
  await expect(
    row.getByRole('button', { name: text.clearTemplateOf.replace('{{course}}', open) }),
  ).toHaveCount(0);
});

test('the institution lists who earned a finished course’s hours and exports them', async ({
  page,
  request,
}) => {
  const finished = '信息技术服务基础实务（第二期）';
  const credit = zh.course.creditUsers;
  // The finished courses: the grid draws the rows it shows, and the demo has many courses.
  await entryTraining(page, request, '/traningApply?status=5');
  await rowOf(page, finished).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: credit.open }).click();
  await expect(page).toHaveURL(/\/courseCreditUsers\?course=\d+$/);
  await expect(
    page.getByRole('heading', { name: credit.pageTitle.replace('{{name}}', finished) }),
  ).toBeVisible();
  // Passed, certified, certificate rejected: their hours count; the failed trainee's do not.
  for (const trainee of ['钱学森', '蒋涛', '罗敏']) {
    await expect(rowOf(page, trainee)).toBeVisible();
  }
  await expect(rowOf(page, '冯雪')).toHaveCount(0);

  await page.getByRole('textbox', { name: text.field.name, exact: true }).fill('蒋涛');
  await page.getByRole('button', { name: zh.filter.search }).click();
  await expect(page).toHaveURL(/traineeName=/);
  await expect(rowOf(page, '钱学森')).toHaveCount(0);
  await expect(rowOf(page, '蒋涛')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: credit.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^credit-hours-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await page.getByRole('link', { name: zh.course.backToList }).click();
  await expect(page).toHaveURL(/\/traningApply$/);
});
