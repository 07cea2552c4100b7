import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { keyNotice, textNotice } from '@machines/app/notice';
import type { StoredFile } from '@machines/app/upload';
import { PersonForm } from '../../src/features/people/PersonForm';
import type { PersonFormMode } from '../../src/features/people/personForm';
import type { Person } from '../../src/lib/api/people';
import { serviceError } from '../support/fixtures';
import { formProgressStories } from '../support/formStories';
import { formSnapshot, type FormCall } from '../support/storyKit';
import {
  ApplicantFormFrame,
  applicantFormArgs,
  type ApplicantFormStoryArgs,
} from '../support/formStoryFrame';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import { idCardFile, person, photoFile } from './peopleFixtures';

interface FormStoryProps extends ApplicantFormStoryArgs {
  readonly person: Person | null;
  readonly mode: PersonFormMode;
  readonly onAddAnother: () => void;
}

/** The form on /newPerson, its form machine restored, uploads answered from memory. */
function FormStory({
  state,
  context,
  person: shown,
  mode,
  returnComment,
  saveDraft,
  submit,
  upload,
  onClose,
  onAddAnother,
}: FormStoryProps) {
  return (
    <ApplicantFormFrame
      path={pages.newPerson.path}
      snapshot={formSnapshot(state, {
        recordId: shown?.id ?? null,
        fields: ['name', 'idCard', 'mobile', 'photoFileId', 'idCardFileId'],
        ...(mode === 'contact' ? { submittedKey: 'person.changesSaved' } : {}),
        ...context,
      })}
      saveDraft={saveDraft}
      submit={submit}
      upload={upload}
    >
      {(uploads) => (
        <PersonForm
          person={shown}
          mode={mode}
          returnComment={returnComment}
          onClose={onClose}
          onAddAnother={onAddAnother}
          uploadLogic={uploads}
        />
      )}
    </ApplicantFormFrame>
  );
}

const meta = {
  title: 'People/PersonForm',
  component: FormStory,
  parameters: { machine: 'formMachine' },
  args: {
    ...applicantFormArgs(301),
    person: null,
    mode: 'full',
    returnComment: null,
    onAddAnother: fn(),
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = /^姓名/;
const ID_CARD = /^身份证号码/;
const MOBILE = /^手机号/;
const EMAIL = /^邮箱/;

/** A new person declared empty: what a declaration needs, and nothing is sent. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '人员信息' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '申报核验' }));
    await expect(await canvas.findByText('请输入姓名')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: ID_CARD })).toHaveAccessibleDescription(
      '请输入身份证号码',
    );
    await expect(canvas.getByText('请上传照片')).toBeVisible();
    await expect(canvas.getByText('请上传身份证照片')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A draft may be incomplete, never malformed: a wrong check digit stops the save. */
export const DraftChecks: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '林晓');
    const idCard = canvas.getByRole('textbox', { name: ID_CARD });
    // Pasted, as an ID number mostly is: typed key by key, the story outlasted a loaded CI's 15 s.
    await userEvent.click(idCard);
    await userEvent.paste('510107198504181235');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    // The draft check is asynchronous (formik validates, then marks the field).
    await waitFor(() =>
      expect(idCard).toHaveAccessibleDescription('身份证号码不正确，请核对后重新输入'),
    );
    await expect(args.saveDraft).not.toHaveBeenCalled();

    await userEvent.clear(idCard);
    await userEvent.paste('51010719900101123x');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(args.saveDraft).toHaveBeenCalledWith({
        recordId: null,
        values: expect.objectContaining({ name: '林晓', idCard: '51010719900101123X' }),
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('草稿已保存');
  },
};

/** Returned for correction: the reason above the filled form; declaring sends every field. */
export const Returned: Story = {
  parameters: { state: 'editing' },
  args: { person: person('returned'), returnComment: RETURN_COMMENT },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(RETURN_COMMENT)).toBeVisible();
    await expect(canvas.getByText('已退回')).toBeVisible();
    await expect(canvas.getByText(photoFile.name)).toBeVisible();
    await expect(canvas.getByText(idCardFile.name)).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: MOBILE }));
    await userEvent.type(canvas.getByRole('textbox', { name: MOBILE }), '13900001111');
    await userEvent.click(canvas.getByRole('button', { name: '申报核验' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 301,
        values: {
          name: '陈志强',
          gender: 'male',
          idCard: '510107198504181236',
          mobile: '13900001111',
          email: 'chenzq@example.com',
          education: 'master',
          professionalTitle: 'senior',
          employedFrom: '2015-07-01',
          employedTo: '',
          photoFileId: photoFile.id,
          idCardFileId: idCardFile.id,
          diplomaFileId: '',
        },
      }),
    );
  },
};

/** A verified person: only mobile, email and end of employment stay open. */
export const VerifiedContact: Story = {
  parameters: { state: 'editing' },
  args: { person: person('approved'), mode: 'contact' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/只能修改手机号、邮箱和离职日期/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: NAME })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: ID_CARD })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '选择文件' })).not.toBeInTheDocument();
    const email = canvas.getByRole('textbox', { name: EMAIL });
    await userEvent.clear(email);
    await userEvent.type(email, 'chen@example.org');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({
        recordId: 301,
        values: expect.objectContaining({ email: 'chen@example.org', name: '陈志强' }),
      }),
    );
  },
};

/** A verified person's changes saved: the notice, and the form stays open. */
export const ContactSaved: Story = {
  parameters: { state: 'submitted' },
  args: {
    state: 'submitted',
    person: person('approved'),
    mode: 'contact',
    context: { notice: keyNotice('person.changesSaved') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('修改已保存');
    await expect(canvas.getByRole('textbox', { name: MOBILE })).toBeEnabled();
  },
};

/** The server's refusal under its field (the ID card number already on the roster). */
export const FieldErrors: Story = {
  parameters: { state: 'editing' },
  args: {
    person: person('draft'),
    context: { fieldErrors: { idCard: '该身份证号码的人员已在本单位人员名单中' } },
  },
  play: async ({ canvas }) => {
    const idCard = canvas.getByRole('textbox', { name: ID_CARD });
    await expect(idCard).toHaveAccessibleDescription('该身份证号码的人员已在本单位人员名单中');
    await userEvent.type(idCard, '{backspace}4');
    await expect(idCard).not.toHaveAccessibleDescription('该身份证号码的人员已在本单位人员名单中');
  },
};

/** A declaration refused as a whole (409): the message above the form, input kept. */
export const Conflict: Story = {
  parameters: { state: 'editing' },
  args: {
    person: person('draft'),
    submit: fn<FormCall>(() => Promise.reject(serviceError(409, '数据已被他人修改，请刷新后重试'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申报核验' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '数据已被他人修改，请刷新后重试',
    );
    await expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('陈志强');
  },
};

/** A file on its way: neither save nor declaration can start. */
export const Uploading: Story = {
  parameters: { state: 'editing' },
  args: { upload: fn(() => new Promise<StoredFile>(() => undefined)) },
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[name=photo]');
    if (!input) throw new Error('no photo input');
    await userEvent.upload(input, new File(['photo'], 'photo.png', { type: 'image/png' }));
    await expect(await canvas.findByText('正在上传 photo.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '申报核验' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeDisabled();
  },
};

const progress = formProgressStories({
  draft: { person: person('draft') },
  submitButton: '申报核验',
  field: NAME,
  submitted: { text: '已申报核验' },
});

export const SavingDraft: Story = progress.savingDraft;
export const Submitting: Story = progress.submitting;

/** Declared: what happens next, back to the roster or another person. */
export const Submitted: Story = {
  parameters: { state: 'submitted' },
  args: { state: 'submitted', person: person('draft') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已申报核验');
    await userEvent.click(canvas.getByRole('button', { name: '继续新增' }));
    await expect(args.onAddAnother).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '返回人员列表' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Unsaved changes: leaving asks first; staying keeps the input. */
export const LeaveGuard: Story = {
  parameters: { state: 'editing' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: NAME }), '林');
    await userEvent.click(canvas.getByRole('button', { name: 'leave' }));
    const ask = within(await within(document.body).findByRole('dialog', { name: '离开此页？' }));
    await userEvent.click(ask.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('林'));
  },
};

export const English: Story = {
  parameters: { state: 'editing' },
  globals: { language: 'en' },
  args: {
    person: person('returned'),
    returnComment: RETURN_COMMENT,
    context: { error: textNotice('Someone changed this person meanwhile') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Why it was returned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Declare' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /^ID card number/ })).toHaveValue(
      '510107198504181236',
    );
  },
};
