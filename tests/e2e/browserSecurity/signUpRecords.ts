/**
 * The trainee's sign-ups the browser suite writes through (issue 16): each payload a new
 * sign-up of the demo trainee to one session of a published demo course, the one before it
 * cancelled first (a trainee holds one place in a course).
 */
import type { OpenCourse, SignUp } from '../../../machines/contracts';
import { TRAINEE, type DemoApi } from './demoApi';

const COURSE = '信息技术服务基础实务（第三期）';

export const SIGN_UP_ROUTES = {
  self: '/api/train/entry-course-reg',
  cancel: '/api/train/delte-entry-course',
} as const;

export class SignUpRecords {
  private session: Promise<number> | undefined;

  constructor(private readonly api: DemoApi) {}

  private async openSession(): Promise<number> {
    const page = await this.api.call<{ list: OpenCourse[] }>(
      TRAINEE,
      'GET',
      `/api/course/query-courseInfo-page?pageIndex=1&pageSize=10&name=${encodeURIComponent(COURSE)}`,
    );
    const session = page.list[0]?.dates[0];
    if (!session) throw new Error(`The demo course ${COURSE} has no open session`);
    return session.id;
  }

  /** A body for the next sign-up, the trainee's earlier one in the course cancelled. */
  async selfBody(): Promise<object> {
    this.session ??= this.openSession();
    const trainingDateId = await this.session;
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
      idCard: '510104199001010019',
      mobile: '13700001000',
    };
  }
}
