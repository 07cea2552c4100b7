import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import type { Course, TrainingRecord } from '@machines/contracts';
import type { BlobAnswer } from '../../src/lib/api/client';
import { CourseCreditUsersScreen } from '../../src/features/courses/CourseCreditUsersScreen';
import { users } from '../support/fixtures';
import { emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { AppFrame, ListFrame, listSnapshot, pageOf, shown, StoryRouter } from '../support/storyKit';
import { trainingRecord } from '../signUps/recordFixtures';
import { course } from './courseFixtures';

const PATH = pages.courseCreditUsers.path;

/** The finished course's trainees from the passed exam on, session by session. */
const creditUsers: TrainingRecord[] = [
  trainingRecord('examPassed', { id: 511, traineeName: '钱学森', examScore: '86.5' }),
  trainingRecord('certificateIssued', {
    id: 512,
    traineeName: '蒋涛',
    companyName: '温江数据服务有限公司',
    examScore: '91.0',
  }),
  trainingRecord('certificateRejected', { id: 513, traineeName: '罗敏', examScore: '78.0' }),
];

interface StoryProps {
  readonly state: string;
  readonly context?: Partial<ListMachineContext>;
  readonly course: Course;
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  readonly exportList: (query: ListQuery) => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
}

/** `/courseCreditUsers?course=…`: the people a course gave its credit hours to. */
function CourseCreditUsersStory({ state, context, course, fetchPage, ...screen }: StoryProps) {
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={PATH} url={`${PATH}?course=${course.id}`}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            snapshot={listSnapshot(state, context)}
            preserve={['course']}
          >
            <CourseCreditUsersScreen course={course} backTo={pages.traningApply.path} {...screen} />
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Courses/CourseCreditUsers',
  component: CourseCreditUsersStory,
  parameters: { machine: 'listMachine' },
  args: {
    state: 'loaded',
    context: { rows: creditUsers, total: creditUsers.length },
    course: course('finished', { name: '信息技术服务基础实务（第二期）' }),
    fetchPage: fn(() => Promise.resolve(pageOf(creditUsers as never[], creditUsers.length))),
    exportList: fn((_query: ListQuery) =>
      Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'credit-hours-801.xlsx' }),
    ),
    save: fn(),
  },
} satisfies Meta<typeof CourseCreditUsersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const GRID = '获得学时的人员';

export const Loading: Story = loadingStory(GRID);
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each trainee with the course's hours and where their certificate stands. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: '学时名单：信息技术服务基础实务（第二期）' }));
    await shown(canvas.getByText('共 3 人获得本课程 32.0 学时'));
    const rejected = rowWith(canvas, '罗敏');
    await shown(rejected.getByText('证书驳回'));
    await shown(rejected.getByText('78.0'));
    await shown(rowWith(canvas, '蒋涛').getByText('温江数据服务有限公司'));
    await expect(canvas.getByRole('link', { name: '返回课程列表' })).toHaveAttribute(
      'href',
      pages.traningApply.path,
    );
  },
};

/** Filtering by the trainee and the company asks for page one of it. */
export const Search: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '罗');
    await userEvent.type(canvas.getByRole('textbox', { name: '报名单位' }), '蓉城');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { traineeName: '罗', companyName: '蓉城' } }),
      ),
    );
  },
};

/** The list under its filters goes out as a spreadsheet. */
export const Export: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出学时名单' }));
    await waitFor(() => expect(args.exportList).toHaveBeenCalledWith(initialListQuery()));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'credit-hours-801.xlsx'),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'People who earned the credit hours' }));
    await shown(canvas.getByText('Earned the course’s 32.0 credit hours: 3'));
  },
};
