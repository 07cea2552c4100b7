import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { SuiteSummary } from '../../scripts/support/suiteSummary';
import { logIn, restoreMemberRole } from './support';
import { AppealRecords } from './browserSecurity/appealRecords';
import {
  COMPANY,
  COURSE_INSTITUTION,
  MEMBER,
  DemoApi,
  REVIEWER,
  SUPER_ADMIN,
} from './browserSecurity/demoApi';
import {
  CONSTRAINED_ROUTES,
  QUERY_ROUTES,
  headerWriters,
  MUST_STORE,
  NOT_SHOWN_YET,
  nonJsonWriters,
  recordPreparers,
} from './browserSecurity/explicitRoutes';
import { checkSecurityHeaders } from './browserSecurity/headers';
import { writeRoutes } from './browserSecurity/openApiWrites';
import { visitAndProbe } from './browserSecurity/pageVisits';
import { visitsFor, type VisitRecords } from './pages/visits';
import { trapScriptExecution, XSS_PAYLOADS, type PageProbe } from './browserSecurity/payloads';
import { COURSE_ACCOUNT, CourseRecords } from './browserSecurity/courseRecords';
import { CreditRecords, INSTITUTION_ACCOUNT } from './browserSecurity/creditRecords';
import { HistoryRecords } from './browserSecurity/historyRecords';
import { ProjectRecords } from './browserSecurity/projectRecords';
import { InstitutionRecords } from './browserSecurity/institutionRecords';
import { MembershipRecords } from './browserSecurity/membershipRecords';
import { PeopleRecords } from './browserSecurity/peopleRecords';
import { RealnameRecords } from './browserSecurity/realnameRecords';
import { SignUpRecords } from './browserSecurity/signUpRecords';
import { fieldsShownNowhere } from './browserSecurity/shownFields';
import { storeEverywhere, type StoreReport } from './browserSecurity/storePayloads';

/**
 * Issue 4 §8: stored script injection never runs in Chromium, and every answer carries the
 * security headers. The payloads go through every write route the OpenAPI document lists,
 * into every free-text field; then each demo writer opens every page it may, on those
 * records, with its dialogs. Runs after realname.spec.ts on the same server: every step
 * reads the records' state rather than assuming the seed's.
 */
test.describe.configure({ mode: 'serial' });

const summary = new SuiteSummary('8-browser', 'Browser');
test.afterAll(() => summary.write());
// The credit preparers review as the line-1 institution in its role 2101.
// The course preparers write as shuxin in its training role 2010.
test.afterEach(async ({ request }) => {
  await restoreMemberRole(request, INSTITUTION_ACCOUNT);
  await restoreMemberRole(request, COURSE_ACCOUNT);
});

test('pages and API answers carry the security headers, and Chromium enforces the policy', async ({
  request,
  page,
}) => {
  const checked = await checkSecurityHeaders(request, ['/', '/login', '/api/auth/captcha']);
  summary.add('headers checked', checked);

  // The browser applies the policy: a script added at run time is refused, and reported.
  await page.addInitScript(trapScriptExecution);
  await page.goto('/login');
  const hits = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __xssHits: string[] }).__xssHits;
  });
  expect(hits).toEqual([expect.stringMatching(/^CSP blocked script-src/)]);
});

let store: StoreReport | undefined;
let records: VisitRecords = {
  applicationIds: [],
  personIds: [],
  vipApplicationIds: [],
  institutionIds: { training: [], review: [] },
  creditApplicationIds: [],
  corporateIds: [],
  creditCategoryIds: [],
  certificateLevelIds: [],
};

test('payloads are stored in every free-text field of every write route', async ({ request }) => {
  // Every payload through every write route (3.5 minutes on a quiet machine): a stop only.
  test.setTimeout(900_000);
  const api = new DemoApi(request);
  const realname = new RealnameRecords(api);
  const people = new PeopleRecords(api);
  const membership = new MembershipRecords(api);
  const institutions = [
    new InstitutionRecords(api, 'training'),
    new InstitutionRecords(api, 'review'),
  ];
  const credit = new CreditRecords(api);
  const projects = new ProjectRecords(api);
  const histories = new HistoryRecords(api);
  const courses = new CourseRecords(api);
  const signUps = new SignUpRecords(api);
  const suiteRecords = {
    realname,
    appeals: new AppealRecords(api),
    people,
    membership,
    institutions,
    credit,
    projects,
    histories,
    courses,
    signUps,
  };
  const routes = (await writeRoutes(request)).filter(({ key }) => !(key in QUERY_ROUTES));
  store = await storeEverywhere(api, routes, XSS_PAYLOADS, {
    preparers: recordPreparers(api, suiteRecords),
    nonJsonWriters: nonJsonWriters(api, suiteRecords),
    headerWriters: headerWriters(api),
  });
  records = {
    applicationIds: [...realname.touched],
    personIds: [...people.touched],
    vipApplicationIds: [...membership.touched],
    institutionIds: {
      training: [...(institutions[0]?.touched ?? [])],
      review: [...(institutions[1]?.touched ?? [])],
    },
    // The member company the suite wrote its applications as: its page lists them.
    corporateIds: await api
      .call<{ list: { corporateId: number }[] }>(
        MEMBER,
        'GET',
        '/api/corporate/query-my-institutionapply-page?pageIndex=1&pageSize=1',
      )
      .then((page) => page.list.map((row) => row.corporateId)),
    creditApplicationIds: [...credit.touched],
    // The platform's pages of the applications it returned show their timelines (the last
    // credit write is the platform's return: they stay the platform's to see).
    creditReviewIds: [...credit.reviewed],
    // The same for project declarations: the company's form and dialog, the platform's dialog.
    projectIds: [...projects.touched],
    projectReviewIds: [...projects.reviewed],
    // The same for past training declarations.
    trainingHistoryIds: { history: [...histories.touched], cultivate: [] },
    historyReviewIds: [...histories.reviewed],
    // shuxin's courses (its list, form, dialog and materials), the shown draft last; the
    // last course each review write reached, for the platform's dialog.
    courseIds: await courses.visited(),
    courseReviewIds: await courses.reviewed(),
    // The running course the suite's sessions went to: their places, reasons and refusals.
    runningCourseIds: [await courses.runningCourse()],
    // The course of the certificates the platform decided: the people it gave its hours to.
    creditCourseIds: await signUps.creditCourseIds(),
    // The course the trainee signed up to (its sign-ups: names and rejection reasons).
    signUpCourseIds: await signUps.courseIds(),
    signUpReviewIds: signUps.reviewed.slice(-1),
    // The last certificate the platform rejected: its dialog's timeline shows the reason.
    certificateReviewIds: signUps.certificates.slice(-1),
    // The category the suite's materials went to: the placeholder's id, 1.
    creditCategoryIds: [1],
    // The first certificate level: the demo designed its template.
    certificateLevelIds: [1],
  };

  const storedFields = new Set(store.stored.map(({ route, field }) => `${route} ${field}`));
  expect([...store.skipped]).toEqual([]);
  expect([...storedFields]).toEqual(expect.arrayContaining([...MUST_STORE]));
  // A route with free text stores some, or states why it never can.
  const storedRoutes = new Set(store.stored.map(({ route }) => route));
  const silent = routes
    .filter((route) => route.textFields.length > 0 && !storedRoutes.has(route.key))
    .map((route) => route.key);
  expect(silent.filter((key) => !(key in CONSTRAINED_ROUTES))).toEqual([]);
  // Every payload got in somewhere.
  expect(new Set(store.stored.map(({ payload }) => payload))).toEqual(new Set(XSS_PAYLOADS));

  summary.add('write routes', routes.length);
  summary.add(
    'free-text fields',
    routes.reduce((sum, route) => sum + route.textFields.length, 0),
  );
  summary.add('fields stored', storedFields.size);
  summary.add('payloads', XSS_PAYLOADS.length);
  summary.add('write attempts', store.attempts);
});

/**
 * The company first (its form opens), then the platform (its review dialog opens), then
 * the training institution (its courses: drafts only it sees).
 */
const BROWSERS = [COMPANY, REVIEWER, SUPER_ADMIN, COURSE_INSTITUTION];

/**
 * One pass, with the content security policy bypassed: the escaping alone must keep every
 * payload from running, the stronger proof (with the policy in force a payload that got
 * through would still be blocked). That Chromium enforces the policy is the headers test's;
 * every other browser test runs with it in force.
 */
test('no stored payload runs on any page, even with the content security policy bypassed', async ({
  browser,
  request,
}) => {
  // Four accounts visit every page they may open, and the pages grow with every area
  // (3 minutes on a quiet machine with the sign-ups'): a stop, not a speed goal.
  test.setTimeout(900_000);
  if (!store) throw new Error('nothing was stored: the storing test failed');
  const { probes, problems } = await browseEverything(browser, request);
  const unshown = fieldsShownNowhere(
    store.stored,
    probes.map(({ probe }) => probe.text),
  );
  for (const key of unshown.filter((field) => !(field in NOT_SHOWN_YET))) {
    problems.push(`${key}: its payloads are shown as text on no page`);
  }
  const storedKeys = new Set(store.stored.map(({ route, field }) => `${route} ${field}`));
  const texts = probes.map(({ probe }) => probe.text);
  const surelyUnshown = fieldsShownNowhere(store.stored, texts, { strict: true });
  for (const key of Object.keys(NOT_SHOWN_YET)) {
    if (storedKeys.has(key) && !surelyUnshown.includes(key)) {
      const values = store.stored
        .filter(
          ({ route, field, payload, shown }) => `${route} ${field}` === key && shown !== payload,
        )
        .map(({ shown }) => shown);
      const where = probes.find(({ probe }) => values.some((value) => probe.text.includes(value)));
      problems.push(`${key} is shown now (${where?.where ?? '?'}): take it out of NOT_SHOWN_YET`);
    }
  }
  expect(problems).toEqual([]);
});

interface Probed {
  readonly where: string;
  readonly probe: PageProbe;
}

async function browseEverything(browser: Browser, request: APIRequestContext) {
  const realname = new RealnameRecords(new DemoApi(request));
  const probes: Probed[] = [];
  const problems: string[] = [];
  const courses = new CourseRecords(new DemoApi(request));
  for (const account of BROWSERS) {
    await realname.readyFor(account);
    if (account === COURSE_INSTITUTION) await courses.ready();
    const context = await browser.newContext({ bypassCSP: true });
    await context.addInitScript(trapScriptExecution);
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      problems.push(`${account.userName} ${page.url()}: a ${dialog.type()} opened`);
      void dialog.dismiss();
    });
    await logIn(page, account.userName);
    for (const visit of visitsFor(account.role, records)) {
      const where = `${account.userName} ${visit.url}`;
      const result = await visitAndProbe(page, visit);
      probes.push(...result.probes.map((probe) => ({ where, probe })));
      summary.add('pages visited');
      summary.add('dialogs opened', result.dialogsOpened);
    }
    await context.close();
  }
  for (const { where, probe } of probes) {
    problems.push(...probe.hits.map((hit) => `${where}: ${hit}`));
    problems.push(...probe.injected.map((markup) => `${where}: markup from data ${markup}`));
    if (probe.xss !== undefined) problems.push(`${where}: window.__xss is ${String(probe.xss)}`);
  }
  return { probes, problems };
}
