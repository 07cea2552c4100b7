import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChosenFile, StoredFile } from '@machines/app/upload';
import { keyNotice, textNotice } from '@machines/app/notice';
import { UploadContext } from '../../src/components/actorContexts';
import { FileSourceContext } from '../../src/components/FilePreview';
import { UploadField } from '../../src/components/UploadField';
import {
  chosenFile,
  licenceImage,
  licencePdf,
  shown,
  storyFileSource,
  storyUploadMachine,
  tooLargeFile,
  uploadSnapshot,
} from '../support/storyKit';

interface UploadStoryProps {
  readonly state: string;
  readonly context?: Parameters<typeof uploadSnapshot>[1];
  /** `POST /api/files`. */
  readonly upload: (file: ChosenFile) => Promise<StoredFile>;
}

const UPLOAD_STEP_MS = 150;

/** The field with its upload machine restored in `state`; uploads answered by `upload`. */
function UploadStory({ state, context, upload }: UploadStoryProps) {
  // Progress steps of 150 ms: the bar stays long enough to be seen on a busy machine, and
  // the upload still ends well inside a query's second.
  const [logic] = useState(() => storyUploadMachine(upload, UPLOAD_STEP_MS));
  const [snapshot] = useState(() => uploadSnapshot(state, context));
  return (
    <FileSourceContext value={storyFileSource}>
      <Paper sx={{ p: 3, m: 2, maxWidth: 560 }}>
        <UploadContext.Provider logic={logic} options={{ snapshot }}>
          <UploadField label="营业执照" required name="licence" />
        </UploadContext.Provider>
      </Paper>
    </FileSourceContext>
  );
}

const meta = {
  title: 'Components/UploadField',
  component: UploadStory,
  parameters: { machine: 'uploadMachine' },
  args: { state: 'empty', upload: fn(() => Promise.resolve(licenceImage)) },
} satisfies Meta<typeof UploadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

/** Nothing yet: choose (or drop) a file; the accepted kinds and the limit are said. */
export const Empty: Story = {
  parameters: { state: 'empty' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
    await expect(canvas.getByText('支持 JPG、PNG、WebP 图片或 PDF，不超过 10MB')).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText(/营业执照/, { selector: 'input' }),
      file('执照.png', 2048, 'image/png'),
    );
    await expect(await canvas.findByRole('progressbar', { name: '上传进度' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: `预览 ${licenceImage.name}` }),
    ).toBeVisible();
    await expect(args.upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: '执照.png', type: 'image/png', size: 2048 }),
    );
  },
};

/** Over 10 MB: refused before anything is sent, with the seed's message. */
export const TooLarge: Story = {
  parameters: { state: 'invalid' },
  args: { state: 'invalid', context: { error: keyNotice('error.uploadTooLarge') } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传图片大小不能超过 10MB!');
    await expect(canvas.getByRole('group', { name: /营业执照/ })).toHaveAttribute(
      'data-state',
      'invalid',
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** Choosing a file that is too large, live: the machine refuses it. */
export const ChoosingTooLarge: Story = {
  play: async ({ canvas, args }) => {
    const big = file('大图.png', 0, 'image/png');
    Object.defineProperty(big, 'size', { value: tooLargeFile.size });
    await userEvent.upload(canvas.getByLabelText(/营业执照/, { selector: 'input' }), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('上传图片大小不能超过 10MB!');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  parameters: { state: 'invalid' },
  args: { state: 'invalid', context: { error: keyNotice('upload.wrongType') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '仅支持 JPG、PNG、WebP 图片或 PDF 文件',
    );
  },
};

/** On its way: the name, a progress bar at 40% and the percentage. */
export const Uploading: Story = {
  parameters: { state: 'uploading' },
  args: {
    state: 'uploading',
    context: { chosen: chosenFile('营业执照.png', 3_200_000, 'image/png'), progress: 40 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在上传 营业执照.png')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消上传' })).toBeEnabled();
  },
};

/** Stored: a thumbnail that opens the viewer, replace and remove. */
export const Uploaded: Story = {
  parameters: { state: 'uploaded' },
  args: { state: 'uploaded', context: { stored: licenceImage, progress: 100 } },
  play: async ({ canvas }) => {
    const thumbnail = canvas.getByRole('button', { name: `预览 ${licenceImage.name}` });
    await waitFor(() => expect(thumbnail).toBeEnabled());
    await userEvent.click(thumbnail);
    const body = within(document.body);
    await shown(await body.findByRole('dialog', { name: licenceImage.name }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeVisible();
  },
};

export const UploadedPdf: Story = {
  parameters: { state: 'uploaded' },
  args: { state: 'uploaded', context: { stored: licencePdf, progress: 100 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(licencePdf.name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `预览 ${licencePdf.name}` })).toBeVisible();
  },
};

/** The upload failed: the server's reason, retry sends the same file again. */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: {
    state: 'failed',
    context: {
      chosen: chosenFile('营业执照.png', 3_200_000, 'image/png'),
      error: textNotice('文件内容与类型不符'),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文件内容与类型不符');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByText(licenceImage.name)).toBeVisible();
    await expect(args.upload).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  parameters: { state: 'empty' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  },
};
