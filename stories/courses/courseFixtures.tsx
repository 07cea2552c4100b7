/** Courses of the course stories, their choices, teachers and loaders. */
import { useState, type ComponentType, type ReactNode } from 'react';
import type {
  Course,
  CourseChoices,
  CourseDetail,
  CourseMaterial,
  InstitutionPerson,
} from '@machines/contracts';
import { statusFamilies, type Party } from '@machines/workflows';
import Alert from '@mui/material/Alert';
import type { RowId } from '@machines/app/list';
import { detailLoaderOf, ONCE } from '../../src/components/detailLoader';
import { RecordDialog } from '../../src/components/RecordDialog';
import { ReviewDecisionActions } from '../../src/components/ReviewDecisionActions';
import { CourseDetailContent } from '../../src/features/courses/CourseDetailContent';
import {
  CourseChoicesContext,
  CourseDetailContext,
  TeachersContext,
} from '../../src/features/courses/courseActors';
import { loadedListWithDetailArgs, reviewListWithDetail } from '../support/reviewListStory';
import { licenceImage, timelineOf } from '../support/storyKit';

const family = statusFamilies.course;
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 30).toISOString();

export const COURSE_RETURN_COMMENT = '课程简介过于简略，请补充课程大纲、课时安排与考核方式。';

type Step = { event: string; party: Party; comment?: string };
const submit: Step = { event: 'SUBMIT', party: 'institution' };
const approve: Step = { event: 'APPROVE', party: 'expert' };

/** The events that lead from a draft to each course status (a realistic timeline). */
export const COURSE_PATHS: Readonly<Record<string, readonly Step[]>> = {
  draft: [],
  pendingReview: [submit],
  published: [submit, approve],
  returned: [submit, { event: 'RETURN', party: 'expert', comment: COURSE_RETURN_COMMENT }],
  inTraining: [submit, approve, { event: 'CLOSE_SIGNUP', party: 'institution' }],
  finished: [
    submit,
    approve,
    { event: 'CLOSE_SIGNUP', party: 'institution' },
    { event: 'FINISH', party: 'institution' },
  ],
};

export const courseChoices: CourseChoices = {
  courseTypes: [
    {
      id: 21,
      name: '信息技术服务基础',
      nameEn: 'IT service fundamentals',
      businessLine: 0,
      levels: [
        { id: 211, name: '初级', nameEn: 'Junior' },
        { id: 212, name: '中级', nameEn: 'Intermediate' },
      ],
    },
  ],
  certificateTypes: [
    {
      id: 31,
      name: '系统集成项目经理',
      nameEn: 'System integration project manager',
      businessLine: 1,
      levels: [
        { id: 311, name: '初级', nameEn: 'Junior' },
        { id: 312, name: '中级', nameEn: 'Intermediate' },
      ],
    },
  ],
};

export const teachers: InstitutionPerson[] = [
  { id: 41, name: '陈志强', education: 'master', professionalTitle: 'senior', verified: true },
  {
    id: 42,
    name: '林晓燕',
    education: 'bachelor',
    professionalTitle: 'intermediate',
    verified: true,
  },
];

export const coverImage = { ...licenceImage, id: 'f-cover', name: '课程封面.png' };

export function course(state: string, overrides: Partial<Course> = {}): Course {
  const steps = COURSE_PATHS[state] ?? [];
  const draft = state === 'draft';
  return {
    id: 801,
    corporateId: 1,
    companyName: '四川蜀信智联科技有限公司',
    status: family.codeOf(state),
    version: steps.length + 2,
    enabled: true,
    businessLine: 0,
    name: '信息技术服务基础实务（第三期）',
    courseLevelId: 211,
    courseType: { name: '信息技术服务基础', nameEn: 'IT service fundamentals' },
    courseLevel: { name: '初级', nameEn: 'Junior' },
    certificateLevelId: 311,
    certificateType: { name: '系统集成项目经理', nameEn: 'System integration project manager' },
    certificateLevel: { name: '初级', nameEn: 'Junior' },
    description:
      '讲授信息技术服务标准体系、服务目录设计与服务级别管理，结业考核合格者可申请初级证书。',
    fee: '2800.00',
    capacity: 60,
    online: false,
    location: '成都市高新区天府大道中段1268号 蜀信培训中心 3 楼',
    signUpDeadline: '2030-03-01',
    creditHours: '32.0',
    cover: draft ? null : coverImage,
    teachers: draft ? [] : teachers,
    dates: draft
      ? []
      : [
          {
            id: 1,
            status: 0,
            version: 1,
            startsOn: '2030-03-10',
            endsOn: '2030-03-11',
            capacity: 30,
            location: '',
          },
          {
            id: 2,
            status: 0,
            version: 1,
            startsOn: '2030-04-07',
            endsOn: '2030-04-08',
            capacity: 30,
            location: '蜀信培训中心 5 楼实训室',
          },
        ],
    copiedFromId: null,
    submittedAt: steps.length > 0 ? at(2, 9) : null,
    decidedAt: steps.some((step) => step.party !== 'institution') ? at(3, 10) : null,
    createdAt: at(1, 9),
    updatedAt: at(4, 11),
    ...overrides,
  };
}

export function courseDetail(
  state: string,
  party: Party = 'institution',
  overrides: Partial<Course> = {},
): CourseDetail {
  const record = course(state, overrides);
  return {
    course: record,
    events: timelineOf(COURSE_PATHS[state] ?? [], 'course'),
    availableEvents: family.availableEvents(record.status, { party }),
  };
}

export const materials: CourseMaterial[] = [
  {
    id: 71,
    courseId: 801,
    name: '课程大纲',
    file: { ...licenceImage, id: 'f-outline', name: '课程大纲.png' },
    createdAt: at(2, 10),
  },
  {
    id: 72,
    courseId: 801,
    name: '第一讲 服务标准体系',
    file: { ...licenceImage, id: 'f-lecture', name: '第一讲.png' },
    createdAt: at(3, 10),
  },
];

/** The institution's own courses in every status. */
export const ownCourseRows: Course[] = [
  course('draft', {
    id: 806,
    name: '软件测试入门',
    courseLevelId: null,
    courseType: { name: '', nameEn: '' },
    courseLevel: { name: '', nameEn: '' },
  }),
  course('returned', { id: 805, name: '云计算运维工程师培训' }),
  course('pendingReview', { id: 804, name: '数据治理与数据安全实务' }),
  course('published', { id: 803 }),
  course('inTraining', { id: 802, name: '信息系统项目管理实务（第一期）' }),
  course('finished', { id: 801, name: '信息技术服务基础实务（第二期）' }),
];

/** What reached the reviewers: two waiting, one published, one returned. */
export const reviewCourseRows: Course[] = [
  course('pendingReview', { id: 1, name: '数据治理与数据安全实务' }),
  course('pendingReview', {
    id: 2,
    name: '信息技术服务基础实务（高级）',
    companyName: '四川蜀信智联科技有限公司',
  }),
  course('published', { id: 3 }),
  course('returned', { id: 4, name: '云计算运维工程师培训' }),
];

/** The form's choices and teachers, as `loadChoices` and `loadTeachers` answer them. */
export function StoryCourseChoices({
  loadChoices = () => Promise.resolve(courseChoices),
  loadTeachers = () => Promise.resolve(teachers),
  children,
}: {
  loadChoices?: () => Promise<CourseChoices>;
  loadTeachers?: () => Promise<readonly InstitutionPerson[]>;
  children: ReactNode;
}) {
  const [choices] = useState(() => detailLoaderOf(loadChoices));
  const [staff] = useState(() => detailLoaderOf(loadTeachers));
  return (
    <TeachersContext.Provider logic={staff} options={{ input: ONCE }}>
      <CourseChoicesContext.Provider logic={choices} options={{ input: ONCE }}>
        {children}
      </CourseChoicesContext.Provider>
    </TeachersContext.Provider>
  );
}

/**
 * A course as its reviewers read it, with the decisions on offer; its materials and
 * certificate panels stand in as labels (their own stories show them).
 */
export function ReviewedCourseContent({ id }: { id: RowId }) {
  return (
    <CourseDetailContent
      onReload={() => undefined}
      materials={<Alert severity="info">{`materials:${id}`}</Alert>}
      certificate={<Alert severity="info">{`certificate:${id}`}</Alert>}
      actions={(detail) => (
        <ReviewDecisionActions
          id={detail.course.id}
          available={detail.availableEvents}
          label="审核操作"
        />
      )}
    />
  );
}

/** The course's dialog over the list, its loader bound to a story function. */
export function StoryCourseDialog({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<CourseDetail>;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <RecordDialog title="课程详情" onClose={onClose}>
      <CourseDetailContext.Provider logic={loader} options={{ input: { id } }}>
        <ReviewedCourseContent id={id} />
      </CourseDetailContext.Provider>
    </RecordDialog>
  );
}

/** A page of courses that opens one in the dialog it is given (`courseCheck`, `courseManage`). */
type CourseListScreen = ComponentType<{
  renderDetail?: (id: string, onClose: () => void) => ReactNode;
}>;

/** A course list's story component: a course opens in the story's dialog (`?id=`). */
export const courseListStory = (path: string, Screen: CourseListScreen) =>
  reviewListWithDetail<CourseDetail>({
    path,
    param: 'id',
    screen: (load) => (
      <Screen
        renderDetail={(id, onClose) => (
          <StoryCourseDialog key={id} id={id} onClose={onClose} load={load} />
        )}
      />
    ),
  });

/** Its args: `rows` loaded, each course's detail waiting for the platform's review. */
export const courseListArgs = (rows: readonly Course[]) =>
  loadedListWithDetailArgs(rows, (id) =>
    courseDetail('pendingReview', 'platform', { id: Number(id) }),
  );
