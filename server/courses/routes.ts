/**
 * Training courses (issue 15): a training institution writes a course with its teachers
 * and dated sessions and submits it; the platform or an expert of its business line
 * publishes or returns it; the institution closes sign-up and finishes it (DESIGN §3.4).
 * Seed paths: `course/query-course-page`, `course/course`, `course/create-course`,
 * `course/copy`, `course/update-coursestatus`, `course/delete-coursestatus`,
 * `course/query-applycourseInfo-page`, `train/custome-traindate`, `course/save-image-point`,
 * `course/get-image-point/{id}`, the materials' calls; the rest are ours,
 * named alike.
 */
import type { FastifyInstance } from 'fastify';
import { businessLine } from '@machines/access';
import {
  certificateLevels,
  certificateTypes,
  courseLevels,
  courseStatusCounts,
  courseTypes,
} from '../db/schema';
import { offeredTypesWithLevels, offeredTypeWithLevelsSchema } from '../lib/catalogueChoices';
import { actorOf, companyOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { localDate } from '../lib/dates';
import { ok } from '../lib/envelope';
import type { PageQuery } from '../lib/paging';
import { integer, object, pagedList, routeSchema, string } from '../lib/schemas';
import { apiUrl } from '@machines/areas/area';
import { courseArea } from '@machines/areas/courses';
import { registerDecisionRoutes } from '../lib/workflow/decisionRoutes';
import { personRemovalSchema, versionedIdSchema } from '../lib/workflow/schemas';
import { copyCourse, deleteCourse, removeTeacher, saveDraft, submitCourse } from './actions';
import type { PersonRemoval } from '../lib/namedPeople';
import { COURSE_STEP_EVENTS, stepCourse } from './decisions';
import {
  APPLICABLE_COURSE_LIMIT,
  queryApplicableCourses,
  queryOpenPage,
  type ApplicableCourseQuery,
  type OpenCourseQuery,
} from './browse';
import { loadDetail } from './detail';
import type { CourseBody } from './fields';
import {
  queryAllPage,
  queryOwnPage,
  queryReviewPage,
  type CourseReviewQuery,
  type OwnPageQuery,
} from './lists';
import { addMaterial, queryMaterialPage, removeMaterial } from './materials';
import { saveSchedule, type ScheduleBody } from './schedule';
import { registerSessionRoutes } from './sessions/routes';
import { registerCourseTemplateRoutes } from './templateRoutes';
import {
  courseBodySchema,
  courseSchema,
  detailSchema,
  materialBodySchema,
  materialPageQuerySchema,
  materialSchema,
  openCourseSchema,
  openQuerySchema,
  ownPageQuerySchema,
  reviewQuerySchema,
  scheduleBodySchema,
} from './schemas';
import { addWorkflowSource } from '../lib/workflow/workflowSources';
import { registerListCall } from '../lib/listRoute';
import { eq } from 'drizzle-orm';
import { courses } from '../db/schema';
import { courseEntity } from './entity';
import { courseInReach } from './access';
import { courseAttachmentRule } from './attachmentRules';

const tags = ['courses'];
const COURSE_ID = { id: 'course' } as const;
const COURSE_FIELDS = {
  ...COURSE_ID,
  courseLevelId: 'catalogueEntry',
  certificateLevelId: 'catalogueEntry',
  coverFileId: 'file',
  teacherIds: 'person',
} as const;

export function registerCourseRoutes(app: FastifyInstance, context: ServerContext) {
  context.fileAccess.addAttachmentRule(courseAttachmentRule);
  addWorkflowSource(app, {
    lifecycle: 'course',
    workflow: courseEntity,
    statusCounts: courseStatusCounts,
    timeline: {
      kind: 'course',
      permission: 'course.read',
      assertInReach: (actor, id) => courseInReach(context.db, actor, id),
    },
    scopes: {
      businessLine: (line) => eq(courses.businessLine, line),
      institution: (corporateId) => eq(courses.corporateId, corporateId),
    },
  });
  const { db, config } = context;

  registerListCall<OwnPageQuery>(app, {
    url: apiUrl(courseArea.lists.own),
    permission: 'course.apply',
    tags,
    summary: "My institution's courses, newest first",
    querystring: ownPageQuerySchema,
    row: courseSchema,
    page: (actor, query) => queryOwnPage(db, config, companyOf(actor), query),
  });

  app.get(
    '/api/course/query-course-choices',
    {
      config: { permission: 'course.apply' },
      schema: routeSchema({
        tags,
        summary: 'What a course may teach and lead to',
        description:
          "The enabled course types of the caller's business line with their enabled levels, " +
          'and every enabled personnel certificate type with its levels.',
        data: object({
          courseTypes: { type: 'array', items: offeredTypeWithLevelsSchema },
          certificateTypes: { type: 'array', items: offeredTypeWithLevelsSchema },
        }),
      }),
    },
    async (request) => {
      const line = businessLine(actorOf(request).activeRole);
      const [courseChoices, certificateChoices] = await Promise.all([
        offeredTypesWithLevels(db, { types: courseTypes, levels: courseLevels }, line),
        offeredTypesWithLevels(db, { types: certificateTypes, levels: certificateLevels }),
      ]);
      return ok({ courseTypes: courseChoices, certificateTypes: certificateChoices });
    },
  );

  app.post<{ Body: CourseBody }>(
    apiUrl(courseArea.applicant.save),
    {
      config: { permission: 'course.apply', references: COURSE_FIELDS },
      schema: routeSchema({
        tags,
        summary: 'Create or update a draft course',
        description:
          'Without `id`: a new draft (its name required) of the business line of the ' +
          'caller’s role. With `id` and `version`: changes a draft or a returned course ' +
          '(stale version 409). Fields left out stay as they are; empty ones are cleared. ' +
          'A course level not of the line, a teacher not verified on the roster, a cover ' +
          'not the institution’s: 400 with `fieldErrors`.',
        body: courseBodySchema,
        data: courseSchema,
      }),
    },
    async (request) => ok(await saveDraft(context, actorOf(request), request.body)),
  );

  app.post<{ Body: CourseBody }>(
    apiUrl(courseArea.applicant.submit),
    {
      config: { permission: 'course.apply', references: COURSE_FIELDS },
      schema: routeSchema({
        tags,
        summary: 'Save and submit a course for review',
        description:
          'Saves like the draft call, then SUBMIT. Incomplete (a field, or no date yet: ' +
          '`dates`): 400 naming each. Not submittable: 409.',
        body: courseBodySchema,
        data: courseSchema,
      }),
    },
    async (request) => ok(await submitCourse(context, actorOf(request), request.body)),
  );

  app.post<{ Body: ScheduleBody }>(
    '/api/train/custome-traindate',
    {
      config: { permission: 'course.apply', references: { courseId: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'Set the dates of a course still being written',
        description:
          'Replaces the schedule whole. Each date: start and end days, its places (at most ' +
          'the course’s), a place; none may start on or before the sign-up deadline. A ' +
          'course under review or published: 409.',
        body: scheduleBodySchema,
        data: courseSchema,
      }),
    },
    async (request) => ok(await saveSchedule(context, actorOf(request), request.body)),
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/course/copy',
    {
      config: { permission: 'course.copy', references: COURSE_ID },
      schema: routeSchema({
        tags,
        summary: 'Copy a course into a new draft of its institution',
        description:
          'Content, teachers, dates and template points; the copy starts as a draft. The ' +
          'institution copies its own courses, the super-administrator any.',
        querystring: object({ id: integer }),
        data: courseSchema,
      }),
    },
    async (request) => ok(await copyCourse(context, actorOf(request), request.query.id)),
  );

  app.post<{ Body: { id: number; version: number } }>(
    apiUrl(courseArea.applicant.remove.path),
    {
      config: { permission: 'course.delete', references: COURSE_ID },
      schema: routeSchema({
        tags,
        summary: 'Delete a draft course',
        description:
          'Drafts only (never submitted, or withdrawn): else 409. By its institution, or ' +
          'the super-administrator.',
        body: versionedIdSchema,
        data: { type: 'null' },
      }),
    },
    async (request) => {
      await deleteCourse(context, actorOf(request), request.body);
      return ok(null);
    },
  );

  app.get<{ Querystring: { id: number } }>(
    apiUrl(courseArea.applicant.detail),
    {
      config: { permission: 'course.read', references: COURSE_ID },
      schema: routeSchema({
        tags,
        summary: 'One course, its timeline and the steps open to the caller',
        description:
          'For its institution, the platform and the experts of its line (drafts: the ' +
          'institution only); anyone else: 404.',
        querystring: object({ id: integer }),
        data: detailSchema,
      }),
    },
    async (request) => ok(await loadDetail(db, config, actorOf(request), request.query.id)),
  );

  registerListCall<CourseReviewQuery>(app, {
    url: apiUrl(courseArea.lists.review),
    permission: 'course.review',
    tags,
    summary: 'Courses sent for review and all that followed, latest first',
    description: 'The platform sees every line (filter `businessLine`); an expert its own.',
    querystring: reviewQuerySchema,
    row: courseSchema,
    page: (actor, query) => queryReviewPage(db, config, actor, query),
  });

  app.get<{ Querystring: OpenCourseQuery }>(
    '/api/course/query-courseInfo-page',
    {
      config: {
        permission: 'signUp.apply',
        references: {
          courseId: 'openCourse',
          courseTypeId: 'catalogueEntry',
          courseLevelId: 'catalogueEntry',
        },
      },
      schema: routeSchema({
        tags,
        summary: 'Courses open for sign-up, their sessions and free places',
        description:
          'Published, enabled, the sign-up deadline not passed, with a session still to ' +
          'start; soonest deadline first.',
        querystring: openQuerySchema,
        data: pagedList(openCourseSchema),
      }),
    },
    async (request) =>
      ok(await queryOpenPage(db, config, localDate(context.clock.now()), request.query)),
  );

  app.get<{ Querystring: ApplicableCourseQuery }>(
    '/api/train/applycourselist',
    {
      config: { permission: 'signUp.apply' },
      schema: routeSchema({
        tags,
        summary: 'The courses I may apply to now, for the sign-up picker',
        description:
          'Open for sign-up (as `course/query-courseInfo-page`) with places left in the ' +
          'course and in one of its sessions; an individual’s own courses left out. ' +
          `Soonest deadline first, at most ${APPLICABLE_COURSE_LIMIT}: narrow with \`name\`.`,
        querystring: object({ name: string('Contained in the course’s name') }, []),
        data: { type: 'array', items: openCourseSchema },
      }),
    },
    async (request) =>
      ok(
        await queryApplicableCourses(
          db,
          config,
          localDate(context.clock.now()),
          actorOf(request),
          request.query,
        ),
      ),
  );

  registerListCall<CourseReviewQuery>(app, {
    url: apiUrl(courseArea.lists.all),
    permission: 'course.manage',
    tags,
    summary: 'Every course of every institution, drafts too, newest first',
    description: 'The super-administrator’s overview (`courseManage`), filtered like the queue.',
    querystring: reviewQuerySchema,
    row: courseSchema,
    page: (_actor, query) => queryAllPage(db, config, query),
  });

  app.post<{ Body: { courseId: number; fileId: string; name: string } }>(
    '/api/course/create-coursematerial',
    {
      config: { permission: 'course.apply', references: { courseId: 'course', fileId: 'file' } },
      schema: routeSchema({
        tags,
        summary: 'Add a material to one of my courses',
        description: 'An upload of the institution with its title; a finished course: 409.',
        body: materialBodySchema,
        data: materialSchema,
      }),
    },
    async (request) => ok(await addMaterial(context, actorOf(request), request.body)),
  );

  app.get<{ Querystring: PageQuery & { courseId: number } }>(
    '/api/course/query-coursematerial-page',
    {
      config: { permission: 'course.read', references: { courseId: 'course' } },
      schema: routeSchema({
        tags,
        summary: 'A course’s materials, newest first',
        description: 'For whoever reaches the course (its institution, its reviewers).',
        querystring: materialPageQuerySchema,
        data: pagedList(materialSchema),
      }),
    },
    async (request) => ok(await queryMaterialPage(context, actorOf(request), request.query)),
  );

  app.delete<{ Querystring: { id: number } }>(
    '/api/credit-category/delete-coursematerial',
    {
      config: { permission: 'course.apply', references: { id: 'courseMaterial' } },
      schema: routeSchema({
        tags,
        summary: 'Remove a material from one of my courses',
        querystring: object({ id: integer }),
        data: { type: 'null' },
      }),
    },
    async (request) => {
      await removeMaterial(context, actorOf(request), request.query.id);
      return ok(null);
    },
  );

  // The seed's name for a person on a course application: one of its teachers.
  app.delete<{ Querystring: PersonRemoval }>(
    '/api/credit-category/delete-userapplycourseId',
    {
      config: { permission: 'course.apply', references: { ...COURSE_ID, personId: 'person' } },
      schema: routeSchema({
        tags,
        summary: 'Take a teacher off one of my courses',
        description:
          'While the course may be changed (a draft, or returned): else 409. A person the ' +
          'course does not name: 400 naming `personId`. Raises the version.',
        querystring: personRemovalSchema,
        data: courseSchema,
      }),
    },
    async (request) => ok(await removeTeacher(context, actorOf(request), request.query)),
  );

  registerCourseTemplateRoutes(app, context);
  registerSessionRoutes(app, context);

  registerDecisionRoutes(app, {
    tags,
    permission: 'course.read',
    kind: 'course',
    events: COURSE_STEP_EVENTS,
    recordSchema: courseSchema,
    single: {
      url: apiUrl(courseArea.decisions.decide),
      summary: 'A step of a course: review (APPROVE, RETURN) or the institution’s',
      description:
        'Reviewers (the platform, an expert of the line) APPROVE or RETURN (with a ' +
        'comment); the institution WITHDRAWs a submission, closes sign-up (CLOSE_SIGNUP), ' +
        'REOPENs it and FINISHes the course. A step the workflow does not allow the ' +
        'caller, or a stale version: 409; a course not the caller’s: 404.',
    },
    batch: {
      url: apiUrl(courseArea.decisions.decideBatch),
      summary: 'Steps on several courses',
    },
    decide: (actor, step) => stepCourse(context, actor, step),
  });
}
