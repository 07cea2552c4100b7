/** The columns the course lists show (the institution's own, the reviewers', the platform's). */
import type { TFunction } from 'i18next';
import { dateTimeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import type { Course } from '../../lib/api/courses';

export function courseColumns(t: TFunction, language: string) {
  const nameOf = (entry: { name: string; nameEn: string }) =>
    language === 'en' && entry.nameEn ? entry.nameEn : entry.name;
  return {
    name: textColumn<Course>('name', t('course.field.name'), { flex: 2, minWidth: 180 }),
    company: textColumn<Course>('companyName', t('course.institution'), {
      flex: 1.5,
      minWidth: 160,
    }),
    level: {
      ...textColumn<Course>('courseLevel', t('course.field.courseLevelId'), {
        flex: 1.3,
        minWidth: 140,
      }),
      valueGetter: (_value: unknown, row: Course) =>
        row.courseType.name ? `${nameOf(row.courseType)} · ${nameOf(row.courseLevel)}` : '',
    },
    signUpDeadline: textColumn<Course>('signUpDeadline', t('course.field.signUpDeadline'), {
      minWidth: 120,
    }),
    status: statusColumn<Course>('status', t('field.status'), 'course', t, { sortable: false }),
    submittedAt: dateTimeColumn<Course>('submittedAt', t('field.submittedAt'), {
      sortable: false,
    }),
  };
}
