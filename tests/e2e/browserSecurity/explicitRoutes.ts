/**
 * What the OpenAPI document cannot tell the browser suite, route by route: bodies that
 * must point at a record, writes without a JSON body, headers that are kept, routes whose
 * every text field is a fixed format, and fields no screen shows yet. A write route with
 * free-text fields that is in none of these lists gets placeholder values; if nothing of
 * it is stored that way, the suite fails and names it.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { StoredFileInfo } from '../../../machines/contracts';
import { COMPANY, SUPER_ADMIN, type DemoApi } from './demoApi';
import type { AppealRecords } from './appealRecords';
import { COURSE_ROUTES, SESSION_ROUTES, type CourseRecords } from './courseRecords';
import { SIGN_UP_ROUTES, type SignUpRecords } from './signUpRecords';
import { CREDIT_ROUTES, type CreditRecords } from './creditRecords';
import { HISTORY_ROUTES, type HistoryRecords } from './historyRecords';
import { PROJECT_ROUTES, type ProjectRecords } from './projectRecords';
import { INSTITUTION_ROUTES, type InstitutionRecords } from './institutionRecords';
import type { MembershipRecords } from './membershipRecords';
import type { PeopleRecords } from './peopleRecords';
import { idAndVersion, SAVE_PATH, type RealnameRecords } from './realnameRecords';

/** One payload a route accepted into a field, and the text a page should show for it. */
export interface StoredText {
  readonly route: string;
  readonly field: string;
  readonly payload: string;
  readonly shown: string;
}

/** The body (and path, for routes with parameters) before a field gets its payload. */
export type Preparer = () => Promise<{ readonly body: unknown; readonly path?: string }>;

export interface Records {
  readonly realname: RealnameRecords;
  readonly appeals: AppealRecords;
  readonly people: PeopleRecords;
  readonly membership: MembershipRecords;
  readonly institutions: readonly InstitutionRecords[];
  readonly credit: CreditRecords;
  readonly projects: ProjectRecords;
  readonly histories: HistoryRecords;
  readonly courses: CourseRecords;
  readonly signUps: SignUpRecords;
}

let accountsMade = 0;

export function recordPreparers(
  api: DemoApi,
  {
    realname,
    appeals,
    people,
    membership,
    institutions,
    credit,
    projects,
    histories,
    courses,
    signUps,
  }: Records,
) {
  const editable = async () => ({ body: idAndVersion(await realname.editable()) });
  const pending = async () => idAndVersion(await realname.pending());
  const preparers: Record<string, Preparer> = {
    'POST /api/corporate/save-realcorporate': editable,
    'POST /api/corporate/submit-realcorporate': editable,
    // RETURN takes a comment and leaves the application open for the next round.
    'POST /api/audit/update-realcorporate-status': async () => ({
      body: { ...(await pending()), event: 'RETURN' },
    }),
    'POST /api/audit/muliti-update-realcorporate-status': async () => ({
      body: { items: [await pending()], event: 'RETURN' },
    }),
    // A complete person, each with an ID card number of its own.
    'POST /api/user/declare-userstaff': async () => ({ body: await people.completeBody() }),
    // RETURN takes a comment; the person's dialog shows it on its timeline.
    'POST /api/audit/update-corporateuser-status': async () => ({
      body: { ...(await people.pending()), event: 'RETURN' },
    }),
    'POST /api/audit/muliti-update-corporateuser-status': async () => ({
      body: { items: [await people.pending()], event: 'RETURN' },
    }),
    // The company's one open membership application, complete (submitting needs it so).
    'POST /api/corporate/save-vipapply': async () => ({ body: await membership.completeBody() }),
    'POST /api/corporate/submit-vipapply': async () => ({
      body: await membership.completeBody(),
    }),
    // RETURN takes a comment and leaves the application open for the next round.
    'POST /api/audit/update-corporatevip-status': async () => ({
      body: { ...(await membership.pending()), event: 'RETURN' },
    }),
    'POST /api/audit/muliti-update-corporatevip-status': async () => ({
      body: { items: [await membership.pending()], event: 'RETURN' },
    }),
    // REJECT takes a comment and changes no account (APPROVE would).
    'POST /api/corporate/update-corporateappeal': async () => {
      const { appeal } = await appeals.pending();
      return { body: { id: appeal.id, version: appeal.version, event: 'REJECT' } };
    },
    // An unknown user name: the wrong logins must not lock a demo account out.
    'POST /api/auth/login': async () => ({ body: await loginAsNobody(api) }),
    // To the super-admin alone rather than to everyone (the first audience): no workflow
    // step messages it, so the payloads stay on its message centre's longest page (the
    // company's fills up with the suite's workflow notices).
    'POST /api/corporate/create-message': async () => ({
      body: {
        audience: 'accounts',
        userNames: [SUPER_ADMIN.userName],
        title: 'XSS',
        content: 'XSS',
      },
    }),
  };
  // Staff accounts of their own: each write a new one (a free mobile), so no demo account
  // (the last super-admin least of all) changes.
  const freshMobile = () => `1372${String((accountsMade += 1)).padStart(7, '0')}`;
  const newManager = () => ({ name: 'XSS 管理员', mobile: freshMobile(), email: '', role: '0100' });
  preparers['POST /api/user/create-manager'] = async () => ({ body: newManager() });
  // The company's main account adds a staff login of its own (a free mobile each time);
  // its accounts page lists them.
  preparers['POST /api/user/create-corporateUser'] = async () => ({
    body: { name: 'XSS 员工', mobile: freshMobile(), email: '' },
  });
  preparers['POST /api/user/update-manager'] = async () => {
    const values = newManager();
    const created = await api.send<{ accountId: number }>(
      SUPER_ADMIN,
      'POST',
      '/api/user/create-manager',
      values,
    );
    return { body: { accountId: created.data.accountId, ...values } };
  };
  for (const records of institutions) {
    const paths = INSTITUTION_ROUTES[records.kind];
    // The company's open application of the kind, complete (submitting needs it so).
    preparers[`POST ${paths.save}`] = async () => ({ body: await records.completeBody() });
    preparers[`POST ${paths.submit}`] = async () => ({ body: await records.completeBody() });
    // RETURN takes a comment and leaves the application open for the next round.
    preparers[`POST ${paths.decide}`] = async () => ({
      body: { ...(await records.pending()), event: 'RETURN' },
    });
    preparers[`POST ${paths.decideBatch}`] = async () => ({
      body: { items: [await records.pending()], event: 'RETURN' },
    });
    // Switching an approved institution off takes a comment (its timeline shows it).
    preparers[`PUT ${paths.switch}`] = async () => ({
      body: { ...(await records.approved()), enabled: false },
    });
  }
  // The company's open credit application, complete: every material given a file first.
  preparers[`POST ${CREDIT_ROUTES.save}`] = async () => ({ body: await credit.completeBody() });
  preparers[`POST ${CREDIT_ROUTES.submit}`] = async () => ({ body: await credit.completeBody() });
  // The platform returns it (a comment) and it stays open for the next round.
  preparers['POST /api/credit-category/update-corporatecredit-status'] = async () => ({
    body: { ...(await credit.atPlatform()), event: 'PLATFORM_RETURN' },
  });
  preparers['POST /api/credit-category/muliti-update-corporatecredit-status'] = async () => ({
    body: { items: [await credit.atPlatform()], event: 'PLATFORM_RETURN' },
  });
  // The company's open project declaration, complete; the platform returns one its
  // institution approved (a comment), and it stays open for the next round.
  preparers[`POST ${PROJECT_ROUTES.save}`] = async () => ({ body: await projects.completeBody() });
  preparers[`POST ${PROJECT_ROUTES.submit}`] = async () => ({
    body: await projects.completeBody(),
  });
  preparers[`POST ${PROJECT_ROUTES.decide}`] = async () => ({
    body: { ...(await projects.atPlatform()), event: 'PLATFORM_RETURN' },
  });
  preparers['POST /api/audit/muliti-update-corporateproject-status'] = async () => ({
    body: { items: [await projects.atPlatform()], event: 'PLATFORM_RETURN' },
  });
  // The company's open past training declaration, complete; the platform returns a
  // submitted one (a comment), and it stays open for the next round.
  preparers[`POST ${HISTORY_ROUTES.save}`] = async () => ({ body: await histories.completeBody() });
  preparers[`POST ${HISTORY_ROUTES.submit}`] = async () => ({
    body: await histories.completeBody(),
  });
  preparers[`POST ${HISTORY_ROUTES.decide}`] = async () => ({
    body: { ...(await histories.atPlatform()), event: 'RETURN' },
  });
  preparers['POST /api/audit/muliti-update-corporatetrainhistory-status'] = async () => ({
    body: { items: [await histories.atPlatform()], event: 'RETURN' },
  });
  // shuxin's courses in its training role: saves, dates and materials go to one draft (its
  // pages show them); each submission is a complete new one; the platform returns one.
  preparers[`POST ${COURSE_ROUTES.save}`] = async () => ({
    body: { ...(await courses.shownDraft()), name: '安全测试课程' },
  });
  preparers[`POST ${COURSE_ROUTES.submit}`] = async () => ({ body: await courses.submitBody() });
  preparers[`POST ${COURSE_ROUTES.schedule}`] = async () => ({
    body: await courses.scheduleBody(),
  });
  preparers[`POST ${COURSE_ROUTES.material}`] = async () => ({
    body: await courses.materialBody(),
  });
  preparers[`POST ${COURSE_ROUTES.decide}`] = async () => ({
    body: { ...(await courses.pending('single')), event: 'RETURN' },
  });
  preparers[`POST ${COURSE_ROUTES.decideBatch}`] = async () => ({
    body: { items: [await courses.pending('batch')], event: 'RETURN' },
  });
  // Sessions of shuxin's running course: each added on a day of its own (its place), each
  // moved with a reason, each move refused by the platform with one (its sessions page and
  // the platform's list show them).
  preparers[`POST ${SESSION_ROUTES.add}`] = async () => ({ body: await courses.sessionBody() });
  preparers[`POST ${SESSION_ROUTES.ask}`] = async () => ({
    body: { ...(await courses.movableSession()), comment: '' },
  });
  preparers[`PUT ${SESSION_ROUTES.decide}`] = async () => ({
    body: { ...(await courses.moveWaiting()), event: 'REFUSE_CHANGE' },
  });
  preparers[`PUT ${SESSION_ROUTES.decideBatch}`] = async () => ({
    body: { items: [await courses.moveWaiting()], event: 'REFUSE_CHANGE' },
  });
  // The demo trainee signs up again for each payload (its earlier sign-up cancelled).
  preparers[`POST ${SIGN_UP_ROUTES.self}`] = async () => ({ body: await signUps.selfBody() });
  // The picker's call takes the same particulars from an individual.
  preparers[`POST ${SIGN_UP_ROUTES.apply}`] = async () => ({ body: await signUps.selfBody() });
  // The trainee corrects the name of a waiting sign-up (the institution's list shows it).
  preparers[`POST ${SIGN_UP_ROUTES.edit}`] = async () => ({ body: await signUps.editBody() });
  // The institution rejects a new sign-up with a reason (its dialog's timeline shows it).
  preparers[`PUT ${SIGN_UP_ROUTES.decide}`] = async () => ({
    body: { ...(await signUps.pending()), event: 'REJECT_SIGNUP' },
  });
  preparers[`PUT ${SIGN_UP_ROUTES.decideBatch}`] = async () => ({
    body: { items: [await signUps.pending()], event: 'REJECT_SIGNUP' },
  });
  // The platform rejects a passed trainee's certificate with a reason (its dialog shows it).
  preparers[`PUT ${SIGN_UP_ROUTES.certificate}`] = async () => ({
    body: { ...(await signUps.passed()), event: 'REJECT_CERTIFICATE' },
  });
  preparers[`PUT ${SIGN_UP_ROUTES.certificateBatch}`] = async () => ({
    body: { items: [await signUps.passed()], event: 'REJECT_CERTIFICATE' },
  });
  // The institution takes a failed exam back with a reason (the sign-up's timeline shows it).
  preparers[`PUT ${SIGN_UP_ROUTES.resetExam}`] = async () => ({
    body: { ...(await signUps.failed()), event: 'RESET_EXAM' },
  });
  // The trainee asks to move an approved sign-up, the institution refuses a waiting request,
  // each with a reason (its date change list shows them).
  preparers[`POST ${SIGN_UP_ROUTES.dateChange}`] = async () => ({
    body: { ...(await signUps.movable()), reason: '' },
  });
  preparers[`PUT ${SIGN_UP_ROUTES.dateChangeDecide}`] = async () => ({
    body: { ...(await signUps.movePending()), event: 'REFUSE_CHANGE' },
  });
  preparers[`PUT ${SIGN_UP_ROUTES.dateChangeDecideBatch}`] = async () => ({
    body: { items: [await signUps.movePending()], event: 'REFUSE_CHANGE' },
  });
  // The association corrects the trainee's number, giving a payload for its grounds.
  preparers[`PUT ${SIGN_UP_ROUTES.correctIdentity}`] = async () => ({
    body: { ...(await signUps.identityCorrection()), reason: '' },
  });
  return preparers;
}

async function loginAsNobody(api: DemoApi) {
  const captcha = await api.send<{ captchaId: string }>(null, 'GET', '/api/auth/captcha');
  const { captchaId } = captcha.data;
  const answer = await api.send<{ answer: string }>(null, 'GET', `/api/test/captcha/${captchaId}`);
  return {
    userName: '13999999999',
    password: 'Wrong1234',
    captchaId,
    captchaCode: answer.data.answer,
  };
}

/**
 * Routes whose text fields all have a format the server checks, so no payload is ever
 * stored through them; the reason says why that is by design.
 */
export const CONSTRAINED_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/auth/login': 'a mobile or email, a password and a captcha: checked, never shown',
  'POST /api/auth/sms-code': 'a mobile number',
  'POST /api/auth/register': 'a mobile number, an SMS code and a password (kept hashed)',
  'POST /api/auth/reset-password': 'a mobile number, an SMS code and a password (kept hashed)',
  'PUT /api/user/update-usertype': "a role code, one of the account's roles",
  'POST /api/user/change-password': 'passwords: checked, kept hashed, never shown',
  'POST /api/user/change-mobile': 'a mobile number and an SMS code',
  'POST /api/user/change-email': 'an email address',
  'POST /api/user/set-mobile-email': 'a mobile number and an email address',
  'POST /api/corporate/update-corporatevip':
    "a level code of the platform's catalogue and two dates: checked formats",
  'POST /api/credit-category/image-point/{id}':
    "a background file id (the caller's own upload) and field names of a fixed list",
  'POST /api/credit-category/preview-certificate':
    'a background file id and field names of a fixed list; answers a picture, stores nothing',
  'POST /api/qualification/certificate-template/{id}':
    "a background file id (the caller's own upload) and field names of a fixed list",
  'POST /api/qualification/preview-certificate-template':
    'a background file id and field names of a fixed list; answers a picture, stores nothing',
  'POST /api/course/save-image-point':
    "a course, a background file id (the caller's own upload) and field names of a fixed list",
  'POST /api/course/preview-image-point':
    'a background file id and field names of a fixed list; answers a picture, stores nothing',
  'POST /api/credit-category/update-corporatecredit-material':
    "a material of the application's category and a file id (the company's own upload)",
  'POST /api/train/set-issuedate': 'a course and a YYYY-MM-DD day: a checked format',
  'POST /api/auth/create-corporateAppeal':
    'a login name, a company name in Chinese, a credit code, a mobile, an SMS code, an email ' +
    'and file ids: all checked formats',
};

/**
 * Routes the seed spells POST that only read: a filter body in, a page out. Nothing is
 * stored through them, so they take no payloads (the fuzz suite sends them everything).
 */
export const QUERY_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/qualification/CreditTypes': 'the credit types page',
  'POST /api/qualification/CreditLevels': 'the credit levels page',
  'POST /api/qualification/CouserTypes': 'the course types page',
  'POST /api/qualification/CouserLevels': 'the course levels page',
  'POST /api/qualification/CertificateTypes': 'the certificate types page',
  'POST /api/qualification/CertificateLevels': 'the certificate levels page',
  'POST /api/train/changedatelist': 'the institution’s date change requests page',
};

/** Fields that take free text: were none of them stored, the suite would prove nothing. */
export const MUST_STORE: readonly string[] = [
  'POST /api/corporate/save-realcorporate address',
  'POST /api/corporate/save-realcorporate legalRepresentative',
  'POST /api/corporate/submit-realcorporate address',
  'POST /api/audit/update-realcorporate-status comment',
  'POST /api/audit/muliti-update-realcorporate-status comment',
  'POST /api/files file name',
];

/**
 * A write the document gives no JSON body for: it stores what it can, answering that.
 * The document cannot tell a route without input from a multipart one: each is named here
 * (null: it takes no input).
 */
export type NonJsonWriter = (payloads: readonly string[]) => Promise<StoredText[]>;

const LICENCE = readFileSync(new URL('../fixtures/licence.png', import.meta.url));

/** A filled-in roster template: its Chinese headers, then the rows. */
async function rosterSheet(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('人员');
  sheet.addRow([
    '姓名',
    '性别',
    '身份证号码',
    '手机号',
    '邮箱',
    '学历',
    '职称',
    '入职日期',
    '离职日期',
  ]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function nonJsonWriters(
  api: DemoApi,
  { realname, appeals, people }: Records,
): Record<string, NonJsonWriter | null> {
  return {
    // No input (logging out would end the session the suite writes with).
    'POST /api/user/logout': null,
    'POST /api/user/revoke-other-sessions': null,
    'POST /api/corporate/read-all-message': null,
    // An id in the query: no text.
    'DELETE /api/credit-category/delete-credit': null,
    'DELETE /api/credit-category/delete-creditmaterial': null,
    'DELETE /api/user/delete-user': null,
    'DELETE /api/credit-category/delete-corporatecredit': null,
    'DELETE /api/train/delete-project': null,
    'DELETE /api/corporate/delete-corporatetrain-history': null,
    'DELETE /api/credit-category/delete-coursematerial': null,
    'DELETE /api/train/delte-entry-course': null,
    'DELETE /api/credit-category/delete-userapplycredit': null,
    'DELETE /api/credit-category/delete-userapplycourseId': null,
    // The appeal form's images: each becomes the licence of an appeal, whose page shows it.
    'POST /api/auth/corporateAppeal/files': async (payloads) => {
      const stored: StoredText[] = [];
      for (const payload of payloads) {
        const { licence } = await appeals.pending(`${payload} #appeal.png`);
        const route = 'POST /api/auth/corporateAppeal/files';
        stored.push({ route, field: 'file name', payload, shown: licence.name });
      }
      return stored;
    },
    // The roster import: each payload a person's name, shown on the company's roster.
    'POST /api/user/import-userstaff': async (payloads) => {
      const stored: StoredText[] = [];
      const route = 'POST /api/user/import-userstaff';
      for (const payload of payloads) {
        const answer = await api.importSheet<{ saved: number }>(
          COMPANY,
          await rosterSheet([[payload, '', people.idCard()]]),
          'all',
        );
        // A name longer than a name may be is reported, not saved.
        if (answer.status === 0 && answer.data.saved === 1) {
          stored.push({ route, field: 'name', payload, shown: payload });
        }
      }
      return stored;
    },
    // Multipart: the file name is kept and shown; each upload becomes the licence.
    'POST /api/files': async (payloads) => {
      const stored: StoredText[] = [];
      for (const payload of payloads) {
        const file = { name: `${payload} #licence.png`, buffer: LICENCE };
        const answer = await api.upload<StoredFileInfo>(COMPANY, file, 'licence');
        if (answer.status !== 0) continue;
        const row = await realname.editable();
        await api.call(COMPANY, 'POST', SAVE_PATH, {
          ...idAndVersion(row),
          licenceFileId: answer.data.id,
        });
        // The server drops the characters names may not hold: the page shows what is left.
        stored.push({
          route: 'POST /api/files',
          field: 'file name',
          payload,
          shown: answer.data.name,
        });
      }
      return stored;
    },
  };
}

/**
 * Request headers a route stores for a page to show, beyond its body: the login log keeps
 * each attempt's User-Agent. Run after the bodies, so their rows are the newest.
 */
export function headerWriters(api: DemoApi): Record<string, NonJsonWriter> {
  return {
    'POST /api/auth/login': async (payloads) => {
      const stored: StoredText[] = [];
      for (const payload of payloads) {
        const answer = await api.request.post('/api/auth/login', {
          data: await loginAsNobody(api),
          headers: { 'user-agent': payload },
        });
        // Refused (nobody has that name, and soon locked), but every attempt is logged.
        if (answer.status() >= 500) throw new Error(`login: ${answer.status()}`);
        stored.push({
          route: 'POST /api/auth/login',
          field: 'User-Agent',
          payload,
          shown: payload,
        });
      }
      return stored;
    },
  };
}

/**
 * Fields stored but shown on no page yet: their payloads are not looked for. The suite
 * fails once one is shown, so the entry goes when its screen comes. Key: `route field`.
 */
export const NOT_SHOWN_YET: Readonly<Record<string, string>> = {
  'POST /api/corporate/update-corporateappeal comment': 'the appeal review has no screen yet',
  'POST /api/auth/corporateAppeal/files file name': 'the appeal review has no screen yet',
  'POST /api/user/update-profile introduction': 'the account settings have no screen yet',
  'PUT /api/user/correct-identity reason':
    "shown on the login log's actions tab and in the trainee's messages, which the browse opens neither of",
};
