/**
 * Courses of shuxin (the demo's course applicant, in its role 2010) in the state a route
 * needs: a new draft is named; a complete one has a level of its line, a
 * certificate level, a verified teacher and a date; the platform returns a submitted one.
 */
import { readFileSync } from 'node:fs';
import type {
  Course,
  CourseChoices,
  InstitutionPerson,
  StoredFileInfo,
} from '../../../machines/contracts';
import { COURSE_INSTITUTION, type DemoApi } from './demoApi';

const MATERIAL = readFileSync(new URL('../fixtures/licence.png', import.meta.url));

export const COURSE_ACCOUNT = COURSE_INSTITUTION.userName;

/** A running course's sessions (issue 41): added, moved, the platform deciding a move. */
export const SESSION_ROUTES = {
  add: '/api/train/add-traindate',
  ask: '/api/train/request-traindate-change',
  decide: '/api/train/update-traindate-status',
  decideBatch: '/api/train/muliti-update-traindate-status',
} as const;

/** shuxin's published demo course with sessions ahead: the suite's sessions go there. */
const RUNNING_COURSE = '信息系统项目管理实务';

/** The `n`th day after the first of 2031: each new session a day of its own. */
const sessionDay = (n: number) =>
  new Date(Date.UTC(2031, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

export const COURSE_ROUTES = {
  save: '/api/course/create-course',
  submit: '/api/course/submit-course',
  schedule: '/api/train/custome-traindate',
  decide: '/api/course/update-coursestatus',
  decideBatch: '/api/course/muliti-update-coursestatus',
  material: '/api/course/create-coursematerial',
  choices: '/api/course/query-course-choices',
  teachers: '/api/user/query-teacherlist',
} as const;

/** Far enough ahead that no deadline or date of the suite is ever past. */
const DEADLINE = '2030-03-01';
const DATE = { startsOn: '2030-03-10', endsOn: '2030-03-12', capacity: 30, location: '一号教室' };

interface Versioned {
  readonly id: number;
  readonly version: number;
}

export class CourseRecords {
  /** Courses the suite wrote to: the institution's pages list them. */
  readonly touched = new Set<number>();
  /**
   * The last course sent by each kind of write (a submission, a single return, a batch
   * return): the reviewers' dialog of each shows what its write stored.
   */
  private readonly lastSent = new Map<string, number>();
  /** Drafts given to the submission route, in order (a refused payload leaves one a draft). */
  private readonly submitted: number[] = [];
  private inRole: Promise<unknown> | undefined;
  private complete: Promise<Record<string, unknown>> | undefined;
  /** The one draft the text fields go to, so its dialog, form and materials show them all. */
  private shown: Promise<number> | undefined;
  private running: Promise<number> | undefined;
  private sessions = 0;

  constructor(private readonly api: DemoApi) {}

  /** The institution in its training role (restored to 2000 after the test). */
  ready(): Promise<unknown> {
    this.inRole ??= this.api.call(COURSE_INSTITUTION, 'PUT', '/api/user/update-usertype', {
      role: COURSE_INSTITUTION.role,
    });
    return this.inRole;
  }

  /** The shown draft, at its current version (every write raises it). */
  async shownDraft(): Promise<{ id: number; version: number }> {
    this.shown ??= this.draft().then((course) => course.id);
    const id = await this.shown;
    const { course } = await this.api.call<{ course: Course }>(
      COURSE_INSTITUTION,
      'GET',
      `/api/course/course?id=${id}`,
    );
    return { id, version: course.version };
  }

  /** The courses whose pages the institution opens, the shown draft last. */
  async visited(): Promise<number[]> {
    const shown = this.shown ? [await this.shown] : [];
    return [...[...this.touched].filter((id) => !shown.includes(id)), ...shown];
  }

  async draft(): Promise<Course> {
    await this.ready();
    const course = await this.api.call<Course>(COURSE_INSTITUTION, 'POST', COURSE_ROUTES.save, {
      name: '安全测试课程',
    });
    this.touched.add(course.id);
    return course;
  }

  /** Every field a submission needs, with choices of the institution's line. */
  private completeFields(): Promise<Record<string, unknown>> {
    this.complete ??= (async () => {
      await this.ready();
      const choices = await this.api.call<CourseChoices>(
        COURSE_INSTITUTION,
        'GET',
        COURSE_ROUTES.choices,
      );
      const [teacher] = await this.api.call<InstitutionPerson[]>(
        COURSE_INSTITUTION,
        'GET',
        COURSE_ROUTES.teachers,
      );
      const courseLevel = choices.courseTypes[0]?.levels[0];
      const certificateLevel = choices.certificateTypes[0]?.levels[0];
      if (!courseLevel || !certificateLevel || !teacher) {
        throw new Error('shuxin has no course level, certificate level or teacher to choose');
      }
      return {
        name: '安全测试课程',
        courseLevelId: String(courseLevel.id),
        certificateLevelId: String(certificateLevel.id),
        description: '安全测试课程简介',
        fee: '100',
        capacity: '30',
        location: '安全测试培训地点',
        signUpDeadline: DEADLINE,
        creditHours: '8',
        teacherIds: [teacher.id],
      };
    })();
    return this.complete;
  }

  /** A new draft with every field and one date: ready to submit. */
  async completeBody(): Promise<Record<string, unknown>> {
    const fields = await this.completeFields();
    const draft = await this.draft();
    const filled = await this.api.call<Course>(COURSE_INSTITUTION, 'POST', COURSE_ROUTES.save, {
      id: draft.id,
      version: draft.version,
      ...fields,
    });
    const scheduled = await this.api.call<Course>(
      COURSE_INSTITUTION,
      'POST',
      COURSE_ROUTES.schedule,
      { courseId: filled.id, version: filled.version, dates: [DATE] },
    );
    return { id: scheduled.id, version: scheduled.version, ...fields };
  }

  /** A complete draft for the submission route, kept to find the last one it sent. */
  async submitBody(): Promise<Record<string, unknown>> {
    const body = await this.completeBody();
    this.submitted.push(body.id as number);
    return body;
  }

  /** The shown draft's schedule (it has no places or deadline to keep), one date. */
  async scheduleBody() {
    const draft = await this.shownDraft();
    return { courseId: draft.id, version: draft.version, dates: [DATE] };
  }

  /**
   * The courses whose review dialog the platform opens: the last one each decision route
   * returned, and the last the submission route sent (later writes carry the payloads
   * earlier ones stored, so it holds one of each field's).
   */
  async reviewed(): Promise<number[]> {
    for (const id of [...this.submitted].reverse()) {
      const { course } = await this.api.call<{ course: Course }>(
        COURSE_INSTITUTION,
        'GET',
        `/api/course/course?id=${id}`,
      );
      if (course.status !== 0) {
        this.lastSent.set('submit', id);
        break;
      }
    }
    return [...new Set(this.lastSent.values())];
  }

  /** A complete course submitted: the platform's to decide (`by` names the write). */
  async pending(by: string): Promise<Versioned> {
    const sent = await this.api.call<Course>(
      COURSE_INSTITUTION,
      'POST',
      COURSE_ROUTES.submit,
      await this.completeBody(),
    );
    this.lastSent.set(by, sent.id);
    return { id: sent.id, version: sent.version };
  }

  /** A material of the shown draft, its file a fresh upload of the institution. */
  async materialBody() {
    const draft = await this.shownDraft();
    const file = await this.api.upload<StoredFileInfo>(
      COURSE_INSTITUTION,
      { name: 'material.png', buffer: MATERIAL },
      'courseMaterial',
    );
    if (file.status !== 0) throw new Error(`upload: ${file.message}`);
    return { courseId: draft.id, fileId: file.data.id, name: '安全测试资料' };
  }

  /** The published course the sessions are added to and moved on (its sessions page). */
  runningCourse(): Promise<number> {
    this.running ??= (async () => {
      await this.ready();
      const page = await this.api.call<{ list: Course[] }>(
        COURSE_INSTITUTION,
        'GET',
        '/api/course/query-course-page?pageIndex=1&pageSize=100&status=2',
      );
      const found = page.list.find((course) => course.name === RUNNING_COURSE);
      if (!found) throw new Error(`The demo has no published ${RUNNING_COURSE}`);
      return found.id;
    })();
    return this.running;
  }

  /** A new session of the running course, on a day of its own. */
  async sessionBody(): Promise<Record<string, unknown>> {
    this.sessions += 1;
    const day = sessionDay(this.sessions * 2);
    const courseId = await this.runningCourse();
    return { courseId, startsOn: day, endsOn: day, capacity: 5, location: '三号教室' };
  }

  /** A session not moved yet, and the day after its own to move it to. */
  async movableSession(): Promise<Versioned & { startsOn: string; endsOn: string }> {
    const body = await this.sessionBody();
    const session = await this.api.call<Versioned & { startsOn: string }>(
      COURSE_INSTITUTION,
      'POST',
      SESSION_ROUTES.add,
      body,
    );
    const next = sessionDay(this.sessions * 2 + 1);
    return { id: session.id, version: session.version, startsOn: next, endsOn: next };
  }

  /** A session whose move waits for the platform. */
  async moveWaiting(): Promise<Versioned> {
    const asked = await this.api.call<Versioned>(COURSE_INSTITUTION, 'POST', SESSION_ROUTES.ask, {
      ...(await this.movableSession()),
      comment: '培训教室调整',
    });
    return { id: asked.id, version: asked.version };
  }
}
