import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage, RowId } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import type { TrainingRecordDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import type { RecordScope } from '../../src/features/signUps/records/recordScope';
import { TrainingRecordDialog } from '../../src/features/signUps/records/TrainingRecordDialog';
import { TrainingRecordsScreen } from '../../src/features/signUps/records/TrainingRecordsScreen';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { AppFrame, ListFrame, listSnapshot, pageOf, shown, StoryRouter } from '../support/storyKit';
import { recordRows, trainingRecordDetail } from './recordFixtures';
import { GRID_WAIT } from '../support/listStoryFrame';

const PATH = pages.trainingRecords.path;

interface StoryProps {
  readonly state: string;
  readonly context?: Partial<ListMachineContext>;
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  readonly loadDetail: (id: RowId) => Promise<TrainingRecordDetail>;
  readonly scope?: RecordScope;
  readonly url?: string;
}

function StoryRecordDialog({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<TrainingRecordDetail>;
}) {
  const [logic] = useState(() => detailLoaderOf(load));
  return <TrainingRecordDialog id={id} onClose={onClose} logic={logic} />;
}

/** `trainingRecords`: a company's people's trainings (or an individual's own). */
function TrainingRecordsStory({
  state,
  context,
  fetchPage,
  loadDetail,
  scope = 'roster',
  url = PATH,
}: StoryProps) {
  return (
    <AppFrame user={scope === 'roster' ? users.companyAdmin : users.trainee}>
      <StoryRouter path={PATH} url={url}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            snapshot={listSnapshot(state, context)}
            preserve={['record']}
          >
            <TrainingRecordsScreen
              scope={scope}
              thisYear={2030}
              mayOpenCertificate
              renderDetail={(id, onClose) => (
                <StoryRecordDialog key={id} id={id} onClose={onClose} load={loadDetail} />
              )}
            />
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Sign-ups/TrainingRecords',
  component: TrainingRecordsStory,
  parameters: { machine: 'listMachine' },
  args: {
    state: 'loaded',
    context: { rows: recordRows, total: recordRows.length },
    fetchPage: fn(() => Promise.resolve(pageOf(recordRows as never[], recordRows.length))),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(trainingRecordDetail('certificateIssued', { id: Number(id) })),
    ),
  },
} satisfies Meta<typeof TrainingRecordsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('培训记录');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each training's hours: earned, or said not to count; the issued one's certificate. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', {}, GRID_WAIT);
    await shown(canvas.getByText('共 3 条培训记录'));
    const issued = rowWith(canvas, '第二期');
    await shown(issued.getByText('32.0'));
    await shown(issued.getByText('证书已颁发'));
    await shown(issued.getByRole('button', { name: '电子证书' }));
    await shown(rowWith(canvas, '项目管理').getByText('0（课程 24.0）'));
    await expect(rowWith(canvas, '第三期').queryByRole('button', { name: '电子证书' })).toBeNull();
  },
};

/** Filtering by the trainee, the year and the status asks for page one of it. */
export const Search: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '刘洋');
    await userEvent.click(canvas.getByRole('combobox', { name: '年度' }));
    const years = within(await body().findByRole('listbox'));
    await expect(years.getAllByRole('option')).toHaveLength(11);
    await userEvent.click(years.getByRole('option', { name: '2029' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { traineeName: '刘洋', year: '2029' } }),
      ),
    );
  },
};

/** Sent from the people list: one person's trainings, and the way back to everyone's. */
export const OnePerson: Story = {
  parameters: { state: 'loaded' },
  args: {
    url: `${PATH}?personId=61`,
    context: {
      rows: recordRows.slice(0, 2),
      total: 2,
      query: initialListQuery({ filters: { personId: '61' } }),
    },
  },
  play: async ({ canvas, args }) => {
    const chip = await canvas.findByRole('button', { name: '仅显示：刘洋' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledWith(initialListQuery()));
  },
};

/** An individual's own records: no trainee column or name filter. */
export const Individual: Story = {
  parameters: { state: 'loaded' },
  args: { scope: 'self' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', {}, GRID_WAIT);
    await expect(canvas.queryByRole('textbox', { name: '姓名' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '姓名' })).toBeNull();
  },
};

/** A record opened: its hours, exam, certificate, timeline and the e-certificate. */
export const OpenRecord: Story = {
  parameters: { state: 'loaded' },
  args: { url: `${PATH}?record=402` },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '培训记录' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('402'));
    await shown(await dialog.findByText('SCXH-PX-2030-0001'));
    await shown(dialog.getByText('32.0'));
    await shown(dialog.getByText('86.5'));
    await shown(dialog.getByRole('link', { name: '电子证书' }));
  },
};

/** A record that failed to load: the reason, and loading again asks once more. */
export const OpenRecordFailed: Story = {
  parameters: { state: 'loaded' },
  args: {
    url: `${PATH}?record=402`,
    loadDetail: fn((_id: RowId) => Promise.reject(serviceError(504, '请求超时，请稍后重试'))),
  },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '培训记录' }));
    await shown(await dialog.findByText('无法加载该培训记录。'));
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledTimes(2));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('grid', { name: 'Training records' }, GRID_WAIT));
    await shown(rowWith(canvas, '项目管理').getByText('0 of 24.0'));
  },
};
