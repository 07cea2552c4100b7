import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { keyNotice, textNotice } from '@machines/app/notice';
import { RealnameForm } from '../../src/features/realname/RealnameForm';
import type { RealnameApplication } from '../../src/lib/api/realname';
import { serviceError, users } from '../support/fixtures';
import {
  AppFrame,
  FormFrame,
  formSnapshot,
  LeaveLink,
  licenceImage,
  StoryRouter,
  uploadSnapshot,
  type FormCall,
} from '../support/storyKit';
import { applicantFormArgs, type ApplicantFormStoryArgs } from '../support/formStoryFrame';
import { formProgressStories } from '../support/formStories';
import { application, RETURN_COMMENT } from './realnameFixtures';

interface FormStoryProps extends ApplicantFormStoryArgs {
  readonly application: RealnameApplication | null;
}

/** The form on the history page, its form and upload machines restored. */
function FormStory({
  state,
  context,
  application: app,
  returnComment,
  saveDraft,
  submit,
  upload,
  onClose,
}: FormStoryProps) {
  const stored = app?.licenceFile ?? null;
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter
        path={pages.realnameApplyHistory.path}
        url={`${pages.realnameApplyHistory.path}?edit=new`}
      >
        <Box sx={{ p: 2 }}>
          <FormFrame
            saveDraft={saveDraft}
            submit={submit}
            upload={upload}
            snapshot={formSnapshot(state, { recordId: app?.id ?? null, ...context })}
            uploadState={
              stored
                ? uploadSnapshot('uploaded', { stored, progress: 100 })
                : uploadSnapshot('empty')
            }
          >
            <RealnameForm application={app} returnComment={returnComment} onClose={onClose} />
          </FormFrame>
          <LeaveLink />
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Realname/RealnameForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(201),
    application: null,
    returnComment: null,
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPANY = /^企业全称/;
const CREDIT_CODE = /^统一社会信用代码/;
const LEGAL = /^法定代表人/;
const CONTACT = /^联系人 ?\*?$/;
const MOBILE = /^联系人手机号/;
const ADDRESS = /^企业地址/;

/** A new application: submitting it empty shows what is missing, and sends nothing. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '新建实名认证申请' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await expect(await canvas.findByText('请输入企业名称')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: CREDIT_CODE })).toHaveAccessibleDescription(
      '请输入统一社会信用代码',
    );
    await expect(canvas.getByText('请上传营业执照')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A draft may be incomplete, never malformed: a bad mobile number stops the save. */
export const DraftChecks: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: COMPANY }), '示例科技有限公司');
    await userEvent.type(canvas.getByRole('textbox', { name: MOBILE }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(canvas.getByRole('textbox', { name: MOBILE })).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await expect(args.saveDraft).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByRole('textbox', { name: MOBILE }));
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({ companyName: '示例科技有限公司', contactMobile: '' }),
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('草稿已保存');
  },
};

/** The draft was saved: the notice, and the form still holds the values. */
export const DraftSaved: Story = {
  parameters: { state: 'editing' },
  args: {
    application: application('draft'),
    context: { notice: keyNotice('form.draftSaved') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('草稿已保存');
    await expect(canvas.getByRole('heading', { name: /编辑实名认证申请/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: COMPANY })).toHaveValue('示例科技有限公司');
  },
};

/** Returned for correction: the platform's reason above the prefilled form. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: { application: application('returned'), returnComment: RETURN_COMMENT },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('退回意见');
    await expect(alert).toHaveTextContent(RETURN_COMMENT);
    await expect(canvas.getByText('已退回')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: CREDIT_CODE })).toHaveValue(
      '91350100M000100Y43',
    );
    await expect(canvas.getByRole('textbox', { name: LEGAL })).toHaveValue('王建国');
    await expect(canvas.getByRole('textbox', { name: CONTACT })).toHaveValue('李娜');
    await expect(canvas.getByRole('textbox', { name: ADDRESS })).toHaveValue(
      '福建省福州市鼓楼区软件大道89号',
    );
    await expect(canvas.getByText(licenceImage.name)).toBeVisible();
  },
};

/** The server refused fields (400): each message under its field, until it is edited. */
export const FieldErrors: Story = {
  parameters: { state: 'editing' },
  args: {
    application: application('returned'),
    context: {
      fieldErrors: {
        creditCode: '该统一社会信用代码已被其他企业使用',
        licenceFileId: '营业执照文件不可用，请重新上传',
      },
      error: textNotice('统一社会信用代码: 该统一社会信用代码已被其他企业使用'),
    },
  },
  play: async ({ canvas }) => {
    const creditCode = canvas.getByRole('textbox', { name: CREDIT_CODE });
    await expect(creditCode).toHaveAccessibleDescription('该统一社会信用代码已被其他企业使用');
    await expect(canvas.getByText('营业执照文件不可用，请重新上传')).toBeVisible();
    await userEvent.clear(creditCode);
    await expect(creditCode).not.toHaveAccessibleDescription('该统一社会信用代码已被其他企业使用');
  },
};

/** Submitting a complete application; the server's field error lands on its field. */
export const ServerRefusal: Story = {
  parameters: { state: 'editing' },
  args: {
    application: application('returned'),
    submit: fn<FormCall>(() =>
      Promise.reject(
        serviceError(400, '统一社会信用代码: 该统一社会信用代码已被其他企业使用', {
          creditCode: '该统一社会信用代码已被其他企业使用',
        }),
      ),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 101,
        values: {
          companyName: '示例科技有限公司',
          creditCode: '91350100M000100Y43',
          legalRepresentative: '王建国',
          contactName: '李娜',
          contactMobile: '13800138000',
          address: '福建省福州市鼓楼区软件大道89号',
          licenceFileId: licenceImage.id,
        },
      }),
    );
    await expect(canvas.getByRole('textbox', { name: CREDIT_CODE })).toHaveAccessibleDescription(
      '该统一社会信用代码已被其他企业使用',
    );
  },
};

const progress = formProgressStories({
  draft: { application: application('draft') },
  submitButton: '提交审核',
  field: COMPANY,
  submitted: { text: '申请已提交', back: '返回列表' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;
/** Submitted: what happens next, and the way back to the list. */
export const Submitted: Story = progress.submitted;

/** Someone changed the application meanwhile (409): the server's message. */
export const Conflict: Story = {
  parameters: { state: 'editing' },
  args: {
    application: application('draft'),
    context: { error: textNotice('数据已被他人修改，请刷新后重试') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据已被他人修改，请刷新后重试');
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeEnabled();
  },
};

/** Unsaved changes: leaving asks first; staying keeps the input. */
export const LeaveGuard: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: COMPANY }), '示例');
    await userEvent.click(canvas.getByRole('button', { name: 'leave' }));
    const body = within(document.body);
    const ask = within(await body.findByRole('dialog', { name: '离开此页？' }));
    await expect(ask.getByText('有未保存的修改，确定离开吗？')).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: COMPANY })).toHaveValue('示例'));

    await userEvent.click(canvas.getByRole('button', { name: 'leave' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: '离开此页？' })).getByRole('button', {
        name: '离开',
      }),
    );
    await expect(await canvas.findByRole('status', { name: 'current page' })).toHaveTextContent(
      pages.dashboard.path,
    );
  },
};

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  args: { application: application('returned'), returnComment: RETURN_COMMENT },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Why it was returned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  },
};
