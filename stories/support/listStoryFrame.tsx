/** The frame of a list story without reviews: a user, the page's route, its list machine. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import type { ListContext as ListMachineContext, ListPage, ListRow } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { UserFixture } from './fixtures';
import { AppFrame, ListFrame, listSnapshot, pageOf, StoryRouter } from './storyKit';

export interface ListStoryProps {
  /** The list machine's restored state and context. */
  readonly state: string;
  readonly context?: Partial<ListMachineContext>;
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
}

export function ListStoryFrame({
  user,
  path,
  state,
  context,
  fetchPage,
  children,
}: ListStoryProps & {
  readonly user: UserFixture;
  readonly path: string;
  readonly children: ReactNode;
}) {
  return (
    <AppFrame user={user}>
      <StoryRouter path={path}>
        <Box sx={{ p: 2 }}>
          <ListFrame fetchPage={fetchPage} snapshot={listSnapshot(state, context)}>
            {children}
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

/** A list's args: `rows` loaded, and answered again on a reload. */
export const loadedRowsArgs = (rows: readonly ListRow[]) => ({
  state: 'loaded',
  context: { rows: [...rows], total: rows.length },
  fetchPage: fn(() => Promise.resolve(pageOf([...rows] as never[], rows.length))),
});

/** How long a story waits for the grid's first drawing (a cold start draws it late). */
export const GRID_WAIT = { timeout: 10_000 };
