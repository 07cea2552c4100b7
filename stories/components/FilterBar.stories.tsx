import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from '../../src/components/FilterBar';
import { typeDate } from '../support/dates';

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  decorators: [
    (Story) => (
      <Paper sx={{ p: 2, m: 2 }}>
        <Story />
      </Paper>
    ),
  ],
  args: {
    fields: [
      { kind: 'status', name: 'status', label: '状态', family: 'application' },
      { kind: 'text', name: 'companyName', label: '企业全称' },
      {
        kind: 'dateRange',
        from: 'submittedFrom',
        to: 'submittedTo',
        fromLabel: '提交开始日期',
        toLabel: '提交结束日期',
      },
    ],
    values: {},
    onApply: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status options are the chips' labels; Enter applies everything typed. */
export const Apply: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    const options = within(within(document.body).getByRole('listbox'));
    await expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '全部',
      '草稿',
      '待审核',
      '已通过',
      '未通过',
      '已退回',
      '已撤回',
      '已撤销',
    ]);
    await userEvent.click(options.getByRole('option', { name: '待审核' }));
    await typeDate(canvasElement, '提交开始日期', '2025-06-01');
    await userEvent.type(canvas.getByLabelText('企业全称'), '云联{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({
      status: '1',
      companyName: '云联',
      submittedFrom: '2025-06-01',
      submittedTo: '',
    });
  },
};

/** The fields show the filters in force (from the URL); reset clears them. */
export const FromUrl: Story = {
  args: { values: { status: '4', companyName: '海创' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('企业全称')).toHaveValue('海创');
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveTextContent('已退回');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('企业全称')).toHaveValue('');
  },
};

/** Dates show as every list writes them, in either language: 2025-06-01. */
export const DatesInChinese: Story = {
  args: { values: { submittedFrom: '2025-06-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '提交开始日期' })).toHaveTextContent(
      '2025-06-01',
    );
  },
};

export const DatesInEnglish: Story = {
  globals: { language: 'en' },
  args: { values: { submittedFrom: '2025-06-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '提交开始日期' })).toHaveTextContent(
      '2025-06-01',
    );
  },
};

/** A range that ends before it starts is not applied. */
export const BackwardsRange: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await typeDate(canvasElement, '提交开始日期', '2025-06-10');
    await typeDate(canvasElement, '提交结束日期', '2025-06-01');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByText('结束日期不能早于开始日期')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
