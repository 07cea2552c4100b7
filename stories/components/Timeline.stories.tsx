import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import { expect, within } from 'storybook/test';
import { Timeline } from '../../src/components/Timeline';
import { timelineOf } from '../support/storyKit';
import { RETURN_COMMENT } from '../realname/realnameFixtures';

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  decorators: [
    (Story) => (
      <Paper sx={{ p: 3, m: 2 }}>
        <Story />
      </Paper>
    ),
  ],
  args: {
    family: 'application',
    entries: timelineOf([
      { event: 'SUBMIT', party: 'applicant' },
      { event: 'RETURN', party: 'platform', comment: RETURN_COMMENT },
      { event: 'SUBMIT', party: 'applicant' },
      { event: 'APPROVE', party: 'platform' },
    ]),
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who (with the role's name), the action, from → to as chips, the comment, the time. */
export const Lifecycle: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    const [submit, returned, , approved] = steps as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(submit).toHaveTextContent('提交');
    await expect(submit).toHaveTextContent('王建国（会员企业）');
    await expect(within(submit).getByText('草稿')).toBeVisible();
    await expect(within(submit).getByText('待审核')).toBeVisible();
    await expect(returned).toHaveTextContent('退回');
    await expect(returned).toHaveTextContent('赵志强（超级管理员）');
    await expect(returned).toHaveTextContent(RETURN_COMMENT);
    await expect(within(returned).getByText('已退回')).toBeVisible();
    await expect(approved).toHaveTextContent('通过');
    await expect(within(approved).getByText('已通过')).toBeVisible();
    await expect(within(approved).getByText(/^2025-06-05 12:30$/)).toBeVisible();
  },
};

/** A step without an account (the system's, or an account since removed). */
export const SystemStep: Story = {
  args: {
    entries: [
      {
        id: 1,
        fromCode: 2,
        toCode: 6,
        event: 'REVOKE',
        actorName: '',
        actorRole: '',
        comment: null,
        createdAt: new Date(2025, 5, 3, 8, 0).toISOString(),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('撤销');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('系统');
  },
};

/** A role of one business line reads as its kind beside the name: no code, no nesting. */
export const LineRoleActor: Story = {
  args: {
    entries: [
      {
        id: 1,
        fromCode: 1,
        toCode: 2,
        event: 'INSTITUTION_APPROVE',
        actorName: '陈静',
        actorRole: '2101',
        comment: null,
        createdAt: new Date(2025, 5, 3, 8, 0).toISOString(),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('陈静（评审机构）');
    await expect(canvas.getByRole('listitem')).not.toHaveTextContent('2101');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无记录')).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    await expect(steps[1]).toHaveTextContent('Return');
    await expect(steps[1]).toHaveTextContent('Returned');
  },
};
