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
