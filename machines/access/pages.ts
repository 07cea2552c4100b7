/**
 * The access table of pages: every route of the seed (§2) with its role list kept
 * exactly, and DESIGN §2 for the routes whose list the seed does not show. The client
 * router, sidebar, breadcrumb and page title read it; the client adds only the screen
 * and icon of the pages that have one (src/app/routes).
 */
import {
  BUSINESS_QUERY_ROLE,
  COMPANY_ROLES,
  EXPERT_CERTIFICATE_ROLES,
  EXPERT_COURSE_ROLES,
  MEMBER_COMPANY_ROLE,
  OPERATOR_ROLE,
  PLATFORM_ROLES,
  TRAINEE_ROLE,
  type RoleCode,
} from './roles';

/** `public`: no login; `authenticated`: every logged-in account; else a role list. */
export type PageAudience = 'public' | 'authenticated' | readonly RoleCode[];

export interface PageDefinition {
  readonly path: string;
  readonly audience: PageAudience;
  /**
   * The menu group (a page id) this page sits under; its path is a child of the
   * group's path. A string here because page ids derive from this table.
   */
  readonly parent?: string;
  /** Detail pages reached from another page: routed but never in the menu. */
  readonly hidden?: boolean;
  /**
   * A hidden page's place: the pages it is opened from, in order of preference. For a
   * role, the first of them it may open is the hidden page's parent in the breadcrumb,
   * and that page's menu entry is highlighted while the hidden page is open (what
   * vue-element-admin calls `activeMenu`). Page ids, as for `parent`.
   */
  readonly openedFrom?: readonly string[];
  /** Pinned in the tags view. */
  readonly affix?: boolean;
  /**
   * The page's title while its URL names a record (`?id=`): a form page that adds one
   * record or edits another is titled as it does (issue 42), in the breadcrumb too.
   */
  readonly recordTitleKey?: string;
}

const platform = PLATFORM_ROLES;
const platformAndOperator = [...PLATFORM_ROLES, OPERATOR_ROLE] as const;
const superAdmin = ['0000'] as const;
const superAdminAndOperator = ['0000', OPERATOR_ROLE] as const;
const memberCompany = [MEMBER_COMPANY_ROLE] as const;
const courseReviewers = [...PLATFORM_ROLES, ...EXPERT_COURSE_ROLES] as const;
const certificateReviewers = [...PLATFORM_ROLES, ...EXPERT_CERTIFICATE_ROLES] as const;
const signUpReviewers = [
  '2010',
  '2110',
  '2210',
  '2310',
  '2111',
  '2211',
  '2311',
  '2810',
  '2510',
  '2610',
  '2710',
] as const;
const courseApplicants = ['2010', '2011'] as const;
const reviewInstitutions = ['2001', '2101', '2301', '2111', '2311', '2601'] as const;
const traineesAndCompanies = [TRAINEE_ROLE, MEMBER_COMPANY_ROLE] as const;
const recordReaders = [TRAINEE_ROLE, ...COMPANY_ROLES] as const;

/**
 * A page reached from others and never in the menu (a record's detail, a form): its path, who
 * may open it and the pages it is opened from, in order of preference.
 */
const detailPage = <const TPath extends string, const TAudience extends PageAudience>(
  path: TPath,
  audience: TAudience,
  openedFrom: readonly string[],
) => ({ path, audience, hidden: true, openedFrom }) as const;

export const pages = {
  // Public (seed §2 session rules).
  login: { path: '/login', audience: 'public', hidden: true },
  register: { path: '/register', audience: 'public', hidden: true },
  forgetPassword: { path: '/forgetPassword', audience: 'public', hidden: true },
  authRedirect: { path: '/auth-redirect', audience: 'public', hidden: true },
  notFound: { path: '/404', audience: 'public', hidden: true },
  unauthorized: { path: '/401', audience: 'public', hidden: true },
  redirect: { path: '/redirect/*', audience: 'public', hidden: true },
  /** Whether a certificate is in force: what an e-certificate's QR code opens (issue 14). */
  verifyCertificate: { path: '/verify/:certificateNo', audience: 'public', hidden: true },

  dashboard: { path: '/dashboard', audience: 'authenticated', affix: true },

  // System management.
  platSystemManage: { path: '/platSystemManage', audience: superAdminAndOperator },
  qualificationManage: {
    path: '/platSystemManage/qualificationManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  courseManage: {
    path: '/platSystemManage/courseManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  /**
   * Ours (issue 45): every lifecycle drawn from its machine with live figures, for the staff
   * who run the system (under system management, so the super-admin and the operator).
   */
  workflowMap: {
    path: '/platSystemManage/workflowMap',
    audience: superAdminAndOperator,
    parent: 'platSystemManage',
  },
  // A credit category's required materials and certificate template (issue 13).
  qualificationSpecify: {
    path: '/platSystemManage/qualificationSpecify',
    audience: superAdmin,
    parent: 'platSystemManage',
    hidden: true,
    openedFrom: ['qualificationManage'],
  },
  accountManagement: {
    path: '/platSystemManage/accountManagement',
    audience: superAdminAndOperator,
    parent: 'platSystemManage',
  },
  creditTypesManage: {
    path: '/platSystemManage/creditTypesManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  creditLevelsManage: {
    path: '/platSystemManage/creditLevelsManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  certificateTypeManage: {
    path: '/platSystemManage/certificateTypeManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  certificateLevelManage: {
    path: '/platSystemManage/certificateLevelManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  // A personnel certificate level's certificate template (issue 13).
  certificateTemplate: {
    path: '/platSystemManage/certificateTemplate',
    audience: superAdmin,
    parent: 'platSystemManage',
    hidden: true,
    openedFrom: ['certificateLevelManage'],
  },
  // Course types and levels: the seed names their calls (CouserTypes, …) but no page.
  courseTypeManage: {
    path: '/platSystemManage/courseTypeManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },
  courseLevelManage: {
    path: '/platSystemManage/courseLevelManage',
    audience: superAdmin,
    parent: 'platSystemManage',
  },

  // Training review group.
  trainingReview: {
    path: '/trainingReview',
    audience: [...courseReviewers, ...certificateReviewers],
  },
  courseCheck: {
    path: '/trainingReview/courseCheck',
    audience: courseReviewers,
    parent: 'trainingReview',
  },
  usercerditCheck: {
    path: '/trainingReview/usercerditCheck',
    audience: certificateReviewers,
    parent: 'trainingReview',
  },
  /**
   * Ours (issue 41): the platform decides the moves institutions ask of running courses'
   * sessions — it approved the schedule people signed up for.
   */
  trainDateCheck: {
    path: '/trainingReview/trainDateCheck',
    audience: platform,
    parent: 'trainingReview',
  },

  // Company review.
  platCoperationCheck: { path: '/platCoperationCheck', audience: platformAndOperator },
  realCertification: {
    path: '/platCoperationCheck/realCertification',
    audience: platform,
    parent: 'platCoperationCheck',
  },
  membershipCheck: {
    path: '/platCoperationCheck/membershipCheck',
    audience: platform,
    parent: 'platCoperationCheck',
  },
  corporateAppealCheck: {
    path: '/platCoperationCheck/corporateAppealCheck',
    audience: platformAndOperator,
    parent: 'platCoperationCheck',
  },
  platProjectCheck: {
    path: '/platCoperationCheck/projectCheck',
    audience: platform,
    parent: 'platCoperationCheck',
  },
  platCreditCheck: {
    path: '/platCoperationCheck/platCreditCheck',
    audience: platform,
    parent: 'platCoperationCheck',
  },
  userCheck: {
    path: '/platCoperationCheck/userCheck',
    audience: platformAndOperator,
    parent: 'platCoperationCheck',
  },
  /** Ours (issue 16): the platform reviews companies' training history declarations. */
  trainHistoryCheck: {
    path: '/platCoperationCheck/trainHistoryCheck',
    audience: platform,
    parent: 'platCoperationCheck',
  },

  // Institution review.
  platInstitutionalCheck: { path: '/platInstitutionalCheck', audience: platform },
  trainCredictCheck: {
    path: '/platInstitutionalCheck/trainCredictCheck',
    audience: platform,
    parent: 'platInstitutionalCheck',
  },
  enterpriseCredictCheck: {
    path: '/platInstitutionalCheck/enterpriseCredictCheck',
    audience: platform,
    parent: 'platInstitutionalCheck',
  },

  // Member company.
  projectApply: { path: '/projectApply', audience: memberCompany },
  creditApply: { path: '/creditApply', audience: memberCompany },
  /**
   * Ours (issue 41): the company's membership in its menu; the seed's membership pages
   * (/vipApply, /vipcorporatation) are hidden and open from here.
   */
  myMembership: { path: '/myMembership', audience: memberCompany },
  newApply: { path: '/newApply', audience: traineesAndCompanies },
  ePeopleManagement: { path: '/ePeopleManagement', audience: COMPANY_ROLES },
  /** Ours (issue 17): the company's logins, its main account's to manage. */
  corporateUser: { path: '/corporateUser', audience: COMPANY_ROLES },
  trainingRecords: { path: '/trainingRecords', audience: recordReaders },
  personalRecords: { path: '/personalRecords', audience: recordReaders },

  // Training and review institutions.
  entryTraining: { path: '/entryTraining', audience: signUpReviewers },
  traningApply: { path: '/traningApply', audience: courseApplicants },
  projectCheck: { path: '/projectCheck', audience: reviewInstitutions },
  creditCheck: { path: '/creditCheck', audience: reviewInstitutions },

  // Business query (01000 only).
  businessPerson: { path: '/businessPerson', audience: [BUSINESS_QUERY_ROLE] },
  businessCredit: { path: '/businessCredit', audience: [BUSINESS_QUERY_ROLE] },

  // Administration and the account's own pages.
  managerManage: { path: '/managerManage', audience: superAdmin },
  loginLog: { path: '/loginLog', audience: superAdminAndOperator },
  messageCenter: { path: '/messageCenter', audience: 'authenticated' },
  accountSetting: { path: '/accountSetting', audience: 'authenticated' },

  // Hidden detail pages, each open to the roles of the page it is reached from.
  qualificationDocument: detailPage(
    '/qualificationDocument',
    [MEMBER_COMPANY_ROLE, ...PLATFORM_ROLES],
    ['creditApply', 'platCreditCheck'],
  ),
  certificatePreview: detailPage(
    '/certificatePreview',
    [...certificateReviewers, ...traineesAndCompanies],
    ['usercerditCheck', 'personalRecords'],
  ),
  creditCheckSpecify: detailPage('/creditCheckSpecify', reviewInstitutions, ['creditCheck']),
  creditEdit: detailPage('/creditEdit', memberCompany, ['creditApply']),
  newPerson: {
    path: '/newPerson',
    audience: COMPANY_ROLES,
    hidden: true,
    openedFrom: ['ePeopleManagement'],
    recordTitleKey: 'person.editTitle',
  },
  vipcorporatation: detailPage('/vipcorporatation', memberCompany, ['vipApply', 'myMembership']),
  vipCorporateInfo: {
    path: '/vipcorporatation/vipCorporateInfo',
    audience: memberCompany,
    hidden: true,
    parent: 'vipcorporatation',
  },
  vipApply: detailPage('/vipApply', memberCompany, ['myMembership', 'dashboard']),
  // Ours (issue 12): one company whole, for the staff who review its applications.
  corporateDetail: {
    path: '/corporateDetail',
    audience: platformAndOperator,
    hidden: true,
    openedFrom: [
      'realCertification',
      'membershipCheck',
      'userCheck',
      'trainCredictCheck',
      'enterpriseCredictCheck',
    ],
  },
  // Ours (DESIGN §9 "applying"): a member company applies to become an institution.
  institutionApply: detailPage('/institutionApply', memberCompany, ['dashboard']),
  institutionForm: {
    path: '/institutionApply/form',
    audience: memberCompany,
    hidden: true,
    parent: 'institutionApply',
  },
  institutionInfo: {
    path: '/institutionApply/detail',
    audience: memberCompany,
    hidden: true,
    parent: 'institutionApply',
  },
  creditApplyupload: detailPage('/creditApplyupload', memberCompany, ['creditApply']),
  creditSpecify: detailPage('/creditSpecify', memberCompany, ['creditApply']),
  realnameApplyHistory: detailPage('/realnameApply/history', memberCompany, ['dashboard']),
  realnameDetailHistory: detailPage(
    '/realnameDetail/history',
    [MEMBER_COMPANY_ROLE, ...PLATFORM_ROLES],
    ['realCertification', 'realnameApplyHistory'],
  ),
  traningSignUp: detailPage('/traningSignUp', traineesAndCompanies, ['newApply']),
  traningSignUpEdit: detailPage('/traningSignUpEdit', traineesAndCompanies, ['newApply']),
  courseDocument: detailPage('/courseDocument', courseApplicants, ['traningApply']),
  // Not a seed route: the seed names the course's template calls (`course/save-image-point`)
  // but no page; DESIGN §9 puts the template points with the course application.
  courseCertificate: detailPage('/courseCertificate', courseApplicants, ['traningApply']),
  // Not a seed route: the seed names the call (`course/query-creditUser-list`) but no page;
  // it lists the people a course gave its credit hours to, from the course lists.
  /** Ours (issue 41): a running course's sessions — moved, added — opened from its row. */
  courseSessions: detailPage('/courseSessions', courseApplicants, ['traningApply']),
  courseCreditUsers: detailPage(
    '/courseCreditUsers',
    [...courseApplicants, ...superAdmin],
    ['traningApply', 'courseManage'],
  ),
  // Not a seed route: the seed names the institution's date change calls
  // (`train/changedatelist`) but no page; DESIGN §9 puts them with /entryTraining.
  dateChangeList: detailPage('/entryTraining/dateChanges', signUpReviewers, ['entryTraining']),
  personnelCertificate: detailPage('/personnelCertificate', certificateReviewers, [
    'usercerditCheck',
  ]),
  trainCredictSpecify: detailPage('/trainCredictSpecify', platform, ['trainCredictCheck']),
  enterpriseCredictSpecify: detailPage('/enterpriseCredictSpecify', platform, [
    'enterpriseCredictCheck',
  ]),
  platCreditCheckSpecify: detailPage('/platCreditCheckSpecify', platform, ['platCreditCheck']),
  historyList: detailPage('/historyList', memberCompany, ['trainingRecords']),
  historyApply: detailPage('/historyApply', memberCompany, ['historyList']),
  cultivateList: detailPage('/cultivateList', memberCompany, ['trainingRecords']),
  cultivateApply: detailPage('/cultivateApply', memberCompany, ['cultivateList']),
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof pages;

export const PAGE_IDS = Object.keys(pages) as PageId[];

export function pageDefinition(id: PageId): PageDefinition {
  return pages[id];
}

/** i18n key of a page's title (convention §7.7). */
export function pageTitleKey(id: PageId, { record = false }: { record?: boolean } = {}): string {
  const { recordTitleKey } = pages[id] as PageDefinition;
  return record && recordTitleKey ? recordTitleKey : `route.${id}`;
}

/**
 * May an account in `role` (undefined when anonymous) open the page? A child page is
 * open only when its parent group is open too (seed §6: children are filtered likewise).
 */
export function canOpenPage(id: PageId, role: RoleCode | undefined): boolean {
  const page: PageDefinition = pages[id];
  if (page.parent && !canOpenPage(page.parent as PageId, role)) return false;
  if (page.audience === 'public') return true;
  if (role === undefined) return false;
  if (page.audience === 'authenticated') return true;
  return page.audience.includes(role);
}

/** The roles that may open a page (every role for `authenticated` pages). */
export function pageRoles(id: PageId, allRoles: readonly RoleCode[]): RoleCode[] {
  return allRoles.filter((role) => canOpenPage(id, role));
}

/**
 * Whether a location's path is a page's path: `/*` at the end takes any rest, a `:name`
 * segment any one non-empty segment (react-router's own patterns, as the route table uses).
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, index) =>
      part.startsWith(':') ? (given[index] ?? '') !== '' : part === given[index],
    )
  );
}

export function isPublicPath(pathname: string): boolean {
  return PAGE_IDS.some((id) => {
    const page: PageDefinition = pages[id];
    return page.audience === 'public' && pathMatches(page.path, pathname);
  });
}

/**
 * Whether a signed-in visitor opening `pathname` sees the signed-in frame (the home
 * address, or a page that is not public): the server answers such a page load with the
 * frame drawn, and the session gate draws it until the session is known.
 */
export function isSignedInFramePath(pathname: string): boolean {
  return (
    pathname === '/' ||
    PAGE_IDS.some((id) => {
      const page: PageDefinition = pages[id];
      return page.audience !== 'public' && pathMatches(page.path, pathname);
    })
  );
}
