import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import { ProjectForm } from '../../src/features/projects/ProjectForm';
import { body } from '../support/listStories';
import { INSTITUTION_RETURN_COMMENT } from '../support/qualificationPaths';
import { shown } from '../support/storyKit';
import { applicantFormArgs, applicantFormStory } from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { verifiedPeople } from '../support/verifiedPeople';
import { projectApplication, projectInstitutions } from './projectFixtures';

/** The form on /projectApply?edit=…, its machine restored, its choices from memory. */
const FormStory = applicantFormStory({
  path: pages.projectApply.path,
  fields: ['name', 'client', 'managerId', 'contractFileId'],
  recordOf: (props) => props.project,
  Form: ProjectForm,
});

const meta = {
  title: 'Projects/ProjectForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(901),
    project: null,
    returnComment: null,
    people: verifiedPeople,
    institutions: projectInstitutions,
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickOption = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(
    await within(await body().findByRole('listbox')).findByRole('option', { name: option }),
  );
};

/** A new declaration submitted empty: what a submission needs, and nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByRole('heading', { name: '新建项目申报' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申报' }));
    await expect(canvas.getByRole('textbox', { name: /^项目名称/ })).toHaveAccessibleDescription(
      '必填',
    );
    await expect(canvas.getByRole('combobox', { name: /^项目经理/ })).toHaveAccessibleDescription(
      '请选择项目经理',
    );
    await expect(canvas.getByRole('combobox', { name: /^评审机构/ })).toHaveAccessibleDescription(
      '请选择评审机构',
    );
    await shown(canvas.getByText('请上传项目合同'));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A name is enough for a draft; a malformed amount is not, and says why. */
export const DraftWithAmount: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^项目名称/ }), '智慧医院信息平台');
    const amount = canvas.getByRole('textbox', { name: /^合同金额/ });
    await userEvent.type(amount, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(amount).toHaveAccessibleDescription('请输入大于 0 的金额（元），最多两位小数');
    await expect(args.saveDraft).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3600000');
    await pickOption(canvas.getByRole('combobox', { name: /^承担角色/ }), '分包');
    await pickOption(canvas.getByRole('combobox', { name: /^项目经理/ }), '罗敏');
    await pickOption(canvas.getByRole('combobox', { name: /^评审机构/ }), '西部信息系统评估中心');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({
          name: '智慧医院信息平台',
          contractAmount: '3600000',
          role: 'subcontractor',
          managerId: '32',
          institutionId: '6',
        }),
      }),
    );
  },
};

/** The end before the start: the form names the end date. */
export const EndsBeforeStart: Story = {
  parameters: { state: 'editing' },
  args: { project: projectApplication('draft', { endDate: '2023-12-31' }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await shown(await canvas.findByText('竣工日期不能早于开工日期'));
    await expect(args.saveDraft).not.toHaveBeenCalled();
  },
};

/** Returned by the institution: the reason above the form, everything kept; resubmitted. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: {
    project: projectApplication('institutionReturned'),
    returnComment: INSTITUTION_RETURN_COMMENT,
  },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText(INSTITUTION_RETURN_COMMENT));
    await shown(canvas.getByText('竣工验收报告.pdf'));
    await userEvent.click(canvas.getByRole('button', { name: '提交申报' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 901,
        values: expect.objectContaining({
          name: '省级政务云平台扩容工程',
          managerId: '31',
          institutionId: '5',
          contractFileId: 'f-contract',
          acceptanceFileId: 'f-acceptance',
        }),
      }),
    );
  },
};

/** No verified people and no institution yet: the form says where to go first. */
export const NothingToChoose: Story = {
  parameters: { state: 'editing' },
  args: { people: [], institutions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^项目经理/ })).toHaveAccessibleDescription(
      '本单位暂无已核验的人员，请先在人员管理中申报核验',
    );
    await expect(canvas.getByRole('combobox', { name: /^评审机构/ })).toHaveAccessibleDescription(
      '暂无可选的评审机构，请联系协会',
    );
  },
};

/** The server refuses a field: its message under the field, above the form the summary. */
export const ServerRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    project: projectApplication('draft'),
    context: {
      error: textNotice('请检查标出的字段'),
      fieldErrors: { managerId: '项目经理须为本单位已核验人员' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请检查标出的字段');
    await expect(canvas.getByRole('combobox', { name: /^项目经理/ })).toHaveAccessibleDescription(
      '项目经理须为本单位已核验人员',
    );
  },
};

const progress = formProgressStories({
  draft: { project: projectApplication('draft') },
  submitButton: '提交申报',
  submitted: { text: '提交成功', back: '返回项目申报' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
export const Submitted: Story = progress.submitted;

const SUBMIT_QUESTION = { titleKey: 'project.submitTitle', questionKey: 'project.submitConfirm' };

/**
 * Submitting from the form asks what the list's send button asks (issue 42); the
 * declaration goes only once confirmed.
 */
export const Confirming: Story = {
  parameters: { state: 'confirming' },
  args: {
    state: 'confirming',
    project: projectApplication('draft'),
    context: { confirm: SUBMIT_QUESTION, sent: { name: '省级政务云平台扩容工程' } },
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '提交项目申报' });
    await shown(within(dialog).getByText(/提交后将由所选评审机构初审/));
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申报' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 901,
        values: { name: '省级政务云平台扩容工程' },
      }),
    );
  },
};

/** Cancelled: nothing is sent, the form stays as it was, in English too. */
export const ConfirmingCancelled: Story = {
  parameters: { state: 'confirming' },
  globals: { language: 'en' },
  args: Confirming.args,
  play: async ({ canvas, args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Submit the project declaration' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.submit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Project name/ })).toHaveValue(
      '省级政务云平台扩容工程',
    );
  },
};

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: 'New project declaration' }));
    await shown(canvas.getByRole('combobox', { name: /^Project manager/ }));
  },
};
