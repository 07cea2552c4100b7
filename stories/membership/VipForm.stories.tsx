import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { textNotice } from '@machines/app/notice';
import { CurrentMembershipNote } from '../../src/features/membership/CurrentMembershipNote';
import { VipApplicationForm } from '../../src/features/membership/VipApplicationForm';
import type { MyMembership, VipApplication } from '../../src/lib/api/membership';
import { formSnapshot } from '../support/storyKit';
import {
  ApplicantFormFrame,
  applicantFormArgs,
  type ApplicantFormStoryArgs,
} from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import { body } from '../support/listStories';
import {
  applicationFile,
  membership,
  StoryLevels,
  StoryMyMembership,
  vipApplication,
} from './membershipFixtures';

interface FormStoryProps extends ApplicantFormStoryArgs {
  readonly application: VipApplication | null;
  /** `GET /api/corporate/query-my-vip`: the note above the form says what it is. */
  readonly loadMembership?: () => Promise<MyMembership>;
}

/** The form on /vipcorporatation, its form machine restored, uploads answered from memory. */
function FormStory({
  state,
  context,
  application,
  returnComment,
  saveDraft,
  submit,
  upload,
  onClose,
  loadMembership = () =>
    Promise.resolve<MyMembership>({ membership: null, openApplicationId: null, events: [] }),
}: FormStoryProps) {
  return (
    <ApplicantFormFrame
      path={pages.vipcorporatation.path}
      snapshot={formSnapshot(state, {
        recordId: application?.id ?? null,
        fields: ['levelCode', 'scale', 'registeredCapital', 'contactMobile', 'applicationFileId'],
        ...context,
      })}
      saveDraft={saveDraft}
      submit={submit}
      upload={upload}
    >
      {(uploads) => (
        <StoryLevels>
          <StoryMyMembership load={loadMembership}>
            <CurrentMembershipNote />
          </StoryMyMembership>
          <VipApplicationForm
            application={application}
            returnComment={returnComment}
            onClose={onClose}
            uploadLogic={uploads}
          />
        </StoryLevels>
      )}
    </ApplicantFormFrame>
  );
}

const meta = {
  title: 'Membership/VipForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(501),
    application: null,
    returnComment: null,
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPITAL = /^注册资本/;

/** A new application submitted empty: what a submission needs, and nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '填写入会申请' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('textbox', { name: /^经营范围/ })).toHaveAccessibleDescription(
      '必填',
    );
    await expect(
      canvas.getByRole('textbox', { name: /^联系人手机号/ }),
    ).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** An active member opens the form: it says what the membership is and what approval does. */
export const CurrentMember: Story = {
  parameters: { state: 'editing' },
  args: {
    loadMembership: () =>
      Promise.resolve<MyMembership>({
        membership: membership('active', { validFrom: '2025-06-01', validTo: '2027-05-31' }),
        openApplicationId: null,
        events: [],
      }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '本单位现为协会会员单位（有效，有效期 2025-06-01 至 2027-05-31）。本申请获批后将为其续期或变更级别，不会另建会员资格。',
      ),
    ).toBeVisible();
  },
};

/** A draft may be incomplete, never malformed: a capital of zero stops the save. */
export const DraftChecks: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^会员级别/ }));
    await userEvent.click(await body().findByRole('option', { name: '会员单位（有效期 1 年）' }));
    const capital = canvas.getByRole('textbox', { name: CAPITAL });
    await userEvent.type(capital, '0');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(capital).toHaveAccessibleDescription('请输入大于 0 的金额，最多三位小数');
    await expect(args.saveDraft).not.toHaveBeenCalled();

    await userEvent.clear(capital);
    await userEvent.type(capital, '1000.5');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({ levelCode: 'member', registeredCapital: '1000.5' }),
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('草稿已保存');
  },
};

/** Returned: the reason above the filled form; submitting sends every field. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: { application: vipApplication('returned'), returnComment: RETURN_COMMENT },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(RETURN_COMMENT)).toBeVisible();
    await expect(canvas.getByText(applicationFile.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 501,
        values: {
          levelCode: 'director',
          businessScope: '智慧城市解决方案、系统集成',
          scale: 'small',
          registeredCapital: '800',
          staffCount: '45',
          qualifications: '信息系统建设和服务能力评估二级',
          contactName: '王芳',
          contactMobile: '13900002003',
          contactEmail: 'huaxi@example.com',
          applicationFileId: applicationFile.id,
          supportingFileId: '',
        },
      }),
    );
  },
};

/** The server names a level no longer offered under its field. */
export const ServerRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    application: vipApplication('draft'),
    context: {
      error: textNotice('会员级别：该会员级别当前不可申请'),
      fieldErrors: { levelCode: '该会员级别当前不可申请' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员级别：该会员级别当前不可申请');
    await expect(canvas.getByRole('combobox', { name: /^会员级别/ })).toHaveAccessibleDescription(
      '该会员级别当前不可申请',
    );
  },
};

const progress = formProgressStories({
  draft: { application: vipApplication('draft') },
  submitButton: '提交申请',
  submitted: { text: '入会申请已提交', back: '返回会员申请' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
export const Submitted: Story = progress.submitted;

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Membership application' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Registered capital/ })).toBeVisible();
  },
};
