import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import { InstitutionForm } from '../../src/features/institutions/InstitutionForm';
import { applicantFormArgs, applicantFormStory } from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import { body } from '../support/listStories';
import { institutionApplication, qualificationFile, verifiedPeople } from './institutionFixtures';

/** The form on /institutionApply/form, its machine restored, uploads answered from memory. */
const FormStory = applicantFormStory({
  path: pages.institutionForm.path,
  fields: ['businessLine', 'premises', 'personIds', 'qualificationFileId'],
  recordOf: (props) => props.application,
  Form: InstitutionForm,
});

const meta = {
  title: 'Institutions/InstitutionForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(601),
    kind: 'training',
    application: null,
    returnComment: null,
    people: { options: verifiedPeople, loading: false },
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new application submitted empty: what a submission needs, and nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '填写培训机构申请' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('textbox', { name: /^培训场地/ })).toHaveAccessibleDescription(
      '必填',
    );
    await expect(canvas.getByRole('combobox', { name: /^师资/ })).toHaveAccessibleDescription(
      '请至少选择一人',
    );
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Lines offer the role each grants; a draft with a line and two teachers is saved. */
export const DraftWithTeachers: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^业务条线/ }));
    const listbox = within(await body().findByRole('listbox'));
    await expect(listbox.queryByRole('option', { name: /第 4 条线/ })).toBeNull();
    await userEvent.click(listbox.getByRole('option', { name: '第 1 条线（角色 2110）' }));
    const teachers = canvas.getByRole('combobox', { name: /^师资/ });
    await userEvent.click(teachers);
    await userEvent.click(await body().findByRole('option', { name: /^邓伟/ }));
    await userEvent.click(teachers);
    await userEvent.click(await body().findByRole('option', { name: /^罗敏/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({ businessLine: '1', personIds: [31, 32] }),
      }),
    );
  },
};

/** Returned: the reason above the filled form; submitting sends every field. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: { application: institutionApplication('returned'), returnComment: RETURN_COMMENT },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(RETURN_COMMENT)).toBeVisible();
    await expect(canvas.getByText(qualificationFile.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 601,
        values: {
          businessLine: '0',
          introduction: '专注数据治理与系统集成培训。',
          premises: '成都市高新区天府软件园 C 区 3 楼（260 平方米）',
          courseScope: '数据治理、系统集成项目管理',
          contactName: '杨帆',
          contactMobile: '13900002004',
          qualificationFileId: qualificationFile.id,
          supportingFileId: '',
          personIds: [31, 32],
        },
      }),
    );
  },
};

/** A review institution's form: an office and assessors, no course types. */
export const ReviewKind: Story = {
  parameters: { state: 'editing' },
  args: { kind: 'review' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '填写评审机构申请' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^办公地址/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^拟开设课程类别/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /^评审人员/ })).toBeVisible();
  },
};

/** The server refuses a person no longer verified, under the people field. */
export const ServerRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    application: institutionApplication('draft', {
      people: [{ id: 40, name: '周杰', education: '', professionalTitle: '', verified: false }],
    }),
    context: {
      error: textNotice('师资：所选人员须为本单位已核验的人员'),
      fieldErrors: { personIds: '所选人员须为本单位已核验的人员' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('所选人员须为本单位已核验的人员');
    await expect(canvas.getByText('周杰（已不在核验名单）')).toBeVisible();
  },
};

const progress = formProgressStories({
  draft: { application: institutionApplication('draft') },
  submitButton: '提交申请',
  submitted: { text: '机构申请已提交', back: '返回机构申请' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
export const Submitted: Story = progress.submitted;

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Training-institution application' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Teachers/ })).toBeVisible();
  },
};
