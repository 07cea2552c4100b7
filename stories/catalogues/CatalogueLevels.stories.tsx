import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { initialListQuery } from '@machines/app/listQuery';
import { textNotice } from '@machines/app/notice';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown } from '../support/storyKit';
import {
  CatalogueStoryFrame,
  catalogueStoryArgs,
  creditLevels,
  openAddDialog,
  type CatalogueStoryProps,
} from './catalogueFixtures';

/** The levels page (credit): each level with its type, whose business line it shares. */
function CatalogueLevelsStory(props: CatalogueStoryProps) {
  return <CatalogueStoryFrame {...props} part="level" title="资信等级管理" />;
}

const meta = {
  title: 'Catalogues/Levels',
  component: CatalogueLevelsStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: catalogueStoryArgs(creditLevels),
} satisfies Meta<typeof CatalogueLevelsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAdd = (canvas: ReturnType<typeof within>) => openAddDialog(canvas, '新增等级');

export const Loading: Story = loadingStory('资信等级管理');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Each level under its type, with the type's line; no copy (types are copied whole). */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle', 'formMachine:editing'] },
  play: async ({ canvas }) => {
    const rows = canvas
      .getAllByRole('row')
      .filter((row) => row.textContent?.includes('信息安全服务'));
    await expect(rows).toHaveLength(2);
    const disabled = within(rows[1] as HTMLElement);
    await shown(disabled.getByText('第 3 条线'));
    await expect(disabled.getByRole('button', { name: '启用' })).toBeVisible();
    await expect(disabled.queryByRole('button', { name: '复制' })).not.toBeInTheDocument();
  },
};

/** Deleting is asked for first and names the level. */
export const DeleteConfirmed: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('二级'));
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除等级' }));
    await shown(dialog.getByText('确定删除“二级”吗？此操作不能撤销。'));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [2],
        comment: '',
      }),
    );
  },
};

export const StepFailed: Story = {
  parameters: { state: 'reviewMachine:failed' },
  args: {
    review: {
      state: 'failed',
      context: { decision: 'DISABLE', ids: [1], error: textNotice('网络连接失败') },
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '停用等级' }));
    await shown(dialog.getByText('网络连接失败'));
    await expect(dialog.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

/** A new level names its type: the type goes out as a number. */
export const AddSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.click(dialog.getByRole('combobox', { name: /所属类型/ }));
    await userEvent.click(await body().findByRole('option', { name: '信息安全服务' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '名称' }), '三级');
    await userEvent.type(dialog.getByRole('textbox', { name: '英文名称' }), 'Level 3');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveEntry).toHaveBeenCalledWith({
        recordId: null,
        values: { typeId: 2, name: '三级', nameEn: 'Level 3', sort: 4, enabled: true },
      }),
    );
  },
};

export const AddRefused: Story = {
  parameters: { state: 'formMachine:editing' },
  args: {
    form: { state: 'editing', context: { fieldErrors: { name: '该类型下已有同名等级' } } },
  },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await shown(dialog.getByText('该类型下已有同名等级'));
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

/** Filtering by type asks the server for that type's levels. */
export const FilterByType: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属类型' }));
    await userEvent.click(await body().findByRole('option', { name: '信息安全服务' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(initialListQuery({ filters: { typeId: '2' } })),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(rowWith(canvas, 'Information security service').getByText('Line 3'));
    await shown(canvas.getByRole('button', { name: 'Add level' }));
  },
};
