import type { ReactNode } from 'react';
import { PAGE_IDS, pages, type PageDefinition } from '@machines/access/pages';
import { appRoleSwitchMachine, appUnreadMessagesMachine } from '../actors/bindings';
import {
  RoleSwitchContext,
  TagsViewContext,
  UnreadMessagesContext,
} from '../../components/appActorContexts';

const affixPages = PAGE_IDS.filter((id) => (pages[id] as PageDefinition).affix).map((pageId) => ({
  pageId,
  path: pages[pageId].path,
}));

/** The actors of the signed-in layout; they stop (and the tags clear) on logout. */
export function LayoutActors({ children }: { children: ReactNode }) {
  return (
    <RoleSwitchContext.Provider logic={appRoleSwitchMachine}>
      <UnreadMessagesContext.Provider logic={appUnreadMessagesMachine}>
        <TagsViewContext.Provider options={{ input: { affix: affixPages } }}>
          {children}
        </TagsViewContext.Provider>
      </UnreadMessagesContext.Provider>
    </RoleSwitchContext.Provider>
  );
}
