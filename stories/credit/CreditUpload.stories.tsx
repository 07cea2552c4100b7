import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { pages } from '@machines/access/pages';
import {
  attachmentsMachine,
  type Attachment,
  type AttachmentsContext as AttachmentsMachineContext,
} from '@machines/app/attachments';
import { formMachine, type FormRequest } from '@machines/app/form';
import { textNotice } from '@machines/app/notice';
import type { ChosenFile, StoredFile } from '@machines/app/upload';
import { AttachmentsContext, FormContext } from '../../src/components/actorContexts';
import { MaterialSlots, materialField } from '../../src/features/credit/MaterialSlots';
import type { CreditApplication } from '../../src/lib/api/credit';
import { serviceError, users } from '../support/fixtures';
import {
  AppFrame,
  formSnapshot,
  licenceImage,
  shown,
  StoryRouter,
  storyUploadMachine,
} from '../support/storyKit';
import { creditApplication } from './creditFixtures';

type SaveCall = (request: Attachment & { version: number }) => Promise<{ version: number }>;

interface UploadStoryProps {
  /** The attachments machine's restored state; omitted, it starts from the application. */
  readonly state?: string;
  readonly context?: Partial<AttachmentsMachineContext>;
  readonly application: CreditApplication;
  /** `POST /api/credit-category/update-corporatecredit-material`. */
  readonly save: SaveCall;
  /** `POST /api/credit-category/submit-corporatecredit`. */
  readonly submit: (request: FormRequest) => Promise<unknown>;
  /** `POST /api/files`. */
  readonly upload: (file: ChosenFile) => Promise<StoredFile>;
  readonly formState?: string;
  readonly formErrors?: Readonly<Record<string, string>>;
  readonly onBack: () => void;
}

/** The materials of /creditApplyupload, every call answered from memory. */
function UploadStory({
  state,
  context,
  application,
  save,
  submit,
  upload,
  formState = 'editing',
  formErrors = {},
  onBack,
}: UploadStoryProps) {
  const [attachments] = useState(() =>
    attachmentsMachine.provide({
      actors: { saveAttachment: fromPromise(({ input }) => save(input)) },
    }),
  );
  const [form] = useState(() =>
    formMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }),
  );
  const [uploads] = useState(() => storyUploadMachine(upload));
  const files = Object.fromEntries(
    application.materials.map((material) => [material.materialId, material.file?.id ?? null]),
  );
  const fields = application.materials.map((material) => materialField(material.materialId));
  const restored = state
    ? {
        snapshot: attachmentsMachine.resolveState({
          value: state,
          context: {
            version: application.version,
            saved: files,
            queue: [],
            current: null,
            errors: {},
            failed: {},
            ...context,
          },
        }),
      }
    : { input: { version: application.version, files } };
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.creditApplyupload.path}>
        <Box sx={{ p: 2 }}>
          <AttachmentsContext.Provider logic={attachments} options={restored}>
            <FormContext.Provider
              logic={form}
              options={{
                snapshot: formSnapshot(formState, {
                  recordId: application.id,
                  fields,
                  fieldErrors: formErrors,
                }),
              }}
            >
              <MaterialSlots application={application} uploadLogic={uploads} onBack={onBack} />
            </FormContext.Provider>
          </AttachmentsContext.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Credit/CreditUpload',
  component: UploadStory,
  parameters: { machine: 'attachmentsMachine' },
  args: {
    application: creditApplication('draft'),
    save: fn<SaveCall>((request) => Promise.resolve({ version: request.version + 1 })),
    submit: fn(() => Promise.resolve({ id: 801 })),
    upload: fn(() => Promise.resolve({ ...licenceImage, id: 'f-new-audit', name: '审计报告.pdf' })),
    onBack: fn(),
  },
} satisfies Meta<typeof UploadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One slot per material: the licence given, the audit report missing. Uploading it saves
 * it to the application with the version on screen.
 */
export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText(licenceImage.name));
    const audit = canvas.getByLabelText(/^近三年财务审计报告/, { selector: 'input' });
    await userEvent.upload(
      audit,
      new File(['%PDF-1.4'], '审计报告.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({ slot: 72, fileId: 'f-new-audit', version: 3 }),
    );
  },
};

/** A material on its way to the application: saving is shown, submitting waits. */
export const Saving: Story = {
  parameters: { state: 'saving' },
  args: {
    state: 'saving',
    context: { current: { slot: 72, fileId: 'f-new-audit' } },
    save: fn<SaveCall>(() => new Promise(() => undefined)),
  },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('正在保存到申请…'));
    await expect(canvas.getByRole('button', { name: '提交申请' })).toBeDisabled();
  },
};

/** A save refused: the slot says why and offers a retry, which sends it again. */
export const SaveFailed: Story = {
  parameters: { state: 'idle' },
  args: {
    state: 'idle',
    context: {
      errors: { 72: textNotice('数据已被他人修改，请刷新后重试') },
      failed: { 72: { slot: 72, fileId: 'f-new-audit' } },
    },
  },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText('数据已被他人修改，请刷新后重试'));
    await expect(canvas.getByRole('button', { name: '提交申请' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({ slot: 72, fileId: 'f-new-audit', version: 3 }),
    );
  },
};

/** Submitted with a material missing: the server's message under its slot. */
export const MissingMaterial: Story = {
  parameters: { state: 'idle' },
  args: {
    submit: fn(() =>
      Promise.reject(
        serviceError(400, '还有 1 项必需材料未上传', { 'materials.72': '请上传此材料' }),
      ),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledOnce());
    await shown(await canvas.findByText('请上传此材料'));
  },
};

/** Every material given: submitted, and the way back. */
export const Submitted: Story = {
  parameters: { state: 'idle' },
  args: { application: creditApplication('institutionReturned'), formState: 'submitted' },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText('提交成功'));
    await userEvent.click(canvas.getByRole('button', { name: '返回资信申请' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  parameters: { state: 'idle' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByText(/Each material takes a JPG/));
    await shown(canvas.getByRole('button', { name: 'Submit' }));
  },
};
