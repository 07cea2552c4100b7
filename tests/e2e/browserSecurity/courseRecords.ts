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
}
