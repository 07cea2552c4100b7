/** The filters every list of applications from companies starts with. */
import type { TFunction } from 'i18next';
import type { StatusFamilyName } from '@machines/workflows';
import type { FilterField } from './FilterBar';

/**
 * Status, company name, credit code and the submission dates, under the names the list
 * calls take (`status`, `companyName`, `creditCode`, `submittedFrom`, `submittedTo`).
 */
export function applicationFilters(t: TFunction, family: StatusFamilyName): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family },
    { kind: 'text', name: 'companyName', label: t('field.companyName') },
    { kind: 'text', name: 'creditCode', label: t('field.creditCode') },
    {
      kind: 'dateRange',
      from: 'submittedFrom',
      to: 'submittedTo',
      fromLabel: t('field.submittedFrom'),
      toLabel: t('field.submittedTo'),
    },
  ];
}
