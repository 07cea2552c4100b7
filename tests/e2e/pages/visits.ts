/**
 * Every page the page table routes for a role, opened on real records, and the dialogs
 * those pages open: what the browser security suite and the accessibility suite visit.
 * Read from the access table and the route table, so a page added later is visited
 * without anyone listing it here; a page that needs a record says so in RECORD_QUERIES.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  canOpenPage,
  isPublicPath,
  PAGE_IDS,
  pages,
  pathMatches,
  type PageId,
} from '../../../machines/access/pages';
import type { InstitutionKind, RoleCode } from '../../../machines/access/roles';
import { MAX_PAGE_SIZE } from '../../../machines/app/listQuery';
import { PAGE_LOAD } from '../../../machines/contracts/pageLoad';
import { screenPageIds } from '../../../src/app/routes';
import { followRequests, networkQuiet } from './network';

/** Catalogue texts the openers look for: the suite's language's. */
export interface OpenerTexts {
  readonly viewer: { readonly preview: string };
  readonly realname: { readonly reviewActions: string; readonly myActions: string };
  readonly message: { readonly compose: string };
  readonly person: { readonly view: string; readonly remove: string };
  readonly membership: { readonly view: string };
  readonly catalogue: { readonly add: { readonly type: string; readonly level: string } };
  readonly creditCategory: { readonly add: string; readonly material: { readonly add: string } };
  readonly accounts: { readonly reset: { readonly action: string } };
  readonly managers: { readonly add: string };
  readonly companyAccounts: { readonly add: string; readonly view: string };
}

export interface VisitRecords {
  /** Real-name applications to open detail pages on, the latest last. */
  readonly applicationIds: readonly number[];
  /**
   * People the role may open, the latest last: declared ones for reviewers (the
   * verification list's dialog), the company's own for a company (its roster's dialog
   * and the person's form).
   */
  readonly personIds: readonly number[];
  /**
   * Membership applications the role may open, the latest last: submitted ones for
   * reviewers (the review list's dialog), the company's own for a company (its form and
   * its page).
   */
  readonly vipApplicationIds: readonly number[];
  /**
   * Institution applications by kind, the latest last: submitted ones for reviewers
   * (their pages), the company's own for a company (its form and its page).
   */
  readonly institutionIds: Readonly<Record<InstitutionKind, readonly number[]>>;
  /** The company's own credit applications, the latest last (their page, form and materials). */
  readonly creditApplicationIds: readonly number[];
  /** Credit applications a reviewer decides on: its institution's, or the platform's. */
  readonly creditReviewIds?: readonly number[];
  /** Approved credit applications whose e-certificate the role opens. */
  readonly certificateIds?: readonly number[];
  /** The company's own project declarations, the latest last (its form and dialog). */
  readonly projectIds?: readonly number[];
  /** Project declarations a reviewer decides on: its institution's, or the platform's. */
  readonly projectReviewIds?: readonly number[];
  /** The company's own training declarations of each kind, the latest last (form and dialog). */
  readonly trainingHistoryIds?: Readonly<Record<'history' | 'cultivate', readonly number[]>>;
  /** Training declarations the platform decides on. */
  readonly historyReviewIds?: readonly number[];
  /** The institution's own courses, the latest last (its form, dialog and materials). */
  readonly courseIds?: readonly number[];
  /** Published courses of the institution whose sessions it moves (`courseSessions`). */
  readonly runningCourseIds?: readonly number[];
  /** Finished courses whose credit-hour list the institution or the super-admin opens. */
  readonly creditCourseIds?: readonly number[];
  /** Courses a reviewer decides on (sent for review). */
  readonly courseReviewIds?: readonly number[];
  /** The applicant's own sign-ups, the latest last (their page). */
  readonly signUpIds?: readonly number[];
  /** The institution's courses whose sign-ups it reviews (the first opens). */
  readonly signUpCourseIds?: readonly number[];
  /** Sign-ups to the first of those courses the institution opens in their dialog. */
  readonly signUpReviewIds?: readonly number[];
  /** Passed trainees' certificates a certificate reviewer opens in their dialog. */
  readonly certificateReviewIds?: readonly number[];
  /** A training record of the company's people (or the individual's) its dialog opens. */
  readonly trainingRecordIds?: readonly number[];
  /** Issued personnel certificates whose e-certificate the role opens. */
  readonly personnelCertificateIds?: readonly number[];
  /** Companies whose page platform staff open. */
  readonly corporateIds: readonly number[];
  /** Credit categories the super-admin opens (materials, then the template designer). */
  readonly creditCategoryIds: readonly number[];
  /** Personnel certificate levels whose template the super-admin designs. */
  readonly certificateLevelIds: readonly number[];
}

/** The form of the company's application opens with this query (realname, projects). */
const FORM_PARAM = 'edit';

/**
 * Lists open on their longest page: the suite's rows are among the newest, yet not always
 * on the first ten. Other pages ignore the parameter.
 */
const LONGEST_PAGE = `?pageSize=${MAX_PAGE_SIZE}`;

/** Queries that open a page on records; a page without one gets LONGEST_PAGE. */
const RECORD_QUERIES: Partial<Record<PageId, (records: VisitRecords) => string[]>> = {
  // The map, and the records a state holds listed below it (a list with its own grid).
  workflowMap: () => ['', '?records=status%3A1'],
  realnameDetailHistory: ({ applicationIds }) => applicationIds.map((id) => `?id=${id}`),
  userCheck: ({ personIds }) => [
    LONGEST_PAGE,
    ...personIds.slice(-1).map((id) => `${LONGEST_PAGE}&person=${id}`),
  ],
  ePeopleManagement: ({ personIds }) => [
    LONGEST_PAGE,
    ...personIds.slice(-1).map((id) => `${LONGEST_PAGE}&person=${id}`),
  ],
  newPerson: ({ personIds }) => ['', ...personIds.slice(-1).map((id) => `?id=${id}`)],
  membershipCheck: ({ vipApplicationIds }) => [
    LONGEST_PAGE,
    `${LONGEST_PAGE}&tab=members`,
    ...vipApplicationIds.slice(-1).map((id) => `${LONGEST_PAGE}&application=${id}`),
  ],
  vipcorporatation: ({ vipApplicationIds }) => [
    '',
    ...vipApplicationIds.slice(-1).map((id) => `?id=${id}`),
  ],
  vipCorporateInfo: ({ vipApplicationIds }) => vipApplicationIds.map((id) => `?id=${id}`),
  corporateDetail: ({ corporateIds }) => corporateIds.map((id) => `?id=${id}`),
  qualificationSpecify: ({ creditCategoryIds }) =>
    creditCategoryIds.flatMap((id) => [`?id=${id}&tab=materials`, `?id=${id}&tab=template`]),
  certificateTemplate: ({ certificateLevelIds }) => certificateLevelIds.map((id) => `?id=${id}`),
  trainCredictSpecify: ({ institutionIds }) => institutionIds.training.map((id) => `?id=${id}`),
  enterpriseCredictSpecify: ({ institutionIds }) => institutionIds.review.map((id) => `?id=${id}`),
  institutionForm: ({ institutionIds }) => [
    '?kind=training',
    ...institutionIds.training.slice(-1).map((id) => `?kind=training&id=${id}`),
  ],
  institutionInfo: ({ institutionIds }) => [
    ...institutionIds.training.map((id) => `?kind=training&id=${id}`),
    ...institutionIds.review.map((id) => `?kind=review&id=${id}`),
  ],
  creditSpecify: ({ creditApplicationIds }) => creditApplicationIds.map((id) => `?id=${id}`),
  creditEdit: ({ creditApplicationIds }) => [
    '',
    ...creditApplicationIds.slice(-1).map((id) => `?id=${id}`),
  ],
  creditCheckSpecify: ({ creditReviewIds = [] }) => creditReviewIds.map((id) => `?id=${id}`),
  platCreditCheckSpecify: ({ creditReviewIds = [] }) => creditReviewIds.map((id) => `?id=${id}`),
  qualificationDocument: ({ certificateIds = [] }) => certificateIds.map((id) => `?id=${id}`),
  personnelCertificate: ({ certificateReviewIds = [] }) =>
    certificateReviewIds.map((id) => `?id=${id}`),
  certificatePreview: ({ personnelCertificateIds = [] }) =>
    personnelCertificateIds.map((id) => `?id=${id}`),
  creditApplyupload: ({ creditApplicationIds }) =>
    creditApplicationIds.slice(-1).map((id) => `?id=${id}`),
  projectApply: ({ projectIds = [] }) => [
    LONGEST_PAGE,
    `?${FORM_PARAM}=new`,
    ...projectIds.slice(-1).flatMap((id) => [`?${FORM_PARAM}=${id}`, `?id=${id}`]),
  ],
  projectCheck: ({ projectReviewIds = [] }) => [
    LONGEST_PAGE,
    ...projectReviewIds.map((id) => `${LONGEST_PAGE}&id=${id}`),
  ],
  platProjectCheck: ({ projectReviewIds = [] }) => [
    LONGEST_PAGE,
    ...projectReviewIds.map((id) => `${LONGEST_PAGE}&id=${id}`),
  ],
  historyList: ({ trainingHistoryIds }) => [
    LONGEST_PAGE,
    ...(trainingHistoryIds?.history ?? []).slice(-1).map((id) => `?id=${id}`),
  ],
  historyApply: ({ trainingHistoryIds }) => [
    '',
    ...(trainingHistoryIds?.history ?? []).slice(-1).map((id) => `?id=${id}`),
  ],
  cultivateList: ({ trainingHistoryIds }) => [
    LONGEST_PAGE,
    ...(trainingHistoryIds?.cultivate ?? []).slice(-1).map((id) => `?id=${id}`),
  ],
  cultivateApply: ({ trainingHistoryIds }) => [
    '',
    ...(trainingHistoryIds?.cultivate ?? []).slice(-1).map((id) => `?id=${id}`),
  ],
  trainHistoryCheck: ({ historyReviewIds = [] }) => [
    LONGEST_PAGE,
    ...historyReviewIds.map((id) => `${LONGEST_PAGE}&id=${id}`),
  ],
  traningApply: ({ courseIds = [] }) => [
    LONGEST_PAGE,
    `?${FORM_PARAM}=new`,
    ...courseIds.slice(-1).flatMap((id) => [`?${FORM_PARAM}=${id}`, `?id=${id}`]),
  ],
  courseDocument: ({ courseIds = [] }) => courseIds.slice(-1).map((id) => `?course=${id}`),
  courseCertificate: ({ courseIds = [] }) => courseIds.slice(-1).map((id) => `?course=${id}`),
  courseSessions: ({ runningCourseIds = [] }) =>
    runningCourseIds.map((id) => `${LONGEST_PAGE}&course=${id}`),
  courseCreditUsers: ({ creditCourseIds = [] }) =>
    creditCourseIds.map((id) => `${LONGEST_PAGE}&course=${id}`),
  courseManage: ({ courseIds = [] }) => [
    LONGEST_PAGE,
    ...courseIds.slice(-1).map((id) => `${LONGEST_PAGE}&id=${id}`),
  ],
  courseCheck: ({ courseReviewIds = [] }) => [
    LONGEST_PAGE,
    ...courseReviewIds.map((id) => `${LONGEST_PAGE}&id=${id}`),
  ],
  traningSignUpEdit: ({ signUpIds = [] }) => signUpIds.slice(-1).map((id) => `?id=${id}`),
  entryTraining: ({ signUpCourseIds = [], signUpReviewIds = [] }) => [
    LONGEST_PAGE,
    ...signUpCourseIds
      .slice(0, 1)
      .flatMap((course) => [
        `${LONGEST_PAGE}&course=${course}`,
        ...signUpReviewIds.map((id) => `${LONGEST_PAGE}&course=${course}&id=${id}`),
      ]),
  ],
  usercerditCheck: ({ certificateReviewIds = [] }) => [
    LONGEST_PAGE,
    ...certificateReviewIds.map((id) => `${LONGEST_PAGE}&id=${id}`),
  ],
  trainingRecords: ({ trainingRecordIds = [] }) => [
    LONGEST_PAGE,
    ...trainingRecordIds.map((id) => `${LONGEST_PAGE}&record=${id}`),
  ],
  realnameApplyHistory: ({ applicationIds }) => [
    LONGEST_PAGE,
    ...applicationIds.slice(-1).map((id) => `?${FORM_PARAM}=${id}`),
  ],
};

/** Query parameters that open a page on a record in its dialog (RECORD_QUERIES). */
const DIALOG_PARAMS = ['person', 'application', 'record'];
/** Pages whose `id` opens the record in a dialog over their list (elsewhere: a page). */
const ID_DIALOG_PAGES: ReadonlySet<PageId> = new Set([
  'traningApply',
  'entryTraining',
  'courseCheck',
  'courseManage',
  'usercerditCheck',
  'projectApply',
  'projectCheck',
  'platProjectCheck',
  'historyList',
  'cultivateList',
  'trainHistoryCheck',
]);

/** What opens a dialog on a page: the licence viewer, the first decision, composing. */
const DIALOG_OPENERS: Partial<Record<PageId, (page: Page, texts: OpenerTexts) => Locator[]>> = {
  realnameDetailHistory: (page, texts) => [
    page
      .getByRole('button', { name: startsWith(texts.viewer.preview.replace('{{name}}', '')) })
      .first(),
    page
      .getByRole('group', {
        name: new RegExp(`${texts.realname.reviewActions}|${texts.realname.myActions}`),
      })
      .locator('button:enabled')
      .first(),
  ],
  messageCenter: (page, texts) => [page.getByRole('button', { name: texts.message.compose })],
  userCheck: (page, texts) => [
    page.getByRole('button', { name: texts.person.view, exact: true }).first(),
  ],
  membershipCheck: (page, texts) => [
    page.getByRole('button', { name: texts.membership.view, exact: true }).first(),
  ],
  // Only asks: the reset itself waits for the dialog's confirmation.
  accountManagement: (page, texts) => [
    page.getByRole('button', { name: texts.accounts.reset.action }).first(),
  ],
  managerManage: (page, texts) => [page.getByRole('button', { name: texts.managers.add })],
  // The main account's (every visiting company account is one): its add dialog.
  corporateUser: (page, texts) => [
    page.getByRole('button', { name: texts.companyAccounts.add }),
    // Exact: the role switcher's "Review institution" holds "View" too.
    page.getByRole('button', { name: texts.companyAccounts.view, exact: true }).first(),
  ],
  // The six catalogue pages are one screen: its two entry dialogs are checked once each.
  creditTypesManage: (page, texts) => [
    page.getByRole('button', { name: texts.catalogue.add.type }),
  ],
  creditLevelsManage: (page, texts) => [
    page.getByRole('button', { name: texts.catalogue.add.level }),
  ],
  qualificationManage: (page, texts) => [
    page.getByRole('button', { name: texts.creditCategory.add }),
  ],
  qualificationSpecify: (page, texts) => [
    page.getByRole('button', { name: texts.creditCategory.material.add }),
  ],
  ePeopleManagement: (page, texts) => [
    page.getByRole('button', { name: texts.person.view, exact: true }).first(),
    page.getByRole('button', { name: texts.person.remove, exact: true }).first(),
  ],
};

function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

export interface Visit {
  readonly pageId: PageId;
  readonly url: string;
}

/** The pages with a screen that `role` may open, other than the public ones. */
export function visitsFor(role: RoleCode, records: VisitRecords): Visit[] {
  return PAGE_IDS.filter((id) => {
    const page = pages[id] as { path: string; audience: unknown };
    return screenPageIds.has(id) && page.audience !== 'public' && canOpenPage(id, role);
  }).flatMap((pageId) => {
    const queries = RECORD_QUERIES[pageId]?.(records) ?? [LONGEST_PAGE];
    return queries.map((query) => ({ pageId, url: `${pages[pageId].path}${query}` }));
  });
}

/** Public pages that show nothing of their own: they forward at once (seed §2). */
const FORWARDING_PAGES: ReadonlySet<PageId> = new Set(['authRedirect', 'redirect']);

/**
 * The public pages with a screen (login, register, …, 404, 401), at their own paths; a
 * page whose path takes a parameter (`/verify/:certificateNo`) at the addresses `at` gives
 * it (none: not visited).
 */
export function publicVisits(at: Partial<Record<PageId, readonly string[]>> = {}): Visit[] {
  return PAGE_IDS.filter((id) => {
    const page = pages[id] as { path: string; audience: unknown };
    return screenPageIds.has(id) && page.audience === 'public' && !FORWARDING_PAGES.has(id);
  }).flatMap((pageId) => {
    const { path } = pages[pageId];
    const urls = /[:*]/.test(path) ? (at[pageId] ?? []) : [path];
    return urls.map((url) => ({ pageId, url }));
  });
}

/** Opens the visit's page and checks it is the page asked for, fully loaded. */
/** The page each browser page shows now: another one's route renders only once resolved. */
const shownPage = new WeakMap<Page, PageId>();

export async function openVisit(page: Page, visit: Visit): Promise<void> {
  followRequests(page);
  if (page.url().startsWith('http')) {
    // The app is running: go there as its links do (the router follows history), rather
    // than loading and starting the whole app again for every page.
    const before = await page.title();
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, visit.url);
    // The URL changes at once, but the router shows the old page until the new route's
    // module has resolved (no request to wait for when it is cached): the document title
    // names the page once it is there. Pages sharing a title get a few seconds.
    if (shownPage.get(page) !== visit.pageId) {
      await page
        .waitForFunction((title) => document.title !== title, before, { timeout: 5_000 })
        .catch(() => undefined);
    }
  } else {
    await page.goto(visit.url);
  }
  shownPage.set(page, visit.pageId);
  await settle(page);
  // A refusal or a missing route would leave the page unvisited without anyone noticing.
  const { pathname } = new URL(page.url());
  expect(pathMatches(pages[visit.pageId].path, pathname), `opening ${visit.url}: ${pathname}`).toBe(
    true,
  );
}

/**
 * Opens each of the page's dialogs in turn, runs `inspect` on it, closes it with Escape
 * and runs `closed` (where the focus went is the opener's business). Answers how many
 * dialogs opened.
 */
export async function forEachDialog(
  page: Page,
  visit: Visit,
  texts: OpenerTexts,
  inspect: (dialog: Locator, opener: Locator) => Promise<void>,
  closed: (opener: Locator) => Promise<void> = async () => undefined,
): Promise<number> {
  let opened = 0;
  // A page opened on a record in its dialog (`?person=`) is checked with the dialog open:
  // waited for, since behind an open dialog no opener is there to find.
  const params = new URL(visit.url, 'http://page').searchParams;
  const inDialog =
    DIALOG_PARAMS.some((name) => params.has(name)) ||
    (ID_DIALOG_PAGES.has(visit.pageId) && params.has('id'));
  if (inDialog) {
    await expect(page.getByRole('dialog')).toBeVisible();
    return opened;
  }
  for (const opener of DIALOG_OPENERS[visit.pageId]?.(page, texts) ?? []) {
    // Waits a moment at most: a row re-rendered meanwhile is simply skipped.
    const usable = await opener.isEnabled({ timeout: 1_000 }).catch(() => false);
    if (!(await opener.isVisible()) || !usable) continue;
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settle(page);
    await inspect(dialog, opener);
    opened += 1;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await closed(opener);
  }
  return opened;
}

/** How long a page loaded whole may take to start its app on a busy machine. */
const APP_START_TIMEOUT_MS = 30_000;

/** Nothing loads any more: what the page shows is all there, down to its last chart. */
export async function settle(page: Page): Promise<void> {
  // A signed-in page loaded whole shows the server's frame until its script has run, and
  // asks for that script only after its first paint: the network can be quiet before the app
  // is even requested (under a loaded CI its start outlasted the progress check's wait). A
  // public page starts its script at the reader's first key or tap, not before: it is read
  // as the server drew it, and the app takes it over when the test first presses something.
  if (!isPublicPath(new URL(page.url()).pathname)) {
    await expect(page.locator('html')).toHaveAttribute(PAGE_LOAD.appStartedAttribute, '', {
      timeout: APP_START_TIMEOUT_MS,
    });
  }
  await networkQuiet(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A figure may appear after the first look (its data came later): looked for again until
  // nothing on the page is busy.
  let scrolled = false;
  await expect(async () => {
    scrolled = (await scrollDeferredIntoView(page)) || scrolled;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A figure drawn only once it nears the viewport (the home page's charts) is brought there, as
 * a reader scrolling down would, so that what is checked next is the drawn chart. Whether
 * there was any to bring.
 */
async function scrollDeferredIntoView(page: Page): Promise<boolean> {
  // Scrolled to one by one in the page: each drawn figure drops the mark, so a list of
  // locators taken beforehand would point past the end.
  return page.evaluate(async () => {
    const waiting = [...document.querySelectorAll('[data-awaits-viewport]')];
    for (const figure of waiting) {
      figure.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return waiting.length > 0;
  });
}
