/** Courses as every course endpoint answers them (the contract's shape). */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogueName, Course, TrainingDate } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { inIds, prepared, preparedById } from '../db/prepared';
import {
  certificateLevels,
  certificateTypes,
  corporates,
  courseLevels,
  courses,
  courseTeachers,
  courseTypes,
  trainingDates,
} from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { joinedFile, joinedFileInfo } from '../lib/files/joined';
import { namedPeopleOf } from '../lib/namedPeople';

export type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const certificateType = alias(certificateTypes, 'certificate_type');
const cover = joinedFile('cover_file');

/** Courses with the names they refer to: institution, levels and types, cover. */
export function selectCourses(db: Database) {
  return db
    .select({
      course: getTableColumns(courses),
      companyName: corporates.name,
      courseType: { name: courseTypes.name, nameEn: courseTypes.nameEn },
      courseLevel: { name: courseLevels.name, nameEn: courseLevels.nameEn },
      certificateType: { name: certificateType.name, nameEn: certificateType.nameEn },
      certificateLevel: { name: certificateLevels.name, nameEn: certificateLevels.nameEn },
      cover: cover.columns,
    })
    .from(courses)
    .innerJoin(corporates, eq(corporates.id, courses.corporateId))
    .leftJoin(courseLevels, eq(courseLevels.id, courses.courseLevelId))
    .leftJoin(courseTypes, eq(courseTypes.id, courseLevels.typeId))
    .leftJoin(certificateLevels, eq(certificateLevels.id, courses.certificateLevelId))
    .leftJoin(certificateType, eq(certificateType.id, certificateLevels.typeId))
    .leftJoin(cover.table, eq(cover.table.id, courses.coverFileId));
}

export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

const nameOf = (entry: { name: string | null; nameEn: string | null } | null): CatalogueName => ({
  name: entry?.name ?? '',
  nameEn: entry?.nameEn ?? '',
});

/** Each course's dates, earliest first: one statement for a whole page, prepared once. */
const datesOfCourses = prepared((db) =>
  db
    .select()
    .from(trainingDates)
    .where(inIds(trainingDates.courseId))
    .orderBy(asc(trainingDates.courseId), asc(trainingDates.startsOn), asc(trainingDates.id))
    .prepare('dates_of_courses'),
);

export async function datesOf(
  db: Database,
  courseIds: readonly number[],
): Promise<Map<number, TrainingDate[]>> {
  const byCourse = new Map<number, TrainingDate[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await datesOfCourses(db).execute({ ids: [...courseIds] });
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({
      id: row.id,
      status: row.status,
      version: row.version,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      capacity: row.capacity,
      location: row.location ?? '',
    });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

const TEACHERS = {
  table: courseTeachers,
  ownerId: courseTeachers.courseId,
  personId: courseTeachers.personId,
  position: courseTeachers.position,
};

/** A page of rows answered whole: each with its teachers and dates. */
export async function toCourses(
  db: Database,
  config: FilesConfig,
  rows: readonly CourseRow[],
): Promise<Course[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.course.id);
  const [teachers, dates] = await Promise.all([namedPeopleOf(db, TEACHERS, ids), datesOf(db, ids)]);
  return rows.map((row) => {
    const { course } = row;
    return {
      id: course.id,
      corporateId: course.corporateId,
      companyName: row.companyName,
      status: course.status,
      version: course.version,
      enabled: course.enabled,
      businessLine: course.businessLine,
      name: course.name,
      courseLevelId: course.courseLevelId,
      courseType: nameOf(row.courseType),
      courseLevel: nameOf(row.courseLevel),
      certificateLevelId: course.certificateLevelId,
      certificateType: nameOf(row.certificateType),
      certificateLevel: nameOf(row.certificateLevel),
      description: course.description ?? '',
      fee: course.fee ?? '',
      capacity: course.capacity,
      online: course.online,
      location: course.location ?? '',
      signUpDeadline: course.signUpDeadline ?? '',
      creditHours: course.creditHours ?? '',
      cover: joinedFileInfo(config, row.cover),
      teachers: teachers.get(course.id) ?? [],
      dates: dates.get(course.id) ?? [],
      copiedFromId: course.copiedFromId,
      submittedAt: course.submittedAt?.toISOString() ?? null,
      decidedAt: course.decidedAt?.toISOString() ?? null,
      createdAt: course.createdAt.toISOString(),
      updatedAt: course.updatedAt.toISOString(),
    };
  });
}

export const findCourse = preparedById('course_by_id', (db, id) =>
  selectCourses(db).where(eq(courses.id, id)),
);

export async function loadCourse(db: Database, config: FilesConfig, id: number): Promise<Course> {
  const found = await findCourse(db, id);
  const [course] = found ? await toCourses(db, config, [found]) : [];
  if (!course) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return course;
}
