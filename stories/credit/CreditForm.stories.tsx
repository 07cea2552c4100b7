import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import type { OfferedCreditCategory, OfferedReviewInstitution } from '@machines/contracts';
import { CreditForm } from '../../src/features/credit/CreditForm';
import type { CreditApplication } from '../../src/lib/api/credit';
import { body } from '../support/listStories';
import { formSnapshot, savedAs, shown, type FormCall } from '../support/storyKit';
import { ApplicantFormFrame, type ApplicantFormStoryArgs } from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { INSTITUTION_RETURN_COMMENT } from '../support/qualificationPaths';
import { verifiedPeople } from '../support/verifiedPeople';
import {
  creditApplication,
  offeredCategories,
  offeredWithLimits,
  reviewInstitutions,
  storyInstitutions,
} from './creditFixtures';

interface FormStoryProps extends Omit<ApplicantFormStoryArgs, 'upload'> {
  readonly application: CreditApplication | null;
  readonly savedId?: number | null;
  /** `GET /api/credit-category/query-offered-credit-list`. */
  readonly categories?: readonly OfferedCreditCategory[];
  /** `GET /api/credit-category/query-review-institutions`. */
  readonly loadInstitutions: () => Promise<readonly OfferedReviewInstitution[]>;
}

/** The form on /creditEdit, its machine restored, its choices answered from memory. */
function FormStory({
  state,
  context,
  application,
  loadInstitutions,
  saveDraft,
  submit,
  categories = offeredCategories,
  ...rest
}: FormStoryProps) {
  const [institutions] = useState(() => storyInstitutions(loadInstitutions));
  return (
    <ApplicantFormFrame
      path={pages.creditEdit.path}
      snapshot={formSnapshot(state, {
        recordId: application?.id ?? null,
        fields: ['categoryId', 'institutionId', 'contactName', 'description', 'personIds'],
        ...context,
      })}
      saveDraft={saveDraft}
      submit={submit}
    >
      {() => (
        <CreditForm
          application={application}
          categories={categories}
          institutions={institutions}
          people={{ options: verifiedPeople, loading: false }}
          {...rest}
        />
      )}
    </ApplicantFormFrame>
  );
}

const meta = {
  title: 'Credit/CreditForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    state: 'editing',
    application: null,
    returnComment: null,
    loadInstitutions: fn(() => Promise.resolve(reviewInstitutions)),
    saveDraft: fn<FormCall>(savedAs(801)),
    submit: fn<FormCall>(savedAs(801)),
    onClose: fn(),
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickOption = async (combobox: HTMLElement, option: RegExp | string) => {
  await userEvent.click(combobox);
  await userEvent.click(
    await within(await body().findByRole('listbox')).findByRole('option', { name: option }),
  );
};

/** A new application submitted empty: what a submission needs, and nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '新建资信申请' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^评审机构/ })).toHaveAccessibleDescription(
      '请先选择资信类别',
    );
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('combobox', { name: /^资信类别/ })).toHaveAccessibleDescription(
      '请选择资信类别',
    );
    await expect(canvas.getByRole('combobox', { name: /^申报人员/ })).toHaveAccessibleDescription(
      '请至少选择一人',
    );
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A new application once its first draft is saved is edited, not new (issue 42). */
export const DraftSaved: Story = {
  parameters: { state: 'editing' },
  args: { savedId: 812 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '编辑资信申请' })).toBeVisible();
  },
};

/**
 * A category chosen: its line's institutions load, its materials are listed (uploaded once
 * the draft is saved), and a draft with two people is saved.
 */
export const DraftOfCategory: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await pickOption(canvas.getByRole('combobox', { name: /^资信类别/ }), /二级/);
    await shown(canvas.getByText('近三年财务审计报告'));
    await shown(canvas.getByText('保存草稿后即可上传申报材料'));
    await pickOption(
      canvas.getByRole('combobox', { name: /^评审机构/ }),
      '蓉城信息工程咨询评估有限公司',
    );
    const people = canvas.getByRole('combobox', { name: /^申报人员/ });
    await userEvent.click(people);
    await userEvent.click(await body().findByRole('option', { name: /^邓伟/ }));
    await userEvent.click(people);
    await userEvent.click(await body().findByRole('option', { name: /^罗敏/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({
          categoryId: '7',
          institutionId: '5',
          personIds: [31, 32],
        }),
      }),
    );
  },
};

/** No review institution reviews the line yet: the form says so. */
export const NoInstitution: Story = {
  parameters: { state: 'editing' },
  args: { loadInstitutions: fn(() => Promise.resolve([])) },
  play: async ({ canvas }) => {
    await pickOption(canvas.getByRole('combobox', { name: /^资信类别/ }), /运行维护/);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /^评审机构/ })).toHaveAccessibleDescription(
        '该业务线暂无评审机构，请联系协会',
      ),
    );
  },
};

/**
 * What cannot be applied for is not chosen: a category with an application under way (a
 * link leads to it), one whose line nobody reviews; the others still can be.
 */
export const CategoriesNotOffered: Story = {
  parameters: { state: 'editing' },
  args: { categories: offeredWithLimits },
  play: async ({ canvas }) => {
    await shown(
      canvas.getByRole('link', {
        name: '查看进行中的申请：信息系统建设和服务能力评估 · 二级',
      }),
    );
    await expect(canvas.getByRole('link', { name: /查看进行中的申请/ })).toHaveAttribute(
      'href',
      '/creditSpecify?id=201',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^资信类别/ }));
    const options = within(await body().findByRole('listbox'));
    const open = options.getByRole('option', { name: /二级/ });
    await expect(open).toHaveAttribute('aria-disabled', 'true');
    await expect(open).toHaveTextContent('已有进行中的申请，请在原申请上继续办理');
    const unreviewed = options.getByRole('option', { name: /信息安全服务/ });
    await expect(unreviewed).toHaveAttribute('aria-disabled', 'true');
    await expect(unreviewed).toHaveTextContent('该业务线暂无评审机构，请联系协会');
    await expect(options.getByRole('option', { name: /运行维护/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Returned by the institution: the reason above the form, the category kept, materials ticked. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: {
    application: creditApplication('institutionReturned'),
    returnComment: INSTITUTION_RETURN_COMMENT,
  },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText(INSTITUTION_RETURN_COMMENT));
    await expect(canvas.getByRole('combobox', { name: /^资信类别/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('link', { name: '上传申报材料' })).toHaveAttribute(
      'href',
      `${pages.creditApplyupload.path}?id=801`,
    );
    await expect(canvas.getAllByTitle('已上传')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 801,
        values: expect.objectContaining({
          categoryId: '7',
          institutionId: '5',
          personIds: [31, 32],
        }),
      }),
    );
  },
};

/** The server names the materials missing above the form. */
export const ServerRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    application: creditApplication('draft'),
    context: { error: textNotice('还有 1 项必需材料未上传') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('还有 1 项必需材料未上传');
    await expect(canvas.getAllByTitle('未上传')).toHaveLength(2);
  },
};

const progress = formProgressStories({
  draft: { application: creditApplication('draft') },
  submitButton: '提交申请',
  submitted: { text: '提交成功', back: '返回资信申请' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
export const Submitted: Story = progress.submitted;

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New credit application' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^People counted/ })).toBeVisible();
  },
};
