/** The frame every review-list story shares: a user, the page's route, its list and review. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { expect, fn, waitFor, type within } from 'storybook/test';
import type {
  ListContext as ListMachineContext,
  ListPage,
  ListRow,
  RowId,
} from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import { users, type UserFixture } from './fixtures';
import { loadedRowsArgs } from './listStoryFrame';
import {
  AppFrame,
  ListFrame,
  listSnapshot,
  ReviewFrame,
  reviewSnapshot,
  StoryRouter,
  type ReviewCall,
} from './storyKit';

export interface ReviewListStoryProps {
  /** The list machine's restored state; omitted, the list loads through `fetchPage`. */
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  /** The review machine's restored state. */
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  /** The address the story opens (a record named in it opens its dialog). */
  readonly url?: string;
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  readonly submitDecision: ReviewCall;
}

export function ReviewListStoryFrame({
  user,
  path,
  preserve,
  state,
  context,
  review,
  url = path,
  fetchPage,
  submitDecision,
  children,
}: ReviewListStoryProps & {
  readonly user: UserFixture;
  readonly path: string;
  readonly preserve?: readonly string[];
  readonly children: ReactNode;
}) {
  return (
    <AppFrame user={user}>
      <StoryRouter path={path} url={url}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            {...(preserve ? { preserve } : {})}
            {...(state ? { snapshot: listSnapshot(state, context) } : {})}
          >
            <ReviewFrame
              submitDecision={submitDecision}
              {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
            >
              {children}
            </ReviewFrame>
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

/** A review list's args: `rows` loaded (and answered again on a reload), every decision a yes. */
export function loadedListArgs(rows: readonly ListRow[]) {
  return {
    ...loadedRowsArgs(rows),
    submitDecision: fn<ReviewCall>((request) =>
      Promise.resolve(request.ids.map((id) => ({ id, ok: true }))),
    ),
  };
}

/** The story component of a review list (`screen`) as `user` sees it at `path`. */
export function reviewListStory({
  user,
  path,
  screen,
}: {
  readonly user: UserFixture;
  readonly path: string;
  readonly screen: ReactNode;
}) {
  return function ReviewListStory(frame: ReviewListStoryProps) {
    return (
      <ReviewListStoryFrame {...frame} user={user} path={path}>
        {screen}
      </ReviewListStoryFrame>
    );
  };
}

export type ReviewListStoryComponent = ReturnType<typeof reviewListStory>;

/** A review list's props beside a panel that loads on its own (the company's standing). */
export type ReviewListWithStandingProps<Standing> = ReviewListStoryProps & {
  readonly loadStanding: () => Promise<Standing>;
};

/**
 * The story component of an applicant's list under a panel of its own, which `loadStanding`
 * answers (the company's membership, its institution roles): `screen` draws both.
 */
export function reviewListWithStanding<Standing>({
  user,
  path,
  screen,
}: {
  readonly user: UserFixture;
  readonly path: string;
  readonly screen: (loadStanding: () => Promise<Standing>) => ReactNode;
}) {
  return function ReviewListWithStandingStory({
    loadStanding,
    ...frame
  }: ReviewListWithStandingProps<Standing>) {
    return (
      <ReviewListStoryFrame {...frame} user={user} path={path}>
        {screen(loadStanding)}
      </ReviewListStoryFrame>
    );
  };
}

/** The list and its panel loading: a progress bar. */
export function standingLoadingStory<Standing>() {
  return {
    parameters: { state: 'loading' },
    args: {
      state: 'loading',
      context: {},
      loadStanding: fn(() => new Promise<Standing>(() => undefined)),
    },
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
      const progress = canvas.getAllByRole('progressbar')[0] ?? null;
      await waitFor(() => expect(progress).toBeVisible());
    },
  };
}

/**
 * A review list's story meta but its title: its story component (`reviewListStory(frame)`),
 * the list and review machines it shows, and `rows` loaded.
 */
export function reviewListMeta(
  frame: Parameters<typeof reviewListStory>[0],
  rows: readonly ListRow[],
) {
  return {
    component: reviewListStory(frame),
    parameters: { machine: ['listMachine', 'reviewMachine'] },
    args: loadedListArgs(rows),
  };
}

/** A review list's props where its records open in a dialog: the dialog's loader too. */
export type ReviewListWithDetailProps<Detail> = ReviewListStoryProps & {
  readonly loadDetail: (id: RowId) => Promise<Detail>;
};

/**
 * The story component of a review list whose records open in a dialog named in the URL
 * (`?param=id`): `screen` draws the page with its detail dialogs bound to the story's
 * `loadDetail`. The platform's administrator looks unless `user` says otherwise.
 */
export function reviewListWithDetail<Detail>({
  path,
  param,
  user = users.superAdmin,
  screen,
}: {
  readonly path: string;
  readonly param: string;
  readonly user?: UserFixture;
  readonly screen: (loadDetail: (id: RowId) => Promise<Detail>) => ReactNode;
}) {
  return function ReviewListWithDetailStory({
    loadDetail,
    ...frame
  }: ReviewListWithDetailProps<Detail>) {
    return (
      <ReviewListStoryFrame {...frame} user={user} path={path} preserve={[param]}>
        {screen(loadDetail)}
      </ReviewListStoryFrame>
    );
  };
}

/** `loadedListArgs`, and each record's detail as `detailOf` makes it. */
export function loadedListWithDetailArgs<Detail>(
  rows: readonly ListRow[],
  detailOf: (id: RowId) => Detail,
) {
  return {
    ...loadedListArgs(rows),
    loadDetail: fn((id: RowId) => Promise.resolve(detailOf(id))),
  };
}
