import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import { keyNotice } from '@machines/app/notice';
import type { ChosenFile, StoredFile } from '@machines/app/upload';
import { MAX_UPLOAD_BYTES } from '@machines/validation/rules';
import { AppealForm } from '../../src/features/appeals/AppealForm';
import type { AppealUploadField } from '../../src/features/appeals/appealUploads';
import { serviceError } from '../support/fixtures';
import { chosenFile, formSnapshot, StoryRouter, type FormCall } from '../support/storyKit';
import {
  AppealFormFrame,
  imageUpload,
  licenceFile,
  proofFile,
  smsSnapshot,
  uploadedImages,
  type SmsCall,
} from './appealFixtures';

type UploadStates = Partial<Record<AppealUploadField, ReturnType<typeof imageUpload>>>;

interface AppealFormStoryProps {
  readonly state: string;
  readonly context?: Partial<FormMachineContext>;
  readonly smsState?: { state: string; context?: Parameters<typeof smsSnapshot>[1] };
  readonly uploads?: UploadStates;
  /** `POST /api/auth/create-corporateAppeal`. */
  readonly submit: FormCall;
  /** `POST /api/auth/sms-code`. */
  readonly requestCode: SmsCall;
  /** `POST /api/auth/corporateAppeal/files`. */
  readonly upload: (file: ChosenFile) => Promise<StoredFile>;
}

/** The "forgot account" form on the public page, its machines restored. */
function AppealFormStory({
  state,
  context,
  smsState,
  uploads,
  submit,
  requestCode,
  upload,
}: AppealFormStoryProps) {
  return (
    <StoryRouter path="/forgetPassword" url="/forgetPassword?tab=account">
      <AppealFormFrame
        form={formSnapshot(state, context)}
        {...(smsState ? { sms: smsSnapshot(smsState.state, smsState.context) } : {})}
        {...(uploads ? { uploads } : {})}
        submit={submit}
        requestCode={requestCode}
        upload={upload}
      >
        <AppealForm />
      </AppealFormFrame>
    </StoryRouter>
  );
}

const meta = {
  title: 'Appeals/AppealForm',
  component: AppealFormStory,
  parameters: { machine: ['formMachine', 'uploadMachine', 'smsCodeMachine'] },
  args: {
    state: 'editing',
    submit: fn<FormCall>(() => Promise.resolve({ id: 'submitted' })),
    requestCode: fn<SmsCall>(() => Promise.resolve({ retryAfterSeconds: 60 })),
    upload: fn((file: ChosenFile) =>
      Promise.resolve(file.name.includes('证明') ? proofFile : licenceFile),
    ),
  },
} satisfies Meta<typeof AppealFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const USER_NAME = /^用户名/;
const COMPANY = /^企业全称/;
const CREDIT_CODE = /^统一社会信用代码/;
const MOBILE = /^手机号/;
const SMS_CODE = /^短信验证码/;
const EMAIL = /^邮箱/;

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });
const imageField = (canvas: Canvas, name: RegExp) => within(canvas.getByRole('group', { name }));
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /提交申诉/ });

/** Typing key by key is slow in a form this long: the text arrives as one paste. */
async function enter(canvas: Canvas, name: RegExp, text: string) {
  const input = field(canvas, name);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Everything but the images, well-formed. */
async function fillText(canvas: Canvas) {
  await enter(canvas, USER_NAME, '13900002001');
  await enter(canvas, COMPANY, '成都锦城数码系统集成有限公司');
  await enter(canvas, CREDIT_CODE, '91510104ma6cj5n28n');
  await enter(canvas, MOBILE, '13700002001');
  await enter(canvas, SMS_CODE, '246810');
  await enter(canvas, EMAIL, 'LiXiuYing.New@Example.com');
}

/** Submitting it empty: every field says what it needs (seed §5), nothing is sent. */
export const RequiredFields: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas));
    await expect(field(canvas, USER_NAME)).toHaveAccessibleDescription('请输入用户名');
    await expect(field(canvas, COMPANY)).toHaveAccessibleDescription('请输入企业名称');
    await expect(field(canvas, CREDIT_CODE)).toHaveAccessibleDescription('请输入统一社会信用代码');
    await expect(field(canvas, MOBILE)).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(field(canvas, SMS_CODE)).toHaveAccessibleDescription('请输入验证码');
    await expect(field(canvas, EMAIL)).toHaveAccessibleDescription('请输入邮箱地址');
    await expect(canvas.getByText('请上传营业执照')).toBeVisible();
    await expect(canvas.getByText('证明材料未上传或未上传成功')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Malformed values, each refused on its field with the seed's words. */
export const MalformedFields: Story = {
  parameters: { state: 'editing' },
  args: { uploads: uploadedImages },
  play: async ({ canvas, args }) => {
    await enter(canvas, USER_NAME, 'zhangwei');
    await enter(canvas, COMPANY, 'ACME Ltd');
    await enter(canvas, CREDIT_CODE, '9151010');
    await enter(canvas, MOBILE, '12345');
    await enter(canvas, SMS_CODE, '12');
    await enter(canvas, EMAIL, 'name@example');
    await userEvent.click(submitButton(canvas));
    await expect(field(canvas, USER_NAME)).toHaveAccessibleDescription('用户名不正确');
    await expect(field(canvas, COMPANY)).toHaveAccessibleDescription('企业名称为2-20个汉字');
    await expect(field(canvas, CREDIT_CODE)).toHaveAccessibleDescription('统一社会信用代码为18位');
    await expect(field(canvas, MOBILE)).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(field(canvas, EMAIL)).toHaveAccessibleDescription('邮箱格式不正确');

    // Eighteen characters, but not a code: its check character is wrong.
    await userEvent.clear(field(canvas, CREDIT_CODE));
    await enter(canvas, CREDIT_CODE, '91510104MA6CJ5N28A');
    await expect(field(canvas, CREDIT_CODE)).toHaveAccessibleDescription(
      '统一社会信用代码不正确，请核对后重新输入',
    );
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** The licence is in, the proof is not: the seed's message under the proof. */
export const ProofNotUploaded: Story = {
  parameters: { states: ['editing', 'uploadMachine:empty'] },
  args: { uploads: { licenceFileId: uploadedImages.licenceFileId } },
  play: async ({ canvas, args }) => {
    await fillText(canvas);
    await userEvent.click(submitButton(canvas));
    const proof = imageField(canvas, /^证明材料/);
    await expect(await proof.findByText('证明材料未上传或未上传成功')).toBeVisible();
    await expect(canvas.queryByText('请上传营业执照')).not.toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** An image on its way: its progress, and submitting waits for it. */
export const UploadProgress: Story = {
  parameters: { state: 'uploadMachine:uploading' },
  args: {
    uploads: {
      licenceFileId: uploadedImages.licenceFileId,
      proofFileId: imageUpload('uploading', {
        chosen: chosenFile('账号归属证明.jpg', 2_400_000, 'image/jpeg'),
        progress: 40,
      }),
    },
  },
  play: async ({ canvas }) => {
    const proof = imageField(canvas, /^证明材料/);
    await expect(proof.getByText('正在上传 账号归属证明.jpg')).toBeVisible();
    await expect(proof.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** The proof did not upload: retry or remove; the form will not go without it. */
export const ProofUploadFailed: Story = {
  parameters: { state: 'uploadMachine:failed' },
  args: {
    uploads: {
      licenceFileId: uploadedImages.licenceFileId,
      proofFileId: imageUpload('failed', {
        chosen: chosenFile('账号归属证明.jpg', 2_400_000, 'image/jpeg'),
        error: keyNotice('upload.failed'),
      }),
    },
  },
  play: async ({ canvas, args }) => {
    const proof = imageField(canvas, /^证明材料/);
    await expect(proof.getByText('上传失败，请重试')).toBeVisible();
    await expect(proof.getByRole('button', { name: '重试' })).toBeEnabled();
    await fillText(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Over 10 MB: refused before anything is sent, with the seed's words. */
export const ImageTooLarge: Story = {
  parameters: { state: 'uploadMachine:invalid' },
  args: {
    uploads: {
      licenceFileId: imageUpload('invalid', { error: keyNotice('error.uploadTooLarge') }),
    },
  },
  play: async ({ canvas, args }) => {
    const licence = imageField(canvas, /^营业执照/);
    await expect(licence.getByText('上传图片大小不能超过 10MB!')).toBeVisible();
    const input = canvas.getByLabelText(/^营业执照/, { selector: 'input' });
    await userEvent.upload(
      input,
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], '扫描件.png', { type: 'image/png' }),
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/**
 * A stamped statement is usually a scanned PDF: the proof takes one. A file that is neither a
 * picture nor a PDF is refused on its field in the words of the message. The form says what
 * an approval does to the login name.
 */
export const ProofAsPdf: Story = {
  parameters: { states: ['uploadMachine:uploaded', 'uploadMachine:invalid'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/原登录名将不能再登录/)).toBeVisible();
    const proof = canvas.getByLabelText(/^证明材料/, { selector: 'input' });
    await userEvent.upload(
      proof,
      new File(['%PDF-1.4'], '盖章说明.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(args.upload).toHaveBeenCalledWith(expect.objectContaining({ name: '盖章说明.pdf' })),
    );
    const licence = canvas.getByLabelText(/^营业执照/, { selector: 'input' });
    await userEvent.upload(licence, new File(['hello'], '说明.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      imageField(canvas, /^营业执照/).getByText('仅支持 JPG、PNG、WebP 图片或 PDF 文件'),
    ).toBeVisible();
  },
};

/** The code is on its way to the phone. */
export const SendingCode: Story = {
  parameters: { state: 'smsCodeMachine:sending' },
  args: { smsState: { state: 'sending' } },
  play: async ({ canvas }) => {
    await expect(field(canvas, SMS_CODE)).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** A code went out: the button counts down before another may be asked for. */
export const CodeCountingDown: Story = {
  parameters: { state: 'smsCodeMachine:countingDown' },
  args: { smsState: { state: 'countingDown', context: { remaining: 42, sent: true } } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /42/ });
    await expect(button).toBeDisabled();
    await expect(args.requestCode).not.toHaveBeenCalled();
  },
};

/** The server refused the code: its message under the field, gone once it is retyped. */
export const CodeRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    uploads: uploadedImages,
    context: { fieldErrors: { smsCode: '验证码错误' } },
  },
  play: async ({ canvas }) => {
    const code = field(canvas, SMS_CODE);
    await expect(code).toHaveAccessibleDescription('验证码错误');
    await userEvent.type(code, '1');
    await expect(code).not.toHaveAccessibleDescription('验证码错误');
  },
};

/** The whole way: both images chosen and uploaded, a code asked for, the appeal sent. */
export const Submission: Story = {
  parameters: {
    states: ['editing', 'submitting', 'submitted', 'uploadMachine:uploaded', 'smsCodeMachine:idle'],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const choose = async (name: string, fileName: string) => {
      const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input) throw new Error(`no ${name} input`);
      await userEvent.upload(input, new File(['png'], fileName, { type: 'image/png' }));
    };
    await fillText(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /获取|验证码/ }));
    await waitFor(() =>
      expect(args.requestCode).toHaveBeenCalledWith({ mobile: '13700002001', purpose: 'appeal' }),
    );
    await choose('licence', '营业执照.png');
    await choose('proof', '账号归属证明.png');
    await expect(await canvas.findByText(proofFile.name)).toBeVisible();
    await expect(await canvas.findByText(licenceFile.name)).toBeVisible();
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: null,
        values: {
          userName: '13900002001',
          companyName: '成都锦城数码系统集成有限公司',
          creditCode: '91510104MA6CJ5N28N',
          mobile: '13700002001',
          smsCode: '246810',
          email: 'lixiuying.new@example.com',
          licenceFileId: licenceFile.id,
          proofFileId: proofFile.id,
        },
      }),
    );
    await expect(await canvas.findByText('申诉提交成功')).toBeVisible();
  },
};

/** The server refused a field: its message under the field, the values kept. */
export const ServerRefusal: Story = {
  parameters: { state: 'editing' },
  args: {
    uploads: uploadedImages,
    submit: fn<FormCall>(() =>
      Promise.reject(
        serviceError(400, '证明材料: 证明材料未上传或未上传成功', {
          proofFileId: '证明材料未上传或未上传成功',
        }),
      ),
    ),
  },
  play: async ({ canvas, args }) => {
    await fillText(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.submit).toHaveBeenCalledOnce());
    await expect(await canvas.findByText('证明材料未上传或未上传成功')).toBeVisible();
    await expect(field(canvas, COMPANY)).toHaveValue('成都锦城数码系统集成有限公司');
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting', uploads: uploadedImages },
  play: async ({ canvas }) => {
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(field(canvas, USER_NAME)).toBeDisabled();
  },
};

/** Submitted: the seed's "appeal submitted successfully", and the way back to the login. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  args: { state: 'submitted' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('申诉提交成功');
    await expect(within(status).getByRole('link', { name: '返回登录' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
