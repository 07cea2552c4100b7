import { useEffect, type ReactNode } from 'react';
import { PAGE_IDS, pages, type PageDefinition } from '@machines/access/pages';
import { appRoleSwitchMachine, appUnreadMessagesMachine } from '../actors/bindings';
import { RoleSwitchContext, TagsViewContext, UnreadMessagesContext } from '../actors/contexts';

const affixPages = PAGE_IDS.filter((id) => (pages[id] as PageDefinition).affix).map((pageId) => ({
  pageId,
  path: pages[pageId].path,
}));

/** Pauses the bell's polling while the tab is hidden. */
function VisibilityReporter() {
  const unread = UnreadMessagesContext.useActorRef();
  useEffect(() => {
    const report = () =>
      unread.send({ type: 'VISIBILITY.CHANGED', visible: document.visibilityState === 'visible' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [unread]);
  return null;
}

/** The actors of the signed-in layout; they stop (and the tags clear) on logout. */
export function LayoutActors({ children }: { children: ReactNode }) {
  return (
    <RoleSwitchContext.Provider logic={appRoleSwitchMachine}>
      <UnreadMessagesContext.Provider logic={appUnreadMessagesMachine}>
        <TagsViewContext.Provider options={{ input: { affix: affixPages } }}>
          <VisibilityReporter />
          {children}
        </TagsViewContext.Provider>
      </UnreadMessagesContext.Provider>
    </RoleSwitchContext.Provider>
  );
}
