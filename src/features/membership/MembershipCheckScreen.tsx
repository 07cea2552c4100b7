import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BoundApplicationsTab } from './VipApplicationsReview';
import { appLevelsLoader, LevelsContext, ONCE } from './membershipActors';
import { BoundMembersTab } from './MembersPanel';

export type MembershipTab = 'applications' | 'members';

/** The page's tabs; the open one lives in the URL (`?tab=members`). */
export function MembershipTabs({
  value,
  onChange,
}: {
  value: MembershipTab;
  onChange: (tab: MembershipTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: MembershipTab) => onChange(tab)}
      aria-label={t('route.membershipCheck')}
    >
      <Tab value="applications" label={t('membership.applicationsTab')} />
      <Tab value="members" label={t('membership.membersTab')} />
    </Tabs>
  );
}

/**
 * `/platCoperationCheck/membershipCheck`: membership applications to decide, and the
 * memberships they granted. Each tab is its own list, with its filters in the URL; the
 * levels are loaded once for both.
 */
export function MembershipCheckRoute() {
  const [params, setParams] = useSearchParams();
  const tab: MembershipTab = params.get('tab') === 'members' ? 'members' : 'applications';
  // A new tab starts from a plain list: the other tab's filters mean nothing to it.
  const select = (next: MembershipTab) => setParams(next === 'members' ? { tab: next } : {});
  const tabs = <MembershipTabs value={tab} onChange={select} />;
  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      {tab === 'members' ? <BoundMembersTab tabs={tabs} /> : <BoundApplicationsTab tabs={tabs} />}
    </LevelsContext.Provider>
  );
}
