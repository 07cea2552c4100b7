import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, waitFor } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { pages } from '@machines/access/pages';
import { unreadMessagesMachine, type VisibilityEvent } from '@machines/app/unreadMessages';
import { UnreadMessagesContext } from '../../src/components/appActorContexts';
import { MessageBell } from '../../src/app/layout/MessageBell';
import { StoryRouter } from '../support/storyKit';

type BellState = 'polling.fetching' | 'polling.waiting' | 'paused';

interface BellStoryProps {
  /** A restored state (no request starts); omitted, the bell polls live. */
  readonly state?: BellState;
  readonly unread?: number;
  /** `GET /api/corporate/query-message-page` → `unread`. */
  readonly fetchUnreadCount: () => Promise<number>;
  /** Live: how often it polls (the app's 30 s would make a slow story). */
  readonly pollIntervalMs?: number;
  /** Live: the page is hidden from the start (a background tab). */
  readonly hidden?: boolean;
  /** Live: the counts successive polls answer (the last one repeats). */
  readonly counts?: readonly number[];
}

const valueOf = (state: BellState) =>
  state === 'paused' ? 'paused' : { polling: state.split('.')[1] ?? 'waiting' };

/** The top bar's bell alone, its actor restored or polling with a story visibility source. */
function BellStory({
  state,
  unread = 0,
  fetchUnreadCount,
  pollIntervalMs = 100,
  hidden = false,
  counts,
}: BellStoryProps) {
  const [logic] = useState(() => {
    // Counted inside the actor: the story's n-th poll answers counts[n].
    let polls = 0;
    return unreadMessagesMachine.provide({
      actors: {
        fetchUnreadCount: fromPromise(async () => {
          const answer = await fetchUnreadCount();
          const poll = polls++;
          return counts ? (counts[Math.min(poll, counts.length - 1)] ?? 0) : answer;
        }),
        watchVisibility: fromCallback<VisibilityEvent>(({ sendBack }) => {
          sendBack({ type: 'VISIBILITY.CHANGED', visible: !hidden });
        }),
      },
    });
  });
  const options = state
    ? {
        snapshot: unreadMessagesMachine.resolveState({
          value: valueOf(state),
          context: { unread, pollIntervalMs },
        }),
      }
    : { input: { pollIntervalMs } };
  return (
    <StoryRouter path={pages.dashboard.path}>
      <Box sx={{ p: 2 }}>
        <UnreadMessagesContext.Provider logic={logic} options={options}>
          <MessageBell />
        </UnreadMessagesContext.Provider>
      </Box>
    </StoryRouter>
  );
}

const meta = {
  title: 'Messages/MessageBell',
  component: BellStory,
  parameters: { machine: 'unreadMessagesMachine' },
  args: { fetchUnreadCount: fn(() => Promise.resolve(0)) },
} satisfies Meta<typeof BellStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const dotOf = (canvas: Canvas) =>
  canvas.getByRole('link').querySelector('.MuiBadge-dot:not(.MuiBadge-invisible)');

/** The first count is on its way: no dot yet. */
export const Fetching: Story = {
  parameters: { state: 'polling.fetching' },
  args: { state: 'polling.fetching' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '消息' })).toHaveAttribute(
      'href',
      '/messageCenter',
    );
    await expect(dotOf(canvas)).toBeNull();
    await expect(args.fetchUnreadCount).not.toHaveBeenCalled();
  },
};

/** Unread messages: the dot, and the count in the bell's name. */
export const Unread: Story = {
  parameters: { state: 'polling.waiting' },
  args: { state: 'polling.waiting', unread: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息（3 条未读）' })).toBeVisible();
    await expect(dotOf(canvas)).not.toBeNull();
  },
};

export const AllRead: Story = {
  parameters: { state: 'polling.waiting' },
  args: { state: 'polling.waiting', unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息' })).toBeVisible();
    await expect(dotOf(canvas)).toBeNull();
  },
};

/** A background tab: no polling, the last count stays. */
export const Paused: Story = {
  parameters: { state: 'paused' },
  args: { state: 'paused', unread: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '消息（2 条未读）' })).toBeVisible();
    await expect(args.fetchUnreadCount).not.toHaveBeenCalled();
  },
};

/** Live: a message arrives between two polls and the dot appears without a reload. */
export const NewMessageArrives: Story = {
  parameters: { states: ['polling.fetching', 'polling.waiting'] },
  // None unread at the first poll, one from the second on.
  args: { counts: [0, 1] },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.fetchUnreadCount).toHaveBeenCalled());
    await expect(await canvas.findByRole('link', { name: '消息（1 条未读）' })).toBeVisible();
    await expect(args.fetchUnreadCount.mock.calls.length).toBeGreaterThanOrEqual(2);
  },
};

/** Live, in a hidden tab: it never asks. */
export const HiddenTab: Story = {
  parameters: { state: 'paused' },
  args: { hidden: true },
  play: async ({ canvas, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('link', { name: '消息' })).toBeVisible();
    await expect(args.fetchUnreadCount.mock.calls.length).toBeLessThanOrEqual(1);
  },
};

export const English: Story = {
  parameters: { state: 'polling.waiting' },
  args: { state: 'polling.waiting', unread: 4 },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /4/ })).toBeVisible();
  },
};
