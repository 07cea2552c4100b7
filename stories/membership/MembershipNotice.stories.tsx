import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { MembershipNoticeView } from '../../src/features/membership/MembershipNotice';
import type { MyMembership } from '../../src/lib/api/membership';
import { users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter } from '../support/storyKit';
import { membership, StoryMyMembership } from './membershipFixtures';

/** The notice a member company's home page shows when its membership has lapsed. */
function NoticeStory({ load }: { load: () => Promise<MyMembership> }) {
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.dashboard.path}>
        <Box sx={{ p: 2 }}>
          <StoryMyMembership load={load}>
            <MembershipNoticeView />
          </StoryMyMembership>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const answer = (state: string) =>
  fn(() =>
    Promise.resolve<MyMembership>({
      membership: membership(state),
      openApplicationId: null,
      events: [],
    }),
  );

const meta = {
  title: 'Membership/MembershipNotice',
  component: NoticeStory,
  args: { load: answer('expired') },
} satisfies Meta<typeof NoticeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(/会员资格已于 2025-05-31 到期/));
    await expect(canvas.getByRole('link', { name: '查看本单位会员' })).toHaveAttribute(
      'href',
      pages.myMembership.path,
    );
  },
};

export const Disabled: Story = {
  args: { load: answer('disabled') },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(/会员资格已被平台停用/));
  },
};

/** A standing membership, or none: nothing to say. */
export const Active: Story = {
  args: { load: answer('active') },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.load).toHaveBeenCalled());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
