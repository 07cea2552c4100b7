import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { HistoryForm } from '../../src/features/trainingHistories/HistoryForm';
import { shown } from '../support/storyKit';
import { applicantFormArgs, applicantFormStory } from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { verifiedPeople } from '../support/verifiedPeople';
import { trainingHistory } from './historyFixtures';

/** The form on /historyApply, its machine restored, its trainees from memory. */
const FormStory = applicantFormStory({
  path: pages.historyApply.path,
  fields: ['personId', 'courseName', 'proofFileId'],
  recordOf: (props) => props.history,
  Form: HistoryForm,
});

const meta = {
  title: 'TrainingHistories/HistoryForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(501),
    kind: 'history',
    history: null,
    returnComment: null,
    people: verifiedPeople,
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new declaration submitted empty: what a submission needs, and nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByRole('heading', { name: '新的历史培训申报' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('combobox', { name: /^参训人员/ })).toHaveAccessibleDescription(
      '请选择参训人员',
    );
    await shown(canvas.getByText('请上传证明材料'));
    await expect(canvas.getByRole('textbox', { name: /^证书编号/ })).not.toBeRequired();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Hours with two decimals are refused before anything is sent. */
export const MalformedHours: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^培训名称/ }), '监理师培训');
    const hours = canvas.getByRole('textbox', { name: /^学时/ });
    await userEvent.type(hours, '12.25');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(hours).toHaveAccessibleDescription('请输入大于 0 的学时，最多一位小数');
    await expect(args.saveDraft).not.toHaveBeenCalled();
  },
};

/** An in-house cultivation says what it covered; it has no certificate number. */
export const Cultivation: Story = {
  parameters: { state: 'editing' },
  args: { kind: 'cultivate' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: '新的内部培养申报' }));
    await expect(canvas.queryByRole('textbox', { name: /^证书编号/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /^培训内容/ })).toBeRequired();
  },
};

/** A returned declaration shows why, above its saved fields. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: {
    history: trainingHistory('returned'),
    returnComment: '证明材料为培训通知，请上传结业证书。',
  },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('证明材料为培训通知，请上传结业证书。'));
    await expect(canvas.getByRole('textbox', { name: /^培训名称/ })).toHaveValue(
      '信息系统项目管理师考前培训',
    );
  },
};

const progress = formProgressStories({
  draft: { history: trainingHistory('draft') },
  submitButton: '提交',
  submitted: { text: /审核通过的学时计入该人员的培训记录/ },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
export const Submitted: Story = progress.submitted;

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: 'New past training declaration' }));
    await shown(canvas.getByRole('combobox', { name: /^Trainee/ }));
  },
};
