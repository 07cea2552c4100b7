/**
 * What `npm run bench:api` measures: every list and detail endpoint of the API, each read by
 * an account whose role may read it, on the large data set. Declared once here; bench/api.ts
 * captures each one's SQL from the API and measures it beside that SQL run bare
 * (bench/sqlReference.ts). tests/unit/benchTargets.test.ts keeps the table whole: every GET
 * route of docs/access-matrix.md is a target or excluded below with its reason.
 *
 * A detail target names the list it reads its row from (`rowFrom`): `{field}` in its path
 * is that list's first row's field, so details read rows the seed really holds.
 */

/** The signed-in accounts of the benchmark (bench/support/apiData.ts makes their sessions). */
export type BenchReader =
  | 'reviewer'
  | 'superAdmin'
  | 'company'
  | 'businessQuery'
  | 'signUpInstitution'
  | 'reviewInstitution'
  | 'trainee';

export interface BenchTarget {
  readonly name: string;
  readonly label: string;
  readonly as: BenchReader;
  readonly path: string;
  /** A POST of this JSON body (the seed's lists under /api/qualification are POSTs). */
  readonly body?: unknown;
  /**
   * The list target whose first row fills `{field}` placeholders in `path`; a few ids are
   * prepared instead (`{creditCourseId}`, `{institutionCourseId}`: bench/support/apiData.ts).
   */
  readonly rowFrom?: string;
  /** A ceiling on the API's p99 an issue sets, besides the ratio to the reference (ms). */
  readonly p99Ms?: number;
}

const PAGE = 'pageIndex=1&pageSize=10';
const FIRST_PAGE = { pageIndex: 1, pageSize: 10 };
/** Issue 45: the whole map of one lifecycle on the large seed, at p99. */
const WHOLE_MAP_P99_MS = 100;
/** A period holding every record's every step. */
const ALL_TIME = 'from=2000-01-01&to=2099-12-31';

export const BENCH_TARGETS: readonly BenchTarget[] = [
  // The platform reviewer (0100): queues, details and the dashboard.
  {
    name: 'userInfo',
    label: 'the signed-in account (userinfo)',
    as: 'reviewer',
    path: '/api/user/userinfo',
  },
  { name: 'profile', label: 'own profile', as: 'reviewer', path: '/api/user/profile' },
  { name: 'sessions', label: 'own sessions', as: 'reviewer', path: '/api/user/sessions' },
  {
    name: 'realnameReview',
    label: 'real-name applications, status=1 page 1',
    as: 'reviewer',
    path: `/api/corporate/query-realcorporate-page?status=1&${PAGE}`,
  },
  {
    name: 'realnameDeepPage',
    label: 'real-name applications page 5000',
    as: 'reviewer',
    path: '/api/corporate/query-realcorporate-page?pageIndex=5000&pageSize=10',
  },
  {
    name: 'realnameDetail',
    label: 'a real-name application',
    as: 'reviewer',
    path: '/api/corporate/query-realcorporate-detail?id={id}',
    rowFrom: 'realnameReview',
  },
  {
    name: 'companyDetail',
    label: 'a company',
    as: 'reviewer',
    path: '/api/corporate/query-corporate-detail?id={corporateId}',
    rowFrom: 'realnameReview',
  },
  {
    name: 'corporateTypes',
    label: 'company types',
    as: 'reviewer',
    path: '/api/corporate/query-corporatetype-list',
  },
  {
    name: 'peopleReview',
    label: 'people to verify, status=1 page 1',
    as: 'reviewer',
    path: `/api/corporate/query-applyuser-page?status=1&${PAGE}`,
  },
  {
    name: 'personDetail',
    label: 'a person',
    as: 'reviewer',
    path: '/api/user/query-userstaff-detail?id={id}',
    rowFrom: 'peopleReview',
  },
  {
    name: 'vipReview',
    label: 'membership applications, status=1 page 1',
    as: 'reviewer',
    path: `/api/corporate/query-vipapply-page?status=1&${PAGE}`,
  },
  {
    name: 'vipDetail',
    label: 'a membership application',
    as: 'reviewer',
    path: '/api/corporate/query-vipapply-detail?id={id}',
    rowFrom: 'vipReview',
  },
  {
    name: 'vipLevels',
    label: 'membership levels',
    as: 'reviewer',
    path: '/api/corporate/query-viplevel-list',
  },
  {
    name: 'members',
    label: 'memberships page 1',
    as: 'reviewer',
    path: `/api/corporate/query-corporatevip-page?${PAGE}`,
  },
  {
    name: 'institutionReview',
    label: 'institution applications, status=1 page 1',
    as: 'reviewer',
    path: `/api/audit/query-auditcorporate-page?status=1&${PAGE}`,
  },
  {
    name: 'institutionDetail',
    label: 'an institution application',
    as: 'reviewer',
    path: '/api/audit/query-auditcorporate-detail?id={id}',
    rowFrom: 'institutionReview',
  },
  {
    name: 'trainingReview',
    label: 'training-institution applications, status=1 page 1',
    as: 'reviewer',
    path: `/api/audit/query-traincorporate-page?status=1&${PAGE}`,
  },
  {
    name: 'trainingInstitutionDetail',
    label: 'a training-institution application',
    as: 'reviewer',
    path: '/api/train/query-corporatetrain?id={id}',
    rowFrom: 'trainingReview',
  },
  {
    name: 'creditReview',
    label: 'credit applications at the platform, status=3 page 1',
    as: 'reviewer',
    path: `/api/credit-category/query-plat-corporatecredit-page?status=3&${PAGE}`,
  },
  {
    name: 'creditDetail',
    label: 'a credit application',
    as: 'reviewer',
    path: '/api/credit-category/query-corporatecredit-detail?id={id}',
    rowFrom: 'creditReview',
  },
  {
    name: 'projectReview',
    label: 'project declarations at the platform, status=3 page 1',
    as: 'reviewer',
    path: `/api/corporate/query-applyproject-page?status=3&${PAGE}`,
  },
  {
    name: 'projectDetail',
    label: 'a project declaration',
    as: 'reviewer',
    path: '/api/corporate/query-applyproject-detail?id={id}',
    rowFrom: 'projectReview',
  },
  {
    name: 'projectTimeline',
    label: "a project declaration's timeline",
    as: 'reviewer',
    path: '/api/audit/query-audit-info?kind=projectApplication&id={id}',
    rowFrom: 'projectReview',
  },
  {
    name: 'historyReview',
    label: 'training declarations at the platform page 1',
    as: 'reviewer',
    path: `/api/corporate/query-check-corporatetrainhistory-page?${PAGE}`,
  },
  {
    name: 'historyDetail',
    label: 'a training declaration',
    as: 'reviewer',
    path: '/api/corporate/query-corporatetrainhistory-detail?id={id}',
    rowFrom: 'historyReview',
  },
  {
    name: 'courseReview',
    label: 'courses waiting for review, status=1 page 1',
    as: 'reviewer',
    path: `/api/course/query-applycourseInfo-page?status=1&${PAGE}`,
  },
  {
    name: 'courseDetail',
    label: 'a course',
    as: 'reviewer',
    path: '/api/course/course?id={id}',
    rowFrom: 'courseReview',
  },
  {
    name: 'courseMaterials',
    label: "a course's materials page 1",
    as: 'reviewer',
    path: `/api/course/query-coursematerial-page?courseId={id}&${PAGE}`,
    rowFrom: 'courseReview',
  },
  {
    name: 'courseCertificatePoints',
    label: "a course's certificate template",
    as: 'reviewer',
    path: '/api/course/get-image-point/{id}',
    rowFrom: 'courseReview',
  },
  {
    name: 'sessionMoves',
    label: 'session moves asked (trainDateCheck) page 1',
    as: 'reviewer',
    path: `/api/train/query-traindate-page?${PAGE}`,
  },
  {
    name: 'certificateReview',
    label: 'personnel certificates to review page 1',
    as: 'reviewer',
    path: `/api/train/query-entryusercerdit-page?${PAGE}`,
  },
  {
    name: 'appeals',
    label: 'account appeals page 1',
    as: 'reviewer',
    path: `/api/corporate/query-corporateappeal-page?${PAGE}`,
  },
  {
    name: 'appealDetail',
    label: 'an account appeal',
    as: 'reviewer',
    path: '/api/corporate/query-corporateappeal-detail?id={id}',
    rowFrom: 'appeals',
  },
  {
    name: 'messages',
    label: "the reviewer's messages page 1 (a deep inbox)",
    as: 'reviewer',
    path: `/api/corporate/query-message-page?${PAGE}`,
  },
  {
    name: 'creditTypeList',
    label: 'credit types for pickers',
    as: 'reviewer',
    path: '/api/credit-category/query-credittype-list',
  },
  {
    name: 'levelsOfType',
    label: 'the levels of a credit type',
    as: 'reviewer',
    path: '/api/qualification/QLevels?typeId={id}',
    rowFrom: 'creditTypeList',
  },
  {
    name: 'companyAccountsOfCompany',
    label: "a company's accounts, read by the platform",
    as: 'reviewer',
    path: `/api/user/corporateUser?corporateId={corporateId}&${PAGE}`,
    rowFrom: 'realnameReview',
  },
  {
    name: 'backlog',
    label: "the reviewer's to-do list (blacklog/plat-list)",
    as: 'reviewer',
    path: '/api/blacklog/plat-list',
  },
  {
    name: 'auditBacklog',
    label: 'the to-do list (blacklog/audit-list)',
    as: 'reviewer',
    path: '/api/blacklog/audit-list',
  },
  {
    name: 'trainBacklog',
    label: 'the to-do list (blacklog/train-list)',
    as: 'reviewer',
    path: '/api/blacklog/train-list',
  },
  {
    name: 'vipBacklog',
    label: 'the to-do list (blacklog/vip-list)',
    as: 'reviewer',
    path: '/api/blacklog/vip-list',
  },
  {
    name: 'charts',
    label: "the reviewer's dashboard charts",
    as: 'reviewer',
    path: '/api/dashboard/charts',
  },

  // The super-administrator (0000): catalogues, accounts, logs, every institution's courses.
  ...(
    [
      ['creditTypes', 'credit types', 'CreditTypes'],
      ['creditLevels', 'credit levels', 'CreditLevels'],
      ['courseTypes', 'course types', 'CouserTypes'],
      ['courseLevels', 'course levels', 'CouserLevels'],
      ['certificateTypes', 'certificate types', 'CertificateTypes'],
      ['certificateLevels', 'certificate levels', 'CertificateLevels'],
    ] as const
  ).map(([name, label, path]): BenchTarget => ({
    name,
    label: `${label} page 1`,
    as: 'superAdmin',
    path: `/api/qualification/${path}`,
    body: FIRST_PAGE,
  })),
  {
    name: 'certificateTemplate',
    label: "a certificate type's template",
    as: 'superAdmin',
    path: '/api/qualification/certificate-template/{id}',
    rowFrom: 'certificateTypes',
  },
  {
    name: 'creditCategories',
    label: 'credit categories page 1',
    as: 'superAdmin',
    path: `/api/credit-category/query-credit-page?${PAGE}`,
  },
  {
    name: 'creditMaterials',
    label: "a credit category's materials page 1",
    as: 'superAdmin',
    path: `/api/credit-category/query-creditmaterial-page?categoryId={id}&${PAGE}`,
    rowFrom: 'creditCategories',
  },
  {
    name: 'creditCertificatePoints',
    label: "a credit category's certificate template",
    as: 'superAdmin',
    path: '/api/credit-category/image-point/{id}',
    rowFrom: 'creditCategories',
  },
  {
    name: 'allCourses',
    label: 'every institution’s courses (courseManage) page 1',
    as: 'superAdmin',
    path: `/api/course/query-all-course-page?${PAGE}`,
  },
  {
    name: 'creditUsers',
    label: 'who earned a course’s credit hours page 1',
    as: 'superAdmin',
    path: `/api/course/query-creditUser-list?courseId={creditCourseId}&${PAGE}`,
  },
  {
    name: 'accounts',
    label: 'every account page 1',
    as: 'superAdmin',
    path: `/api/user/query-account-page?${PAGE}`,
  },
  {
    name: 'corporateAccount',
    label: "a company's main account",
    as: 'superAdmin',
    path: '/api/user/query-corporate-account?corporateId={corporateId}',
    rowFrom: 'realnameReview',
  },
  {
    name: 'managers',
    label: 'platform staff page 1',
    as: 'superAdmin',
    path: `/api/user/query-manager-page?${PAGE}`,
  },
  {
    name: 'managerDetail',
    label: 'a platform staff account',
    as: 'superAdmin',
    path: '/api/user/query-manager-detail?id={id}',
    rowFrom: 'managers',
  },
  {
    name: 'loginLogs',
    label: 'the login log page 1',
    as: 'superAdmin',
    path: `/api/log/login-logs?${PAGE}`,
  },
  {
    name: 'adminActions',
    label: 'the admin action log page 1',
    as: 'superAdmin',
    path: `/api/log/admin-actions?${PAGE}`,
  },
  // The workflow map (issue 45) over all time: the heaviest period there is.
  {
    name: 'workflowMap',
    label: 'the workflow map of real-name applications, all time',
    as: 'superAdmin',
    path: `/api/workflow-map?lifecycle=realname&${ALL_TIME}`,
    p99Ms: WHOLE_MAP_P99_MS,
  },
  {
    name: 'workflowMapState',
    label: 'the real-name applications a map state holds, page 1',
    as: 'superAdmin',
    path: `/api/workflow-map/records?lifecycle=realname&${ALL_TIME}&status=1&${PAGE}`,
  },
  {
    name: 'workflowMapTransition',
    label: 'the real-name applications that took a map transition, page 1',
    as: 'superAdmin',
    path: `/api/workflow-map/records?lifecycle=realname&${ALL_TIME}&fromCode=1&toCode=2&event=APPROVE&${PAGE}`,
  },
  {
    name: 'workflowMapSignUps',
    label: 'the workflow map of sign-ups (the largest lifecycle), all time',
    as: 'superAdmin',
    path: `/api/workflow-map?lifecycle=signUp&${ALL_TIME}`,
    p99Ms: WHOLE_MAP_P99_MS,
  },
  {
    name: 'workflowMapSignUpsOfLine',
    label: "the workflow map of one business line's sign-ups, all time",
    as: 'superAdmin',
    path: `/api/workflow-map?lifecycle=signUp&businessLine=2&${ALL_TIME}`,
  },
  {
    name: 'workflowMapInstitutions',
    label: 'the training institutions the map narrows to, found by part of a name',
    as: 'superAdmin',
    path: `/api/workflow-map/institutions?lifecycle=signUp&keyword=${encodeURIComponent('科技')}&pageSize=20`,
  },
  {
    name: 'smsOutbox',
    label: 'the SMS outbox page 1',
    as: 'superAdmin',
    path: `/api/log/sms-outbox?${PAGE}`,
  },

  // A large-seed company's admin (2000): its own lists and forms' pickers.
  {
    name: 'roster',
    label: "a company's roster page 1",
    as: 'company',
    path: `/api/user/query-userstaff-page?${PAGE}`,
  },
  {
    name: 'rosterPicker',
    label: "a company's people for pickers",
    as: 'company',
    path: `/api/train/query-person?${PAGE}`,
  },
  {
    name: 'myRealname',
    label: "a company's real-name applications",
    as: 'company',
    path: `/api/corporate/query-my-realcorporate-page?${PAGE}`,
  },
  {
    name: 'myMembership',
    label: "a company's membership",
    as: 'company',
    path: '/api/corporate/query-my-vip',
  },
  {
    name: 'myVipApplications',
    label: "a company's membership applications",
    as: 'company',
    path: `/api/corporate/query-my-vipapply-page?${PAGE}`,
  },
  {
    name: 'myInstitution',
    label: "a company's institution standing",
    as: 'company',
    path: '/api/corporate/query-my-institution',
  },
  {
    name: 'myInstitutionApplications',
    label: "a company's institution applications",
    as: 'company',
    path: `/api/corporate/query-my-institutionapply-page?${PAGE}`,
  },
  {
    name: 'creditApplications',
    label: "a company's credit applications page 1",
    as: 'company',
    path: `/api/credit-category/query-my-corporatecredit-page?${PAGE}`,
  },
  {
    name: 'offeredCredit',
    label: 'the credit categories a company may apply for',
    as: 'company',
    path: '/api/credit-category/query-offered-credit-list',
  },
  {
    name: 'reviewInstitutions',
    label: "a credit category's reviewing institutions",
    as: 'company',
    path: '/api/credit-category/query-review-institutions?categoryId={id}',
    rowFrom: 'creditCategories',
  },
  {
    name: 'projects',
    label: "a company's project declarations page 1",
    as: 'company',
    path: `/api/corporate/query-my-applyproject-page?${PAGE}`,
  },
  {
    name: 'projectInstitutions',
    label: 'the institutions a project may go to',
    as: 'company',
    path: '/api/corporate/query-project-institutions',
  },
  {
    name: 'trainingHistories',
    label: "a company's past training declarations page 1",
    as: 'company',
    path: `/api/corporate/query-corporatetrainhistory-list?kind=history&${PAGE}`,
  },
  {
    name: 'signUps',
    label: "a company's training sign-ups page 1",
    as: 'company',
    path: `/api/train/query-applycourse-page?${PAGE}`,
  },
  {
    name: 'signUpDetail',
    label: 'a training sign-up',
    as: 'company',
    path: '/api/train/entrycourse-detail?id={id}',
    rowFrom: 'signUps',
  },
  {
    name: 'openCourses',
    label: 'courses open for sign-up page 1',
    as: 'company',
    path: `/api/course/query-courseInfo-page?${PAGE}`,
  },
  {
    name: 'applicableCourses',
    label: 'the courses a company may apply to (train/applycourselist)',
    as: 'company',
    path: '/api/train/applycourselist',
  },
  {
    name: 'trainingRecords',
    label: "a company's people's training records page 1",
    as: 'company',
    path: `/api/v2/query-train-record?${PAGE}`,
  },
  {
    name: 'trainingRecordDetail',
    label: 'a training record',
    as: 'company',
    path: '/api/v2/query-train-record-detail?id={id}',
    rowFrom: 'trainingRecords',
  },
  {
    name: 'traineeSummaries',
    label: "a company's roster with hours per year page 1",
    as: 'company',
    path: `/api/v2/query-train-record-last?${PAGE}`,
  },
  {
    name: 'companyAccounts',
    label: "a company's accounts page 1",
    as: 'company',
    path: `/api/user/corporateUser?${PAGE}`,
  },
  {
    name: 'accountDetail',
    label: "one of a company's accounts",
    as: 'company',
    path: '/api/user/user-detail?id={id}',
    rowFrom: 'companyAccounts',
  },

  // The business query (01000): issued certificates of every company.
  {
    name: 'certificates',
    label: 'issued certificates (business query) page 1',
    as: 'businessQuery',
    path: `/api/credit-category/query-business-credit-page?${PAGE}`,
  },
  {
    name: 'personnelCertificates',
    label: 'issued personnel certificates (business query) page 1',
    as: 'businessQuery',
    path: `/api/train/query-business-person-page?${PAGE}`,
  },

  // The demo training institution reviewing sign-ups (2010).
  {
    name: 'dateChanges',
    label: "a training institution's date change requests page 1",
    as: 'signUpInstitution',
    path: '/api/train/changedatelist',
    body: FIRST_PAGE,
  },
  {
    name: 'signUpCourses',
    label: "a training institution's courses with sign-ups page 1",
    as: 'signUpInstitution',
    path: `/api/train/entrytraincoursemanagerlist?${PAGE}`,
  },
  {
    name: 'courseSignUps',
    label: "a course's sign-ups page 1",
    as: 'signUpInstitution',
    path: `/api/train/query-entryuser-page?courseId={institutionCourseId}&${PAGE}`,
  },
  {
    name: 'courseSignUpDetail',
    label: 'a sign-up, read by its institution',
    as: 'signUpInstitution',
    path: '/api/train/query-entry-user-detail?id={id}',
    rowFrom: 'courseSignUps',
  },
  {
    name: 'issueDate',
    label: "a course's certificate issue date",
    as: 'signUpInstitution',
    path: '/api/train/get-issuedate?id={id}',
    rowFrom: 'signUpCourses',
  },
  {
    name: 'ownCourses',
    label: "a training institution's courses page 1",
    as: 'signUpInstitution',
    path: `/api/course/query-course-page?${PAGE}`,
  },
  {
    name: 'courseChoices',
    label: "a course form's choices",
    as: 'signUpInstitution',
    path: '/api/course/query-course-choices',
  },
  {
    name: 'teachers',
    label: "a training institution's teachers",
    as: 'signUpInstitution',
    path: '/api/user/query-teacherlist',
  },

  // A reviewing institution (2101): its project and credit queues.
  {
    name: 'institutionProjects',
    label: "an institution's project declarations to review page 1",
    as: 'reviewInstitution',
    path: `/api/corporate/query-check-applyproject-page?${PAGE}`,
  },
  {
    name: 'institutionCredit',
    label: "an institution's credit applications to review page 1",
    as: 'reviewInstitution',
    path: `/api/credit-category/query-check-corporatecredit-page?${PAGE}`,
  },
  {
    name: 'assessors',
    label: "an institution's assessors",
    as: 'reviewInstitution',
    path: '/api/user/query-assessor-list',
  },

  // A trainee (1000): their own identity and sign-ups.
  {
    name: 'selfIdentity',
    label: "a trainee's own identity",
    as: 'trainee',
    path: '/api/train/self-identity',
  },
];

/** GET routes that are not pages to read, each with why it is not a target. */
export const NOT_BENCH_TARGETS: Readonly<Record<string, string>> = {
  '/api/auth/captcha': 'makes a captcha picture: measured by bench/drawing.ts',
  '/api/health': 'a liveness probe, no data',
  '/api/ready': 'a readiness probe, no data',
  '/api/test/captcha/:captchaId': 'test mode only',
  '/api/test/outbox': 'test mode only',
  '/api/files/:id': 'an uploaded file, streamed from storage',
  '/api/course/copy': 'a new draft copied from a course: a write',
  '/api/credit-category/compay-ecert/:id':
    'a certificate picture: bench/drawing.ts and the cached-view figure',
  '/api/credit-category/compay-person-ecert/:id':
    'a certificate picture: bench/drawing.ts and the cached-view figure',
  '/api/credit-category/verify-ecert/:certificateNo': 'a certificate picture for the public check',
  '/api/corporate/export-corporatevip':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/corporate/export-personcredit':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/corporate/export-realcorporate':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/course/export-creditUser-list':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/credit-category/export-corporatecredit':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/log/export-login-logs':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/train/export-entryuser':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/train/export-entryusercerdit':
    'a spreadsheet of every row asked for: grows with the data by design',
  '/api/user/userstaff-import-template': 'a fixed spreadsheet template, no data',
};

/** The route a target calls, as the access matrix spells it (`:id` for a path parameter). */
export function routeOf(target: BenchTarget): string {
  const [path = ''] = target.path.split('?');
  return path.replace(/\{[A-Za-z]+\}/g, ':id');
}
