import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { initialListQuery } from '@machines/app/listQuery';
import { serviceError } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown, type ReviewCall } from '../support/storyKit';
import {
  CatalogueStoryFrame,
  catalogueStoryArgs,
  creditTypes,
  openAddDialog,
  type CatalogueStoryProps,
} from './catalogueFixtures';
import { stepPartlyFailedStory, stepSubmittingStory } from '../support/reviewDialogStories';

/** The types page (credit), its list, steps and entry dialog restored by the story's args. */
function CatalogueTypesStory(props: CatalogueStoryProps) {
  return <CatalogueStoryFrame {...props} part="type" title="资信类型管理" />;
}

const meta = {
  title: 'Catalogues/Types',
  component: CatalogueTypesStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: catalogueStoryArgs(creditTypes),
} satisfies Meta<typeof CatalogueTypesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAdd = (canvas: ReturnType<typeof within>) => openAddDialog(canvas, '新增类型');

export const Loading: Story = loadingStory('资信类型管理');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Sort order, business line, level count, and the switch each row's state offers. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle', 'formMachine:editing'] },
  play: async ({ canvas }) => {
    const security = rowWith(canvas, '信息安全服务');
    await shown(security.getByText('第 3 条线'));
    await expect(security.getByRole('button', { name: '停用' })).toBeVisible();
    const copy = rowWith(canvas, '软件企业评估（副本）');
    await expect(copy.getByText('停用').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorDefault',
    );
    await expect(copy.getByRole('button', { name: '启用' })).toBeVisible();
    await expect(copy.getByRole('button', { name: '复制' })).toBeVisible();
  },
};

/** Copying is asked for first; the answer says the copy starts disabled. */
export const CopyConfirmed: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '信息安全服务').getByRole('button', { name: '复制' }));
    const dialog = within(await body().findByRole('dialog', { name: '复制类型' }));
    await shown(dialog.getByText(/复制“信息安全服务”及其全部等级吗/));
    await userEvent.click(dialog.getByRole('button', { name: '复制' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({ decision: 'COPY', ids: [2], comment: '' }),
    );
    await shown(await dialog.findByText('已复制“信息安全服务”，副本为停用状态'));
  },
};

/** A type still in use: the refusal names what uses it, and nothing is lost. */
export const DeleteRefused: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(409, '“信息安全服务”下还有 3 个等级，请先删除这些等级')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '信息安全服务').getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除类型' }));
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await shown(await dialog.findByText('“信息安全服务”下还有 3 个等级，请先删除这些等级'));
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 1,
  decision: 'DISABLE',
  dialog: '停用类型',
  button: '停用',
});

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 3,
  decision: 'ENABLE',
  dialog: '启用类型',
  text: '数据已被他人修改，请刷新后重试',
});

/** A new type: the form checks what the server checks before anything is sent. */
export const AddChecks: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog.getAllByText('必填').length).toBeGreaterThanOrEqual(3));
    await expect(args.saveEntry).not.toHaveBeenCalled();
  },
};

/** Filled in, the values go out as the API types them: the line and sort as numbers. */
export const AddSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: '名称' }), '数据中心服务');
    await userEvent.type(dialog.getByRole('textbox', { name: '英文名称' }), 'Data centre');
    await userEvent.click(dialog.getByRole('combobox', { name: /业务条线/ }));
    await userEvent.click(await body().findByRole('option', { name: '第 4 条线' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveEntry).toHaveBeenCalledWith({
        recordId: null,
        values: {
          name: '数据中心服务',
          nameEn: 'Data centre',
          businessLine: 4,
          sort: 4,
          enabled: true,
        },
      }),
    );
  },
};

/** Editing starts from the row's values. */
export const EditOpens: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas }) => {
    await userEvent.click(rowWith(canvas, '信息安全服务').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: '编辑类型：信息安全服务' }));
    await expect(dialog.getByRole('textbox', { name: '名称' })).toHaveValue('信息安全服务');
    await expect(dialog.getByRole('switch', { name: '启用' })).toBeChecked();
  },
};

/** A name taken comes back under the name. */
export const AddRefused: Story = {
  parameters: { state: 'formMachine:editing' },
  args: {
    form: { state: 'editing', context: { fieldErrors: { name: '目录中已有同名类型' } } },
  },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await shown(dialog.getByText('目录中已有同名类型'));
  },
};

export const AddSubmitting: Story = {
  parameters: { state: 'formMachine:submitting' },
  args: { form: { state: 'submitting' } },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

export const AddSaved: Story = {
  parameters: { state: 'formMachine:submitted' },
  args: { form: { state: 'submitted' } },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await shown(dialog.getByText('已保存'));
  },
};

export const SavingDraftUnused: Story = {
  name: 'Add (no drafts: the save is final)',
  parameters: { state: 'formMachine:savingDraft' },
  args: { form: { state: 'savingDraft' } },
  play: async ({ canvas }) => {
    await shown(await openAdd(canvas).then(() => body().getByRole('dialog')));
  },
};

/** Filtering by business line asks the server for the first page of that line. */
export const FilterByLine: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '业务条线' }));
    await userEvent.click(await body().findByRole('option', { name: '第 3 条线' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(
        initialListQuery({ filters: { businessLine: '3' } }),
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('Information security service'));
    await shown(canvas.getByText('Line 3'));
    await shown(canvas.getByRole('button', { name: 'Add type' }));
  },
};
