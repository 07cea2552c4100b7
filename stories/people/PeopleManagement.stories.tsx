import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ListContext as ListMachineContext, ListPage, RowId } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import {
  sheetImportMachine,
  type ImportCommitMode,
  type ImportReport,
  type SheetImportContext as SheetImportMachineContext,
} from '@machines/app/sheetImport';
import { fromPromise } from 'xstate';
import { SheetImportContext } from '../../src/components/actorContexts';
import type { BlobAnswer } from '../../src/lib/api/client';
import { PeopleManagementScreen } from '../../src/features/people/PeopleManagementScreen';
import type { PersonDetail, PersonImportReport, PersonImportRow } from '../../src/lib/api/people';
import { serviceError, users } from '../support/fixtures';
import {
  AppFrame,
  ListFrame,
  listSnapshot,
  ReviewFrame,
  reviewSnapshot,
  shown,
  StoryRouter,
  type ReviewCall,
} from '../support/storyKit';
import { loadedListArgs } from '../support/reviewListStory';
import { body, rowWith } from '../support/listStories';
import { person, personDetail } from './peopleFixtures';
import { StoryPerson } from './StoryPerson';

const PATH = pages.ePeopleManagement.path;

/** The member company's roster: one person in each status, masked as the list answers. */
const rosterRows = [
  person('draft', { id: 11, name: '林晓', idCard: '5101**********2011', mobile: '' }),
  person('submitted', {
    id: 12,
    name: '周婷',
    idCard: '5101**********2026',
    mobile: '137****1003',
  }),
  person('approved', { id: 13, idCard: '5101**********1234', mobile: '137****1000' }),
  person('returned', { id: 14, name: '吴昊', idCard: '5101**********3010', mobile: '137****1004' }),
  person('rejected', { id: 15, name: '马超', idCard: '5101**********0312', mobile: '137****1008' }),
  person('withdrawn', {
    id: 16,
    name: '郑洁',
    idCard: '5101**********4427',
    mobile: '137****1009',
  }),
];

/** The import's report on a file with one good row and two wrong ones. */
const mixedReport: PersonImportReport = {
  rows: [
    {
      row: 2,
      name: '李娜',
      idCard: '5101**********2046',
      errors: {},
      toComplete: ['education', 'photoFileId', 'idCardFileId'],
    },
    {
      row: 3,
      name: '',
      idCard: '5101**********1235',
      errors: { name: '请输入姓名' },
      toComplete: ['name', 'photoFileId', 'idCardFileId'],
    },
    {
      row: 4,
      name: '王五',
      idCard: '5101**********2046',
      errors: { idCard: '与第 2 行的身份证号码重复', mobile: '请输入正确的手机号码' },
      toComplete: ['photoFileId', 'idCardFileId'],
    },
  ],
  total: 3,
  valid: 1,
  invalid: 2,
  saved: 0,
};
const allValidReport: PersonImportReport = {
  ...mixedReport,
  rows: [mixedReport.rows[0] as PersonImportRow],
  total: 1,
  invalid: 0,
};

type ImportCall = (mode: 'check' | ImportCommitMode) => Promise<ImportReport>;

function storyImportMachine(importFile: ImportCall) {
  return sheetImportMachine.provide({
    actors: {
      check: fromPromise(() => importFile('check')),
      commit: fromPromise(({ input }) => importFile(input.mode)),
    },
  });
}

function ImportFrame({
  importFile,
  snapshot,
  children,
}: {
  importFile: ImportCall;
  snapshot?: { state: string; context: Partial<SheetImportMachineContext> };
  children: ReactNode;
}) {
  const [logic] = useState(() => storyImportMachine(importFile));
  const restored = snapshot
    ? sheetImportMachine.resolveState({
        value: snapshot.state,
        context: { file: null, report: null, error: null, ...snapshot.context },
      })
    : undefined;
  return (
    <SheetImportContext.Provider logic={logic} options={restored ? { snapshot: restored } : {}}>
      {children}
    </SheetImportContext.Provider>
  );
}

interface RosterStoryProps {
  readonly state?: string;
  readonly context?: Partial<ListMachineContext>;
  readonly review?: { state: string; context: Partial<ReviewMachineContext> };
  readonly url?: string;
  /** `GET /api/user/query-userstaff-page`. */
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** `GET /api/user/query-userstaff-detail`. */
  readonly loadDetail: (id: RowId) => Promise<PersonDetail>;
  /** Declare, withdraw and remove, through the review machine. */
  readonly submitDecision: ReviewCall;
  readonly importState?: { state: string; context: Partial<SheetImportMachineContext> };
  /** `POST /api/user/import-userstaff`, by mode. */
  readonly importFile: ImportCall;
  /** `GET /api/user/userstaff-import-template`. */
  readonly downloadTemplate: () => Promise<BlobAnswer>;
}

function RosterStory({
  state,
  context,
  review,
  url = PATH,
  fetchPage,
  loadDetail,
  submitDecision,
  importState,
  importFile,
  downloadTemplate,
}: RosterStoryProps) {
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={PATH} url={url}>
        <Box sx={{ p: 2 }}>
          <ListFrame
            fetchPage={fetchPage}
            preserve={['person']}
            {...(state ? { snapshot: listSnapshot(state, context) } : {})}
          >
            <ReviewFrame
              submitDecision={submitDecision}
              {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
            >
              <ImportFrame
                importFile={importFile}
                {...(importState ? { snapshot: importState } : {})}
              >
                <PeopleManagementScreen
                  downloadTemplate={downloadTemplate}
                  renderDetail={(id, onClose) => (
                    <StoryPerson key={id} id={id} onClose={onClose} load={loadDetail} />
                  )}
                />
              </ImportFrame>
            </ReviewFrame>
          </ListFrame>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'People/PeopleManagement',
  component: RosterStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'sheetImportMachine'] },
  args: {
    ...loadedListArgs(rosterRows),
    loadDetail: fn((id: RowId) =>
      Promise.resolve(personDetail('approved', 'applicant', { id: Number(id) })),
    ),
    importFile: fn<ImportCall>((mode) =>
      Promise.resolve(mode === 'check' ? mixedReport : { ...mixedReport, saved: 1 }),
    ),
    downloadTemplate: fn(() =>
      Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'people-template.xlsx' }),
    ),
  },
} satisfies Meta<typeof RosterStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rowOf = rowWith;
const actionsOf = (canvas: Canvas, name: string) =>
  rowOf(canvas, name)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: {} },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '人员管理' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: '本单位人员' });
    await expect(grid.closest('[data-state]')).toHaveAttribute('aria-busy', 'true');
    await expect(args.fetchPage).not.toHaveBeenCalled();
  },
};

/** No one on the roster yet: the empty text and the way to add someone. */
export const Empty: Story = {
  parameters: { state: 'empty' },
  args: { state: 'empty', context: {} },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('暂无数据'));
    await expect(canvas.getByRole('link', { name: '新增人员' })).toHaveAttribute(
      'href',
      pages.newPerson.path,
    );
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { error: textNotice('请求超时，请稍后重试') } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('请求超时，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(args.fetchPage).toHaveBeenCalledOnce());
  },
};

/** Each person offers what their status allows; ID card and mobile are masked. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('共 6 人'));
    await shown(rowOf(canvas, '周婷').getByText('5101**********2026'));
    await shown(rowOf(canvas, '周婷').getByText('137****1003'));
    await expect(actionsOf(canvas, '林晓')).toEqual(['查看', '编辑', '申报核验', '删除']);
    await expect(actionsOf(canvas, '周婷')).toEqual(['查看', '撤回']);
    await expect(actionsOf(canvas, '陈志强')).toEqual(['查看', '修改联系方式', '删除']);
    await expect(actionsOf(canvas, '吴昊')).toEqual(['查看', '编辑', '申报核验', '删除']);
    await expect(actionsOf(canvas, '马超')).toEqual(['查看', '删除']);
    await expect(actionsOf(canvas, '郑洁')).toEqual(['查看', '编辑', '申报核验', '删除']);
  },
};

/** Removing asks first, names the step, and goes out with the row's id. */
export const RemoveConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '马超').getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除人员' }));
    await expect(dialog.getByText(/已有记录中的该人员信息会保留/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'REMOVE',
        ids: [15],
        comment: '',
      }),
    );
    await expect(await dialog.findByText('人员已删除。')).toBeVisible();
  },
};

/** Cancelling leaves everything as it was. */
export const RemoveCancelled: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:idle'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '林晓').getByRole('button', { name: '删除' }));
    const dialog = await body().findByRole('dialog', { name: '删除人员' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.submitDecision).not.toHaveBeenCalled();
  },
};

/** Declaring a draft from the list: asked first, not a red button. */
export const DeclareConfirm: Story = {
  parameters: { state: 'reviewMachine:composing' },
  args: { review: { state: 'composing', context: { decision: 'SUBMIT', ids: [11] } } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '申报核验' }));
    await expect(dialog.getByText(/信息须完整/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '申报核验' })).not.toHaveClass(
      'MuiButton-colorError',
    );
  },
};

/** The step is on its way: nothing can be pressed twice. */
export const StepSubmitting: Story = {
  parameters: { state: 'reviewMachine:submitting' },
  args: {
    review: { state: 'submitting', context: { decision: 'WITHDRAW', ids: [12] } },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '撤回申报' }));
    await expect(dialog.getByRole('button', { name: '撤回' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/** A declaration the server refuses (incomplete): its reason, and a retry. */
export const StepRefused: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(400, '请上传照片', { photoFileId: '请上传照片' })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '林晓').getByRole('button', { name: '申报核验' }));
    const dialog = within(await body().findByRole('dialog', { name: '申报核验' }));
    await userEvent.click(dialog.getByRole('button', { name: '申报核验' }));
    await expect(await dialog.findByText('请上传照片')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A batch-shaped answer with a refused item (the list changed meanwhile). */
export const StepPartlyFailed: Story = {
  parameters: { state: 'reviewMachine:partlyFailed' },
  args: {
    review: {
      state: 'partlyFailed',
      context: {
        decision: 'WITHDRAW',
        ids: [12],
        results: [{ id: 12, ok: false, message: '该人员已被审核，不能撤回' }],
      },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '撤回申报' }));
    await expect(dialog.getByText('该人员已被审核，不能撤回')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
  },
};

/** Editing goes to the person's form page; viewing opens the person in place. */
export const EditAndView: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '陈志强').getByRole('button', { name: '查看' }));
    const dialog = within(await body().findByRole('dialog', { name: '人员详情' }));
    await waitFor(() => expect(args.loadDetail).toHaveBeenCalledWith('13'));
    await expect(await dialog.findByText('510107198504181236')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));

    await userEvent.click(rowOf(canvas, '吴昊').getByRole('button', { name: '编辑' }));
    await expect(await canvas.findByRole('status', { name: 'current page' })).toHaveTextContent(
      `${pages.newPerson.path}?id=14`,
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personnel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add person' })).toBeVisible();
    await expect(actionsOf(canvas, '周婷')).toEqual(['View', 'Withdraw']);
  },
};

const xlsx = () =>
  new File(['xlsx'], 'people.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** The import from the toolbar: the template, a file checked, the valid row imported. */
export const ImportFlow: Story = {
  parameters: {
    states: [
      'sheetImportMachine:closed',
      'sheetImportMachine:choosing',
      'sheetImportMachine:reviewing',
      'sheetImportMachine:imported',
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '批量导入' }));
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await userEvent.click(dialog.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(args.downloadTemplate).toHaveBeenCalledOnce());
    await userEvent.upload(dialog.getByLabelText('选择文件'), xlsx());
    await expect(await dialog.findByText('共 3 行：1 行有效，2 行有问题')).toBeVisible();
    await expect(args.importFile).toHaveBeenCalledWith('check');
    const report = within(dialog.getByRole('table', { name: '逐行检查结果' }));
    await expect(report.getByText('身份证号码：与第 2 行的身份证号码重复')).toBeVisible();
    await expect(report.getByText('姓名：请输入姓名')).toBeVisible();
    // A valid row says what its declaration for verification will still need.
    await expect(report.getByText('申报核验前还需补充：学历、照片和身份证照片')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '仅导入有效的 1 行' }));
    await expect(await dialog.findByText('已导入 1 人，均为草稿状态。')).toBeVisible();
    await expect(args.importFile).toHaveBeenLastCalledWith('valid');
  },
};

export const ImportChoosing: Story = {
  parameters: { state: 'sheetImportMachine:choosing' },
  args: { importState: { state: 'choosing', context: {} } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await expect(dialog.getByText(/先检查，确认后才会保存/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '选择文件' })).toBeEnabled();
  },
};

export const ImportChecking: Story = {
  parameters: { state: 'sheetImportMachine:checking' },
  args: {
    importState: { state: 'checking', context: { file: { name: 'people.xlsx', body: null } } },
    importFile: fn<ImportCall>(() => new Promise<ImportReport>(() => undefined)),
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await expect(dialog.getByText('正在检查 people.xlsx')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/** Every row valid: one button imports them all. */
export const ImportAllValid: Story = {
  parameters: { state: 'sheetImportMachine:reviewing' },
  args: { importState: { state: 'reviewing', context: { report: allValidReport } } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await expect(dialog.getByText('全部 1 行均有效。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '导入 1 人' })).toBeEnabled();
  },
};

/** No row can be imported: only another file helps. */
export const ImportNoneValid: Story = {
  parameters: { state: 'sheetImportMachine:reviewing' },
  args: {
    importState: {
      state: 'reviewing',
      context: {
        report: { ...mixedReport, rows: mixedReport.rows.slice(1), total: 2, valid: 0 },
      },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await expect(dialog.getByText(/没有可导入的行/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '仅导入有效的 0 行' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '重新选择文件' })).toBeEnabled();
  },
};

export const ImportImporting: Story = {
  parameters: { state: 'sheetImportMachine:importing' },
  args: {
    importState: { state: 'importing', context: { report: allValidReport } },
    importFile: fn<ImportCall>(() => new Promise<ImportReport>(() => undefined)),
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await expect(dialog.getByText('正在导入…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /导入 1 人/ })).toBeDisabled();
  },
};

/** Not the template: the server's reason, another file or a retry. */
export const ImportFailed: Story = {
  parameters: { state: 'sheetImportMachine:failed' },
  args: {
    importState: {
      state: 'failed',
      context: { error: textNotice('表头与模板不一致，请下载模板后填写') },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '批量导入人员' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('表头与模板不一致');
    await expect(dialog.getByRole('button', { name: '重试' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: '重新选择文件' })).toBeEnabled();
  },
};
