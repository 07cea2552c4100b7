/** The filters of the platform's course lists (`courseCheck`, `courseManage`), in the URL. */
import type { FilterField } from '../../components/FilterBar';

export function courseFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'course' },
    { kind: 'text', name: 'name', label: t('course.field.name') },
    { kind: 'text', name: 'companyName', label: t('course.institution') },
    {
      kind: 'dateRange',
      from: 'submittedFrom',
      to: 'submittedTo',
      fromLabel: t('field.submittedFrom'),
      toLabel: t('field.submittedTo'),
    },
  ];
}
