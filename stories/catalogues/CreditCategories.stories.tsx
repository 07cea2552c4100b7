import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { initialListQuery } from '@machines/app/listQuery';
import type { CreditCategory } from '@machines/contracts';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { shown, type FormCall } from '../support/storyKit';
import { loadedListArgs } from '../support/reviewListStory';
import { CategoryStoryFrame, creditCategories } from './categoryFixtures';

const meta = {
  title: 'Catalogues/CreditCategories',
  component: CategoryStoryFrame,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(creditCategories),
    form: { state: 'editing' },
    saveCategory: fn<FormCall>(() => Promise.resolve({ id: 9 })),
    onOpen: fn<(category: CreditCategory) => void>(),
  },
} satisfies Meta<typeof CategoryStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAdd = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: '新增资质类别' }));
  return within(await body().findByRole('dialog', { name: '新增资质类别' }));
};

export const Loading: Story = loadingStory('资质管理');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Each category with its type, level, validity, materials and whether its template is set. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle', 'formMachine:editing'] },
  play: async ({ canvas, args }) => {
    const first = rowWith(canvas, '一级');
    await shown(first.getByText('已设置'));
    const disabled = canvas.getAllByRole('row').at(-1) as HTMLElement;
    await expect(within(disabled).getByText('未设置')).toBeVisible();
    await expect(within(disabled).getByRole('button', { name: '启用' })).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: '申报材料与证书模板' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

/** Switching a category off is asked for first and names it. */
export const DisableConfirmed: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('二级'));
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '停用' }));
    const dialog = within(await body().findByRole('dialog', { name: '停用资质类别' }));
    await shown(dialog.getByText(/信息系统建设和服务能力评估 · 二级/));
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DISABLE',
        ids: [2],
        comment: '',
      }),
    );
  },
};

/** A new category: a type, then one of that type's levels, and the validity. */
export const AddSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    await userEvent.click(dialog.getByRole('combobox', { name: /所属类型/ }));
    await userEvent.click(await body().findByRole('option', { name: '信息安全服务' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /资信等级/ }));
    await userEvent.click(await body().findByRole('option', { name: '二级' }));
    const years = dialog.getByRole('textbox', { name: '有效期（年）' });
    await userEvent.clear(years);
    await userEvent.type(years, '5');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveCategory).toHaveBeenCalledWith({
        recordId: null,
        values: { typeId: 2, levelId: 4, validityYears: 5, enabled: true },
      }),
    );
  },
};

/** The form's own checks name the field: a level is needed, and 1 to 10 years. */
export const AddChecked: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    const dialog = await openAdd(canvas);
    const years = dialog.getByRole('textbox', { name: '有效期（年）' });
    await userEvent.clear(years);
    await userEvent.type(years, '12');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await shown(await dialog.findByText('有效期为 1 至 10 年'));
    await expect(args.saveCategory).not.toHaveBeenCalled();
  },
};

/** The server refuses a level that already has a category, under the level. */
export const AddRefused: Story = {
  parameters: { state: 'formMachine:editing' },
  args: {
    form: { state: 'editing', context: { fieldErrors: { levelId: '该资信等级已有资质类别' } } },
  },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await shown(dialog.getByText('该资信等级已有资质类别'));
  },
};

/** Filtering by type asks the server for that type's categories. */
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
    await shown(rowWith(canvas, 'Information security service').getAllByText('Not set')[0] ?? null);
    await shown(canvas.getByRole('button', { name: 'Add qualification category' }));
  },
};
