/**
 * Every call of seed §7, one line each, method and path as the seed spells them
 * (`muliti-`, `delte-`, `compay-`, `Couser…` included; `{id}` a path parameter) and in its
 * order. The seed groups some ("GET and POST image point by id", "update-corporateuser-status
 * and muliti version"); they are written out here, one call per line: 134 in all.
 */
export type SeedMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const SEED_CALLS: readonly (readonly [SeedMethod, string])[] = [
  // Auth
  ['POST', '/auth/login'],
  ['GET', '/user/userinfo'],
  ['POST', '/user/logout'],
  ['POST', '/auth/create-corporateAppeal'],

  // Train
  ['GET', '/train/applycourselist'],
  ['POST', '/train/applycourse'],
  ['GET', '/train/entrytraincoursemanagerlist'],
  ['POST', '/train/changedatelist'],
  ['POST', '/train/changedate'],
  ['POST', '/train/auditexamination'],
  ['POST', '/train/muliti-auditexamination'],
  ['POST', '/train/entry-course'],
  ['POST', '/train/entry-course-reg'],
  ['GET', '/train/entrycourse-detail'],
  ['GET', '/train/query-entry-user-detail'],
  ['GET', '/train/query-entryuser-page'],
  ['POST', '/train/create-traincorporate'],
  ['DELETE', '/train/delte-entry-course'],
  ['DELETE', '/train/delete-project'],
  ['PUT', '/train/reset'],
  ['GET', '/train/query-corporatetrain'],
  ['POST', '/train/update-traincorporatestatus'],
  ['GET', '/train/query-applycourse-page'],
  ['PUT', '/train/update-applycourse-status'],
  ['PUT', '/train/muliti-update-applycourse-status'],
  ['PUT', '/train/update-applycourse-switch'],
  ['POST', '/train/clear-certimg'],
  ['GET', '/train/query-entryusercerdit-page'],
  ['GET', '/train/query-person'],
  ['POST', '/train/custome-traindate'],
  ['GET', '/train/get-issuedate'],
  ['POST', '/train/set-issuedate'],

  // User
  ['GET', '/user/user-detail'],
  ['GET', '/user/corporateUser'],
  ['GET', '/user/query-teacherlist'],
  ['GET', '/user/query-assessor-list'],
  ['PUT', '/user/update-usertype'],
  ['GET', '/user/query-userstaff-page'],
  ['GET', '/user/query-corporate-account'],
  ['GET', '/user/query-account-page'],
  ['PUT', '/user/enable-user'],
  ['PUT', '/user/reset-accountpwd'],
  ['POST', '/user/set-mobile-email'],
  ['DELETE', '/user/delete-user'],

  // Course
  ['GET', '/course/course'],
  ['GET', '/course/query-course-page'],
  ['POST', '/course/save-image-point'],
  ['GET', '/course/get-image-point/{id}'],
  ['POST', '/course/create-coursematerial'],
  ['GET', '/course/query-coursematerial-page'],
  ['GET', '/course/query-courseInfo-page'],
  ['GET', '/course/query-applycourseInfo-page'],
  ['POST', '/course/create-course'],
  ['POST', '/course/update-coursestatus'],
  ['GET', '/course/copy'],
  ['POST', '/course/delete-coursestatus'],
  ['GET', '/course/query-creditUser-list'],

  // Credit category (under /credit-category); "GET and POST image point by id" is one path, two methods
  ['POST', '/credit-category/create-credit'],
  ['GET', '/credit-category/image-point/{id}'],
  ['POST', '/credit-category/image-point/{id}'],
  ['POST', '/credit-category/create-creditmaterial'],
  ['GET', '/credit-category/query-credit-page'],
  ['GET', '/credit-category/query-credittype-list'],
  ['GET', '/credit-category/query-creditmaterial-page'],
  ['POST', '/credit-category/update-credit-switch'],
  ['DELETE', '/credit-category/delete-credit'],
  ['DELETE', '/credit-category/delete-creditmaterial'],
  ['DELETE', '/credit-category/delete-coursematerial'],
  ['DELETE', '/credit-category/delete-corporatecredit'],
  ['DELETE', '/credit-category/delete-userapplycourseId'],
  ['DELETE', '/credit-category/delete-userapplycredit'],
  ['POST', '/credit-category/reset-credit'],
  ['GET', '/credit-category/compay-ecert/{id}'],
  ['GET', '/credit-category/compay-person-ecert/{id}'],

  // Qualification (POST unless noted)
  ['POST', '/qualification/CreditTypes'],
  ['POST', '/qualification/CreateCreditType'],
  ['POST', '/qualification/UpdateCreditType'],
  ['POST', '/qualification/DeleteCreditType'],
  ['POST', '/qualification/CreditLevels'],
  ['POST', '/qualification/CreateCreditLevel'],
  ['POST', '/qualification/UpdateCreditLevel'],
  ['POST', '/qualification/DeleteCreditLevel'],
  ['POST', '/qualification/CouserTypes'],
  ['POST', '/qualification/CreateCouserType'],
  ['POST', '/qualification/UpdateCouserType'],
  ['POST', '/qualification/DeleteCouserType'],
  ['POST', '/qualification/CouserLevels'],
  ['POST', '/qualification/CreateCouserLevel'],
  ['POST', '/qualification/UpdateCouserLevel'],
  ['POST', '/qualification/DeleteCouserLevel'],
  ['POST', '/qualification/Copy'],
  ['GET', '/qualification/QLevels'],

  // Corporate, and its v2 calls under /v2
  ['GET', '/corporate/query-corporatetype-list'],
  ['GET', '/corporate/query-corporate-detail'],
  ['GET', '/corporate/query-corporatevip-page'],
  ['POST', '/corporate/reset-uservip'],
  ['POST', '/corporate/update-uservip-enable'],
  ['POST', '/corporate/update-corporatevip'],
  ['GET', '/corporate/export-corporatevip'],
  ['GET', '/corporate/query-applyproject-page'],
  ['GET', '/corporate/query-applyuser-page'],
  ['GET', '/corporate/query-realcorporate-page'],
  ['POST', '/corporate/refresh-sync'],
  ['GET', '/corporate/export-realcorporate'],
  ['GET', '/corporate/export-personcredit'],
  ['GET', '/corporate/query-corporateappeal-page'],
  ['POST', '/corporate/update-corporateappeal'],
  ['GET', '/corporate/query-message-page'],
  ['POST', '/corporate/create-message'],
  ['POST', '/corporate/create-corporatetrain-history'],
  ['GET', '/corporate/query-corporatetrainhistory-list'],
  ['GET', '/v2/query-train-record-last'],
  ['GET', '/v2/query-train-record'],
  ['GET', '/v2/query-train-record-detail'],
  ['PUT', '/v2/train-reset'],

  // Audit; "and -detail", "and muliti version" expanded
  ['GET', '/audit/query-audit-info'],
  ['GET', '/audit/query-auditcorporate-page'],
  ['GET', '/audit/query-auditcorporate-detail'],
  ['POST', '/audit/update-auditcorporate-status'],
  ['POST', '/audit/muliti-update-corporatevip-status'],
  ['GET', '/audit/query-traincorporate-page'],
  ['POST', '/audit/update-corporateproject-status'],
  ['POST', '/audit/muliti-update-corporateproject-status'],
  ['POST', '/audit/update-corporateuser-status'],
  ['POST', '/audit/muliti-update-corporateuser-status'],
  ['POST', '/audit/update-realcorporate-status'],
  ['POST', '/audit/muliti-update-realcorporate-status'],
  ['PUT', '/audit/update-traincorporate-switch'],
  ['PUT', '/audit/update-auditcorporate-switch'],

  // Other
  ['GET', '/log/login-logs'],
  ['GET', '/blacklog/vip-list'],
  ['GET', '/blacklog/train-list'],
  ['GET', '/blacklog/audit-list'],
  ['GET', '/blacklog/plat-list'],
];

/** `GET /train/applycourselist`: how the seed names a call, and how failures name it. */
export const seedCallName = ([method, path]: readonly [SeedMethod, string]) => `${method} ${path}`;

/** The route Fastify registers for it: under /api, `{id}` as `:id`. */
export const routeUrlOf = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
