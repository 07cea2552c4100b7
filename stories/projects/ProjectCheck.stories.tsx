import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import { initialListQuery } from '@machines/app/listQuery';
import type { ProjectApplicationDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { RecordDialog } from '../../src/components/RecordDialog';
import {
  ProjectCheckScreen,
  ProjectReviewActions,
} from '../../src/features/projects/ProjectCheckScreen';
import { ProjectDetailContext } from '../../src/features/projects/projectActors';
import { ProjectDetailContent } from '../../src/features/projects/ProjectDetailContent';
import type { ReviewLevel } from '../../src/lib/api/projects';
import { offeredDecisions } from '../support/decisionStories';
import { users } from '../support/fixtures';
import {
  batchApproveStory,
  body,
  emptyStory,
  failedStory,
  INSTITUTION_APPROVE,
  loadingStory,
  rowWith,
} from '../support/listStories';
import {
  decisionFailedStory,
  decisionPartlyFailedStory,
  decisionSubmittingStory,
  decisionSucceededStory,
  decisionWithReasonStory,
} from '../support/reviewDialogStories';
import { shown } from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { projectDetail, reviewProjectRows } from './projectFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly level: ReviewLevel;
  readonly loadDetail: (id: RowId) => Promise<ProjectApplicationDetail>;
};

/** The declaration's dialog over the list, its loader bound to a story function. */
function StoryDeclaration({
  id,
  level,
  onClose,
  load,
}: {
  id: string;
  level: ReviewLevel;
  onClose: () => void;
  load: (id: RowId) => Promise<ProjectApplicationDetail>;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <RecordDialog title="项目申报" onClose={onClose}>
      <ProjectDetailContext.Provider logic={loader} options={{ input: { id } }}>
        <ProjectDetailContent
          onReload={() => undefined}
          actions={(detail) => <ProjectReviewActions level={level} detail={detail} />}
        />
      </ProjectDetailContext.Provider>
    </RecordDialog>
  );
}

/** `/projectCheck` (the review institution); `platProjectCheck` is the platform's level. */
function ProjectCheckStory({ level, loadDetail, ...frame }: StoryProps) {
  const institution = level === 'institution';
  return (
    <ReviewListStoryFrame
      {...frame}
      user={institution ? users.companyAdmin : users.superAdmin}
      path={institution ? pages.projectCheck.path : pages.platProjectCheck.path}
      preserve={['id']}
    >
      <ProjectCheckScreen
        level={level}
        renderDetail={(id, onClose) => (
          <StoryDeclaration key={id} id={id} level={level} onClose={onClose} load={loadDetail} />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Projects/ProjectCheck',
  component: ProjectCheckStory,
  parameters: { machine: ['listMachine', 'reviewMachine'] },
  args: {
    level: 'institution',
    ...loadedListArgs(reviewProjectRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(projectDetail('submitted', 'institution', { id: Number(id) })),
    ),
  },
} satisfies Meta<typeof ProjectCheckStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('待本机构初审的项目申报');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Only what awaits the institution can be selected. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    const pending = rowWith(canvas, '高新区智慧园区一期');
    await shown(pending.getByText('成都锦城数码系统集成有限公司'));
    await expect(pending.getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '数据中心机房改造').getByRole('checkbox')).toBeDisabled();
    await expect(rowWith(canvas, '县域应急广播系统').getByRole('checkbox')).toBeDisabled();
  },
};

/** Two declarations approved at once by the institution: one call with both. */
export const BatchApprove: Story = batchApproveStory(
  '省级政务云平台扩容工程',
  '高新区智慧园区一期',
  INSTITUTION_APPROVE,
);

/** Viewing opens the declaration in a dialog named in the URL, with the institution's decisions. */
export const OpenDetail: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '高新区智慧园区一期').getByRole('button', { name: '查看' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '项目申报' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('2'));
    await shown(await dialog.findByText('四川省大数据中心'));
    await shown(dialog.getByText('验收报告'));
    await waitFor(() =>
      expect(offeredDecisions(dialog)).toEqual(['机构驳回', '机构退回', '机构初审通过']),
    );
  },
};

/** Returning from the dialog: the workflow asks for a reason; then the decision goes. */
export const ReturnWithReason: Story = decisionWithReasonStory({
  url: `${pages.projectCheck.path}?id=1`,
  detail: '项目申报',
  decision: 'INSTITUTION_RETURN',
  button: '机构退回',
  comment: '请补充验收报告盖章页',
});

export const DecisionSubmitting: Story = decisionSubmittingStory([1, 2]);
export const DecisionSucceeded: Story = decisionSucceededStory();
export const DecisionPartlyFailed: Story = decisionPartlyFailedStory();
export const DecisionFailed: Story = decisionFailedStory();

/** Filtering by company asks the server for the first page of it. */
export const FilterByCompany: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '企业全称' }), '锦城');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { companyName: '锦城' } }),
      ),
    );
  },
};

/** The platform's level: what institutions approved is selectable, with its institution. */
export const PlatformLevel: Story = {
  parameters: { state: 'loaded' },
  args: {
    level: 'platform',
    loadDetail: fn((id: RowId) =>
      Promise.resolve(projectDetail('institutionApproved', 'platform', { id: Number(id) })),
    ),
  },
  play: async ({ canvas }) => {
    const approved = rowWith(canvas, '数据中心机房改造');
    await shown(approved.getByText('蓉城信息工程咨询评估有限公司'));
    await expect(approved.getByRole('checkbox')).toBeEnabled();
    await expect(rowWith(canvas, '高新区智慧园区一期').getByRole('checkbox')).toBeDisabled();
    await userEvent.click(approved.getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '项目申报' }));
    await waitFor(() =>
      expect(offeredDecisions(dialog)).toEqual(['平台驳回', '平台退回', '平台复审通过']),
    );
    await shown(dialog.getByRole('link', { name: '企业详情' }));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      canvas.getByRole('grid', { name: 'Project declarations awaiting your institution' }),
    );
  },
};
