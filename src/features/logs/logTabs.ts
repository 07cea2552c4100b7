import type { TFunction } from 'i18next';
import type { FilterField } from '../../components/FilterBar';

/** The tabs of the /loginLog screen, named in the URL (`?tab=actions`). */
export const LOG_TABS = ['attempts', 'actions', 'sms'] as const;
export type LogTab = (typeof LOG_TABS)[number];

export const TAB_PARAM = 'tab';

export function tabOf(params: URLSearchParams): LogTab {
  const tab = params.get(TAB_PARAM);
  return (LOG_TABS as readonly (string | null)[]).includes(tab) ? (tab as LogTab) : 'attempts';
}

/** i18n key of a tab's title. */
export const tabLabelKey = (tab: LogTab) => `loginLog.tab.${tab}`;

/** The days filter every log tab has: the rows created from one day to another, both kept. */
export const createdDaysFilter = (t: TFunction): FilterField => ({
  kind: 'dateRange',
  from: 'createdFrom',
  to: 'createdTo',
  fromLabel: t('field.createdFrom'),
  toLabel: t('field.createdTo'),
});
