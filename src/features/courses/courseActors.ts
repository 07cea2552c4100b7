/**
 * The course area's actors and addresses: one course's detail, what the form offers
 * (levels, teachers), its certificate template's designer, and the URL parameters that open a course's dialog or form.
 */
import { createActorContext } from '@xstate/react';
import type { CourseChoices, CourseDetail, InstitutionPerson } from '@machines/contracts';
import { templateDesignerOn } from '../../components/certificateTemplate/designerLogic';
import { detailLoaderOf } from '../../components/detailLoader';
import * as coursesApi from '../../lib/api/courses';
import * as institutionsApi from '../../lib/api/institutions';
import { courseTemplateCalls } from '../../lib/api/certificateTemplates';

const unbound = (name: string) => () =>
  Promise.reject(new Error(`${name}: provide a bound loader`));

/** One course's detail, declared; bound below or by a story. */
export const courseDetailLoader = detailLoaderOf<CourseDetail>(unbound('courseDetailLoader'));
export const appCourseDetailLoader = detailLoaderOf((id) => coursesApi.fetchCourseDetail(id));
export const CourseDetailContext = createActorContext(courseDetailLoader);

/** The course and certificate levels the form offers (loaded once). */
export const courseChoicesLoader = detailLoaderOf<CourseChoices>(unbound('courseChoicesLoader'));
export const appCourseChoicesLoader = detailLoaderOf(() => coursesApi.fetchCourseChoices());
export const CourseChoicesContext = createActorContext(courseChoicesLoader);

/** The institution's teachers: verified people its approved application names. */
export const teachersLoader = detailLoaderOf<readonly InstitutionPerson[]>(
  unbound('teachersLoader'),
);
export const appTeachersLoader = detailLoaderOf<readonly InstitutionPerson[]>(() =>
  institutionsApi.fetchStaff('training'),
);
export const TeachersContext = createActorContext(teachersLoader);

/** The URL parameter naming the course a dialog shows. */
export const ID_PARAM = 'id';
/** The URL parameter naming the course whose form the page shows (`new` for a new one). */
export const EDIT_PARAM = 'edit';

/** The course's own certificate template, bound to its calls. */
export const appCourseTemplateDesigner = templateDesignerOn(courseTemplateCalls);
