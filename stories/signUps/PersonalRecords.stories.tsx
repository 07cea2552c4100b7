import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { initialListQuery } from '@machines/app/listQuery';
import { PersonalRecordsScreen } from '../../src/features/signUps/records/PersonalRecordsScreen';
import type { RecordScope } from '../../src/features/signUps/records/recordScope';
import { users } from '../support/fixtures';
import { emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  GRID_WAIT,
  ListStoryFrame,
  type ListStoryProps,
  loadedRowsArgs,
} from '../support/listStoryFrame';
import { shown } from '../support/storyKit';
import { selfSummary, summaryRows } from './recordFixtures';

const PATH = pages.personalRecords.path;

interface StoryProps extends ListStoryProps {
  readonly scope?: RecordScope;
}

/** `personalRecords`: a company's people with their hours (or an individual alone). */
function PersonalRecordsStory({ scope = 'roster', ...list }: StoryProps) {
  return (
    <ListStoryFrame
      {...list}
      user={scope === 'roster' ? users.companyAdmin : users.trainee}
      path={PATH}
    >
      <PersonalRecordsScreen scope={scope} />
    </ListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/PersonalRecords',
  component: PersonalRecordsStory,
  parameters: { machine: 'listMachine' },
  args: loadedRowsArgs(summaryRows),
} satisfies Meta<typeof PersonalRecordsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('人员培训汇总');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/**
 * Each person's latest training and hours per year (approved declarations named in the
 * total); who never trained says so.
 */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', {}, GRID_WAIT);
    const trained = rowWith(canvas, '刘洋');
    await shown(trained.getByText('2029 年 32.0；2028 年 16.0'));
    await shown(trained.getByText('48.0（申报 16.0）'));
    await shown(trained.getByText('已报名，待审核'));
    await shown(rowWith(canvas, '许静').getByText('考试未通过'));
    await shown(rowWith(canvas, '高远').getByText('尚未参加培训'));
  },
};

/** A person's trainings are one click away, narrowed to them. */
export const OpenTrainings: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看 刘洋 的培训记录' }, GRID_WAIT),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'current page' })).toHaveTextContent(
        `${pages.trainingRecords.path}?personId=61`,
      ),
    );
  },
};

/** Searching a name asks for page one of it. */
export const Search: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '许');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { traineeName: '许' } }),
      ),
    );
  },
};

/** An individual sees themselves alone: no search, the heading still the page's. */
export const Individual: Story = {
  parameters: { state: 'loaded' },
  args: { scope: 'self', context: { rows: [selfSummary], total: 1 } },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: '个人记录' }));
    await expect(canvas.queryByRole('textbox', { name: '姓名' })).toBeNull();
    await shown(rowWith(canvas, '吴磊').getByText('2029 年 32.0'));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('grid', { name: 'Trainees and their hours' }, GRID_WAIT));
    await shown(rowWith(canvas, '刘洋').getByText('2029: 32.0; 2028: 16.0'));
    await shown(rowWith(canvas, '高远').getByText('No training yet'));
  },
};
