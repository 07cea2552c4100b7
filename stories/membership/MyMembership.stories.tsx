import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { MyMembership } from '@machines/contracts';
import { MyMembershipScreen } from '../../src/features/membership/MyMembershipScreen';
import { serviceError, users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter } from '../support/storyKit';
import { membership, StoryLevels, StoryMyMembership } from './membershipFixtures';

interface StoryProps {
  /** `GET /api/corporate/query-my-vip`. */
  readonly load: () => Promise<MyMembership>;
}

/** `/myMembership` of a member company, its membership answered by `load`. */
function MyMembershipStory({ load }: StoryProps) {
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.myMembership.path}>
        <StoryLevels>
          <StoryMyMembership load={load}>
            <MyMembershipScreen onRetry={() => undefined} />
          </StoryMyMembership>
        </StoryLevels>
      </StoryRouter>
    </AppFrame>
  );
}

/** Disabled by the platform with a reason, after it had been renewed once. */
const disabledWithHistory: MyMembership = {
  membership: membership('disabled', { validTo: '2027-05-31' }),
  openApplicationId: null,
  events: [
    {
      id: 1,
      fromCode: 0,
      toCode: 0,
      event: 'RENEW',
      actorName: '协会秘书处',
      actorRole: '0100',
      comment: null,
      createdAt: '2026-05-20T02:00:00.000Z',
    },
    {
      id: 2,
      fromCode: 0,
      toCode: 2,
      event: 'DISABLE',
      actorName: '协会秘书处',
      actorRole: '0100',
      comment: '年度会费逾期未缴，暂停会员资格。',
      createdAt: '2026-09-01T02:00:00.000Z',
    },
  ],
};

const meta = {
  title: 'Membership/MyMembership',
  component: MyMembershipStory,
  args: { load: fn(() => Promise.resolve(disabledWithHistory)) },
} satisfies Meta<typeof MyMembershipStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: fn(() => new Promise<MyMembership>(() => undefined)) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('progressbar', { name: '加载中…' }));
    await expect(canvas.queryByRole('link', { name: '入会申请记录' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { load: fn(() => Promise.reject<MyMembership>(serviceError(500, '服务器繁忙'))) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('服务器繁忙'));
    await shown(canvas.getByRole('button', { name: '重试' }));
  },
};

/** Not a member yet: it applies to join; no history. */
export const NotAMember: Story = {
  args: {
    load: fn(() =>
      Promise.resolve<MyMembership>({ membership: null, openApplicationId: null, events: [] }),
    ),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('本单位尚未成为协会会员。'));
    await expect(canvas.getByRole('link', { name: '申请入会' })).toHaveAttribute(
      'href',
      pages.vipcorporatation.path,
    );
    await expect(canvas.queryByRole('region', { name: '会员资格变动记录' })).toBeNull();
  },
};

/** A member: what it is, the way to renew, and why it was disabled. */
export const DisabledWithHistory: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: '本单位会员资格' }));
    await shown(card.getByText('已停用'));
    await shown(card.getByText('2024-06-01 至 2027-05-31'));
    await shown(canvas.getByRole('link', { name: '申请续期或变更级别' }));
    const history = within(canvas.getByRole('region', { name: '会员资格变动记录' }));
    await shown(history.getByText('年度会费逾期未缴，暂停会员资格。'));
    await expect(canvas.getByRole('link', { name: '入会申请记录' })).toHaveAttribute(
      'href',
      pages.vipApply.path,
    );
  },
};

/** An application under way: the page leads to it instead of a second one. */
export const ApplicationUnderWay: Story = {
  args: {
    load: fn(() =>
      Promise.resolve<MyMembership>({
        membership: membership('active', { validTo: '2027-05-31' }),
        openApplicationId: 11,
        events: [],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '查看进行中的入会申请' })).toHaveAttribute(
      'href',
      `${pages.vipCorporateInfo.path}?id=11`,
    );
    await expect(canvas.queryByRole('link', { name: '申请续期或变更级别' })).toBeNull();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: 'Our membership' }));
    await shown(canvas.getByRole('link', { name: 'Apply to renew or change level' }));
    await shown(canvas.getByRole('region', { name: 'Membership history' }));
  },
};
