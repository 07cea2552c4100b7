/**
 * The trainee's sign-ups the browser suite writes through (issue 16): each payload a new
 * sign-up of the demo trainee to one session of a published demo course of shuxin, the
 * one before it cancelled first (a trainee holds one place in a course); and sign-ups the
 * institution (shuxin in 2010) rejects with a payload for its reason. Its sign-up review
 * shows both: the course's list the names, a rejected sign-up's dialog the reason. The
 * platform rejects the demo's waiting certificate with a payload for the reason, the
 * institution resubmitting it before each (its certificate review's dialog shows the
 * reasons). The trainee asks to move approved sign-ups with a payload for the reason, and
 * the institution refuses requests with one (its date change list shows both).
 */
import type { OpenCourse, SignUp } from '../../../machines/contracts';
import { COURSE_INSTITUTION, REVIEWER, SUPER_ADMIN, TRAINEE, type DemoApi } from './demoApi';

const COURSE = '信息技术服务基础实务（第三期）';

export const SIGN_UP_ROUTES = {
  self: '/api/train/entry-course-reg',
  apply: '/api/train/applycourse',
  cancel: '/api/train/delte-entry-course',
  decide: '/api/train/update-applycourse-status',
  decideBatch: '/api/train/muliti-update-applycourse-status',
  edit: '/api/train/update-entry-course',
  certificateQueue: '/api/train/query-entryusercerdit-page',
  detail: '/api/train/query-entry-user-detail',
  certificate: '/api/train/update-entryusercerdit-status',
  certificateBatch: '/api/train/muliti-update-entryusercerdit-status',
  dateChange: '/api/train/changedate',
  exam: '/api/train/auditexamination',
  resetExam: '/api/train/reset',
  dateChangeDecide: '/api/train/update-changedate-status',
  dateChangeDecideBatch: '/api/train/muliti-update-changedate-status',
  correctIdentity: '/api/user/correct-identity',
} as const;

/** Two numbers the trainee's identity takes in turn: each correction must change it. */
const TRAINEE_NUMBERS = ['510104199001010019', '510104199001010027'] as const;

export class SignUpRecords {
  private session: Promise<OpenCourse> | undefined;
  private inRole: Promise<unknown> | undefined;
  /** Sign-ups the institution decided, the latest last. */
  readonly reviewed: number[] = [];
  /** Passed trainees' certificates the platform decided, the latest last. */
  readonly certificates: number[] = [];
  private certificate: Promise<number> | undefined;

  constructor(private readonly api: DemoApi) {}

  private async openCourse(): Promise<OpenCourse> {
    const page = await this.api.call<{ list: OpenCourse[] }>(
      TRAINEE,
      'GET',
      `/api/course/query-courseInfo-page?pageIndex=1&pageSize=10&name=${encodeURIComponent(COURSE)}`,
    );
    const course = page.list[0];
    if (!course?.dates[0]) throw new Error(`The demo course ${COURSE} has no open session`);
    return course;
  }

  /** The course the suite signs up to, for the institution's sign-up review. */
  async courseIds(): Promise<number[]> {
    this.session ??= this.openCourse();
    return [(await this.session).id];
  }

  /** The course of the certificates the platform decided: its credit-hour list. */
  async creditCourseIds(): Promise<number[]> {
    const id = this.certificates.at(-1);
    if (id === undefined) return [];
    const { signUp } = await this.api.call<{ signUp: SignUp }>(
      COURSE_INSTITUTION,
      'GET',
      `${SIGN_UP_ROUTES.detail}?id=${id}`,
    );
    return [signUp.courseId];
  }

  /** A body for the next sign-up, the trainee's earlier one in the course cancelled. */
  async selfBody(): Promise<object> {
    this.session ??= this.openCourse();
    const trainingDateId = (await this.session).dates[0]?.id;
    const mine = await this.api.call<{ list: SignUp[] }>(
      TRAINEE,
      'GET',
      '/api/train/query-applycourse-page?pageIndex=1&pageSize=100',
    );
    for (const held of mine.list.filter((row) => row.status === 0 || row.status === 1)) {
      await this.api.call(
        TRAINEE,
        'DELETE',
        `${SIGN_UP_ROUTES.cancel}?id=${held.id}&version=${held.version}`,
      );
    }
    return {
      trainingDateId,
      name: '安全测试学员',
      idCard: await this.identity(),
      mobile: '13700001000',
    };
  }

  /** The trainee's one identity: the number their sign-ups carry (`train/self-identity`). */
  private async identity(): Promise<string> {
    const own = await this.api.call<{ idCard: string | null }>(
      TRAINEE,
      'GET',
      '/api/train/self-identity',
    );
    return own.idCard ?? '510104199001010019';
  }

  /**
   * The association's correction of the trainee's ID card number (the super-administrator's
   * admin action log shows its reason): to the other of two numbers each time.
   */
  async identityCorrection(): Promise<{ accountId: number; idCard: string }> {
    const accounts = await this.api.call<{ list: { id: number }[] }>(
      SUPER_ADMIN,
      'GET',
      `/api/user/query-account-page?keyword=${TRAINEE.userName}&pageIndex=1&pageSize=10`,
    );
    const accountId = accounts.list[0]?.id ?? -1;
    const current = await this.identity();
    const idCard = TRAINEE_NUMBERS.find((number) => number !== current) ?? TRAINEE_NUMBERS[0];
    return { accountId, idCard };
  }

  /** A new sign-up of the trainee, waiting for the institution. */
  private async waiting(): Promise<SignUp> {
    return this.api.call<SignUp>(TRAINEE, 'POST', SIGN_UP_ROUTES.self, await this.selfBody());
  }

  /** A new sign-up waiting for the institution (in its sign-up review role). */
  async pending(): Promise<{ id: number; version: number }> {
    await this.inInstitutionRole();
    const signUp = await this.waiting();
    this.reviewed.push(signUp.id);
    return { id: signUp.id, version: signUp.version };
  }

  /** A new sign-up approved and its exam recorded as failed: the institution takes it back. */
  async failed(): Promise<{ id: number; version: number }> {
    const { id, version } = await this.pending();
    const approved = await this.api.call<SignUp>(COURSE_INSTITUTION, 'PUT', SIGN_UP_ROUTES.decide, {
      id,
      version,
      event: 'APPROVE_SIGNUP',
    });
    // The exam waits for the session: it begins for the step, then gets its day back.
    const begun = await this.api.call<{ previousStartsOn: string }>(
      COURSE_INSTITUTION,
      'POST',
      '/api/test/begin-session',
      { signUpId: id },
    );
    const examined = await this.api.call<SignUp>(COURSE_INSTITUTION, 'POST', SIGN_UP_ROUTES.exam, {
      id,
      version: approved.version,
      event: 'FAIL_EXAM',
      score: 40,
    });
    await this.api.call(COURSE_INSTITUTION, 'POST', '/api/test/begin-session', {
      signUpId: id,
      startsOn: begun.previousStartsOn,
    });
    return { id, version: examined.version };
  }

  /**
   * The certificate the platform decides next: the demo's waiting one; after each
   * rejection the institution resubmits it (7 → 71).
   */
  async passed(): Promise<{ id: number; version: number }> {
    this.certificate ??= this.waitingCertificate();
    const id = await this.certificate;
    let { signUp } = await this.api.call<{ signUp: SignUp }>(
      COURSE_INSTITUTION,
      'GET',
      `${SIGN_UP_ROUTES.detail}?id=${id}`,
    );
    if (signUp.status === 7) {
      signUp = await this.api.call<SignUp>(COURSE_INSTITUTION, 'PUT', SIGN_UP_ROUTES.decide, {
        id,
        version: signUp.version,
        event: 'RESUBMIT',
      });
    }
    this.certificates.push(id);
    return { id, version: signUp.version };
  }

  /** A certificate waiting in the platform's queue (the demo has a passed trainee's). */
  private async waitingCertificate(): Promise<number> {
    const queue = await this.api.call<{ list: SignUp[] }>(
      REVIEWER,
      'GET',
      `${SIGN_UP_ROUTES.certificateQueue}?status=4&pageIndex=1&pageSize=1`,
    );
    const waiting = queue.list[0];
    if (!waiting) throw new Error('No certificate waits for the platform in the demo');
    await this.inInstitutionRole();
    return waiting.id;
  }

  private inInstitutionRole(): Promise<unknown> {
    this.inRole ??= this.api.call(COURSE_INSTITUTION, 'PUT', '/api/user/update-usertype', {
      role: COURSE_INSTITUTION.role,
    });
    return this.inRole;
  }

  /** A new sign-up of the trainee approved by the institution, and a session to move to. */
  async movable(): Promise<{ signUpId: number; trainingDateId: number }> {
    await this.inInstitutionRole();
    const signUp = await this.waiting();
    await this.api.call(COURSE_INSTITUTION, 'PUT', SIGN_UP_ROUTES.decide, {
      id: signUp.id,
      version: signUp.version,
      event: 'APPROVE_SIGNUP',
    });
    this.session ??= this.openCourse();
    const other = (await this.session).dates.find((date) => date.id !== signUp.trainingDateId);
    if (!other) throw new Error(`The demo course ${COURSE} has no second session`);
    return { signUpId: signUp.id, trainingDateId: other.id };
  }

  /** A request to move, waiting for the institution. */
  async movePending(): Promise<{ id: number; version: number }> {
    const request = await this.api.call<{ id: number; version: number }>(
      TRAINEE,
      'POST',
      SIGN_UP_ROUTES.dateChange,
      { ...(await this.movable()), reason: '安全测试改期' },
    );
    return { id: request.id, version: request.version };
  }

  /** The change of a new waiting sign-up: its particulars (the name shows on the list). */
  async editBody(): Promise<object> {
    const signUp = await this.waiting();
    return {
      id: signUp.id,
      version: signUp.version,
      trainingDateId: signUp.trainingDateId,
      name: '安全测试学员',
      idCard: await this.identity(),
      mobile: '13700001000',
    };
  }
}
