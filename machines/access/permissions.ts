/**
 * The access table of the API (DESIGN §7.6): "may role R do action A on resource X".
 * Every server route names one permission; most borrow the audience of the page that
 * uses them, so a page and its calls cannot drift apart. Data scoping (a company sees
 * only its own rows) is the handlers' job on top of this. An administrative permission's
 * changes must each leave an admin action row (server/lib/adminAudit.ts refuses to answer
 * otherwise), so marking it here is all a new administrative endpoint needs.
 */
import { canOpenPage, pages, type PageAudience, type PageId } from './pages';
import {
  COMPANY_ROLES,
  MEMBER_COMPANY_ROLE,
  OPERATOR_ROLE,
  PLATFORM_ROLES,
  REVIEW_INSTITUTION_ROLES,
  ROLE_CODES,
  TRAINING_AND_REVIEW_ROLES,
  TRAINING_INSTITUTION_ROLES,
  TRAINEE_ROLE,
  type RoleCode,
} from './roles';

type PermissionAudience = PageAudience | { readonly page: PageId };

/** Changes made under this permission land in the admin action log. */
interface AdministrativeRule {
  readonly audience: PermissionAudience;
  readonly administrative: true;
}

type PermissionRule = PermissionAudience | AdministrativeRule;

const asPage = (page: PageId) => ({ page }) as const;
const administrative = (audience: PermissionAudience) =>
  ({ audience, administrative: true }) as const;

export const permissions = {
  'session.create': 'public',
  'session.captcha': 'public',
  /** Ask for an SMS code (register, reset, appeal, change-mobile). */
  'session.smsCode': 'public',
  /** Create a company account with an SMS code. */
  'session.register': 'public',
  /** Set a new password with an SMS code ("forgot password"). */
  'session.resetPassword': 'public',
  /** The public "forgot account" form: submitting an appeal (an SMS code proves the mobile). */
  'session.appeal': 'public',
  /** Its two images, before there is an appeal: pictures only, rate-limited per IP. */
  'session.appealUpload': 'public',
  /** Whether a certificate number is in force (`/verify/:certificateNo`): rate-limited per IP. */
  'session.verifyCertificate': 'public',
  /** A load balancer's probes (`/api/health`, `/api/ready`): nothing but alive and ready. */
  'service.health': 'public',
  'account.read': 'authenticated',
  'account.logout': 'authenticated',
  'account.switchRole': 'authenticated',
  /**
   * Account settings, the account's own business (DESIGN §9): profile, password, mobile
   * and email, its own sessions. Not administrative: no admin action rows.
   */
  'account.updateProfile': 'authenticated',
  'account.changePassword': 'authenticated',
  'account.changeContact': 'authenticated',
  'account.sessions': 'authenticated',
  /** The account's own messages: read them, mark them read. */
  'message.read': 'authenticated',
  /**
   * Compose to everyone, to role codes or to accounts: the platform roles of DESIGN §9
   * ("platform roles also compose"), which DESIGN §2 defines as 0000 and 0100-0800. The
   * operator (0900) is left out: its remit is accounts, appeals, the login log, settings.
   */
  'message.compose': PLATFORM_ROLES,
  'loginLog.read': asPage('loginLog'),
  /** The audit log of administrative actions, shown with the login log. */
  'adminLog.read': asPage('loginLog'),
  /** Registered accounts and a company's accounts, listed (`accountManagement`). */
  'account.list': asPage('accountManagement'),
  /** Registered accounts: enable or disable, reset a password, change mobile or email. */
  'account.administer': administrative(asPage('accountManagement')),
  /** A company's accounts and one account whole: the company itself, and platform staff. */
  'companyAccount.read': [...COMPANY_ROLES, ...PLATFORM_ROLES, OPERATOR_ROLE],
  /** Adding and disabling a company's staff logins: its main account (checked on top). */
  'companyAccount.manage': asPage('corporateUser'),
  /** Platform staff accounts, listed and read whole (`/managerManage`). */
  'manager.list': asPage('managerManage'),
  /** Platform administrator accounts and their role codes. */
  'manager.administer': administrative(asPage('managerManage')),
  /** The enabled catalogue entries applicants choose from (`QLevels`, `query-credittype-list`). */
  'catalogue.read': 'authenticated',
  /** The dashboard's to-do lists: each answers the queues the caller's role works on. */
  'backlog.read': 'authenticated',
  /**
   * Any record's review history (`audit/query-audit-info`); the record's own detail
   * permission and reach decide on top, record by record.
   */
  'audit.timeline': 'authenticated',
  /** The workflow map's figures and the records behind them (issue 45). */
  'workflowMap.read': asPage('workflowMap'),
  /** Every credit type and level, enabled or not, and their changes (each in the admin log). */
  'creditCatalogue.list': asPage('creditTypesManage'),
  'creditCatalogue.administer': administrative(asPage('creditTypesManage')),
  /** Credit categories: materials, validity, switch and certificate template. */
  'creditCategory.list': asPage('qualificationManage'),
  'creditCategory.administer': administrative(asPage('qualificationManage')),
  /** `Copy`: a type with its levels, of any catalogue the role may also administer. */
  'catalogue.copy': administrative(asPage('qualificationManage')),
  /** The same for course types and levels. */
  'courseCatalogue.list': asPage('courseTypeManage'),
  'courseCatalogue.administer': administrative(asPage('courseTypeManage')),
  /** The same for personnel certificate types and levels. */
  'certificateCatalogue.list': asPage('certificateTypeManage'),
  'certificateCatalogue.administer': administrative(asPage('certificateTypeManage')),
  /** Upload a file; who may then read it is decided by the record that uses it. */
  'file.upload': 'authenticated',
  'file.read': 'authenticated',
  'realname.apply': asPage('realnameApplyHistory'),
  /** One application and its timeline: the owner company or a platform reviewer. */
  'realname.read': asPage('realnameDetailHistory'),
  'realname.review': asPage('realCertification'),
  /**
   * Account appeals: list, detail, approve or reject. Approving changes the account's mobile
   * and email, which is recorded in the admin action log like `account.administer` changes.
   */
  'appeal.review': asPage('corporateAppealCheck'),
  /** A company's roster: add, edit, remove and declare its people (every company code). */
  'people.manage': asPage('ePeopleManagement'),
  /** One person, whole: the owner company, or the staff who verify people. */
  'people.read': [...COMPANY_ROLES, ...PLATFORM_ROLES, OPERATOR_ROLE],
  /** Verifying declared people: platform roles and the operator (DESIGN §2 userCheck). */
  'people.review': asPage('userCheck'),
  /** A member company's membership and its applications (`/vipApply`, `/vipcorporatation`). */
  'membership.apply': asPage('vipApply'),
  /** One application and the levels offered: the member company, or platform reviewers. */
  'membership.read': [MEMBER_COMPANY_ROLE, ...PLATFORM_ROLES],
  /** Deciding on applications, listing and exporting memberships (`membershipCheck`). */
  'membership.review': asPage('membershipCheck'),
  /** Editing, switching and resetting memberships: each change in the admin action log. */
  'membership.administer': administrative(asPage('membershipCheck')),
  /** One company whole, and the kinds of company (`corporateDetail`). */
  'company.read': asPage('corporateDetail'),
  /** A member company's institution applications (`/institutionApply`). */
  'institution.apply': asPage('institutionApply'),
  /** One institution application: the member company, or platform reviewers. */
  'institution.read': [MEMBER_COMPANY_ROLE, ...PLATFORM_ROLES],
  /** Deciding on training-institution applications, and their switch (`trainCredictCheck`). */
  'institution.reviewTraining': asPage('trainCredictCheck'),
  /** Deciding on review-institution applications, and their switch (`enterpriseCredictCheck`). */
  'institution.reviewReview': asPage('enterpriseCredictCheck'),
  /** A training institution's teachers: itself (it names them on courses), and the platform. */
  'institution.teachers': [
    ...TRAINING_INSTITUTION_ROLES,
    ...TRAINING_AND_REVIEW_ROLES,
    ...PLATFORM_ROLES,
  ],
  /** A review institution's assessors: itself (it assigns them), and the platform. */
  'institution.assessors': [
    ...REVIEW_INSTITUTION_ROLES,
    ...TRAINING_AND_REVIEW_ROLES,
    ...PLATFORM_ROLES,
  ],
  /** A member company's credit applications: apply, give materials, withdraw, delete drafts. */
  'credit.apply': asPage('creditApply'),
  /** One credit application: its company, the review institutions, the platform (scoped). */
  'credit.read': [MEMBER_COMPANY_ROLE, ...pages.creditCheck.audience, ...PLATFORM_ROLES],
  /** The first review of credit applications, by the institution each names (`/creditCheck`). */
  'credit.institutionReview': asPage('creditCheck'),
  /** The platform's second review of credit applications (`platCreditCheck`). */
  'credit.platformReview': asPage('platCreditCheck'),
  /** Deciding on credit applications: each level on what is its own (the record decides). */
  'credit.review': [...pages.creditCheck.audience, ...PLATFORM_ROLES],
  /** An approved application's e-certificate: its company and the platform. */
  'credit.certificate': asPage('qualificationDocument'),
  /** A member company's project declarations: declare, withdraw, delete drafts. */
  'project.apply': asPage('projectApply'),
  /** One declaration: its company, the review institutions, the platform (scoped). */
  'project.read': [MEMBER_COMPANY_ROLE, ...pages.projectCheck.audience, ...PLATFORM_ROLES],
  /** The first review of declarations, by the institution each names (`/projectCheck`). */
  'project.institutionReview': asPage('projectCheck'),
  /** The platform's second review of declarations (`platProjectCheck`). */
  'project.platformReview': asPage('platProjectCheck'),
  /** Deciding on declarations: each level on what is its own (the record decides). */
  'project.review': [...pages.projectCheck.audience, ...PLATFORM_ROLES],
  /** A training institution's courses: write, schedule, submit, close sign-up, finish, copy. */
  'course.apply': asPage('traningApply'),
  /** Deciding the moves of running courses' sessions (`trainDateCheck`). */
  'trainingDate.review': asPage('trainDateCheck'),
  /** Sessions of running courses: the institution its own, the platform the moved ones. */
  'trainingDate.read': [...pages.traningApply.audience, ...pages.trainDateCheck.audience],
  /** Reviewing courses: the platform, and the experts of each course's line (`courseCheck`). */
  'course.review': asPage('courseCheck'),
  /** Every institution's courses, drafts too, with the platform's actions (`courseManage`, 0000). */
  'course.manage': asPage('courseManage'),
  /** Copying a course into a draft of its institution: the institution, and `courseManage`. */
  'course.copy': [...pages.traningApply.audience, ...pages.courseManage.audience],
  /**
   * The people a course gave its credit hours to, and their export
   * (`course/query-creditUser-list`): its institution, and `courseManage`.
   */
  'course.creditUsers': [...pages.traningApply.audience, ...pages.courseManage.audience],
  /** Deleting a draft for good: its institution, and `courseManage`. */
  'course.delete': [...pages.traningApply.audience, ...pages.courseManage.audience],
  /** One course: its institution, its reviewers, the platform (scoped by the record). */
  'course.read': [
    ...pages.traningApply.audience,
    ...pages.courseCheck.audience,
    ...pages.courseManage.audience,
  ],
  /** Courses open for sign-up, one's sign-ups, cancelling (`newApply`: companies, trainees). */
  'signUp.apply': asPage('newApply'),
  /** Signing people of the company's roster up (`train/entry-course`). */
  'signUp.company': [MEMBER_COMPANY_ROLE],
  /** Signing oneself up, in one's own name (`train/entry-course-reg`). */
  'signUp.self': [TRAINEE_ROLE],
  /**
   * One sign-up: who signed up, the course's institution, and from the exam on its
   * certificate reviewers (scoped by the record).
   */
  'signUp.read': [
    ...pages.newApply.audience,
    ...pages.entryTraining.audience,
    ...pages.usercerditCheck.audience,
  ],
  /** The institution's sign-up review: its courses' sign-ups, decisions, the sign-up switch. */
  'signUp.review': asPage('entryTraining'),
  /**
   * Personnel certificate review (`usercerditCheck`): issue or reject a passed trainee's
   * certificate (an expert of the course's line, the platform), revoke an issued one.
   */
  'signUp.certificateReview': asPage('usercerditCheck'),
  /**
   * Training records (`trainingRecords`, `personalRecords`): a company's people's trainings
   * and credit hours, an individual's own (scoped by the record).
   */
  'trainingRecord.read': asPage('trainingRecords'),
  /** A member company's training history and cultivation declarations (`historyList`). */
  'trainingHistory.apply': asPage('historyList'),
  /** One declaration: its company, the platform (scoped by the record). */
  'trainingHistory.read': [MEMBER_COMPANY_ROLE, ...PLATFORM_ROLES],
  /** The platform's review of declarations (`trainHistoryCheck`, ours). */
  'trainingHistory.review': asPage('trainHistoryCheck'),
  /** Issued personnel certificates, searched by holder or number (`businessPerson`, 01000). */
  'signUp.businessQuery': asPage('businessPerson'),
  /** Issued certificates, searched by company, code or number (`businessCredit`, 01000). */
  'credit.businessQuery': asPage('businessCredit'),
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissions;

export const PERMISSIONS = Object.keys(permissions) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && value in permissions;
}

function audienceOf(permission: Permission): PermissionAudience {
  const rule: PermissionRule = permissions[permission];
  return typeof rule === 'object' && 'administrative' in rule ? rule.audience : rule;
}

export function isAdministrativePermission(permission: Permission): boolean {
  const rule: PermissionRule = permissions[permission];
  return typeof rule === 'object' && 'administrative' in rule;
}

/** The permissions whose changes must be recorded in the admin action log. */
export const ADMINISTRATIVE_PERMISSIONS = PERMISSIONS.filter(isAdministrativePermission);

export function isPublicPermission(permission: Permission): boolean {
  return audienceOf(permission) === 'public';
}

export function may(permission: Permission, role: RoleCode | undefined): boolean {
  const audience = audienceOf(permission);
  if (audience === 'public') return true;
  if (role === undefined) return false;
  if (audience === 'authenticated') return true;
  if ('page' in audience) return canOpenPage(audience.page, role);
  return audience.includes(role);
}

/** Every role the permission admits: what the access matrix tests enumerate. */
export function rolesWith(permission: Permission): RoleCode[] {
  return ROLE_CODES.filter((role) => may(permission, role));
}
