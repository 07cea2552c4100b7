/** The columns both project lists show (the company's own, the reviewers' queues). */
import type { TFunction } from 'i18next';
import { dateTimeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import type { ProjectApplication } from '../../lib/api/projects';

export function projectColumns(t: TFunction) {
  const wide = { flex: 1.5, minWidth: 140 };
  return {
    name: textColumn<ProjectApplication>('name', t('project.field.name'), {
      flex: 2,
      minWidth: 180,
    }),
    company: textColumn<ProjectApplication>('companyName', t('field.companyName'), {
      ...wide,
      minWidth: 160,
    }),
    client: textColumn<ProjectApplication>('client', t('project.field.client'), wide),
    institution: textColumn<ProjectApplication>(
      'institutionName',
      t('project.field.institutionId'),
      wide,
    ),
    status: statusColumn<ProjectApplication>('status', t('field.status'), 'qualification', t, {
      sortable: false,
    }),
    submittedAt: dateTimeColumn<ProjectApplication>('submittedAt', t('field.submittedAt'), {
      sortable: false,
    }),
  };
}
