import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { keyNotice, textNotice } from '@machines/app/notice';
import { CREDIT_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { TemplateDesigner } from '../../src/components/certificateTemplate/TemplateDesigner';
import {
  BACKGROUND_ID,
  PREVIEW_URL,
  StoryDesigner,
  overlappingPoints,
  savedTemplate,
  type DesignerCalls,
  type DesignerState,
  type TemplatePreviewCall,
  type TemplateSave,
} from '../support/certificateTemplate';
import { body } from '../support/listStories';
import { shown, storyUploadMachine } from '../support/storyKit';

interface DesignerStoryProps extends DesignerCalls {
  /** The restored state; none: the designer loads the template itself. */
  readonly state?: DesignerState;
}

/** The credit certificate's designer, as the qualification page shows it. */
function DesignerStory({ state, ...calls }: DesignerStoryProps) {
  const [upload] = useState(() =>
    storyUploadMachine(() =>
      Promise.resolve({
        id: 'f-new-background',
        url: '/api/files/f-new-background',
        name: '新底图.png',
        type: 'image/png',
      }),
    ),
  );
  return (
    <Paper sx={{ p: 2, m: 2 }}>
      <StoryDesigner calls={calls} {...(state ? { state } : {})}>
        <TemplateDesigner
          fields={CREDIT_CERTIFICATE_FIELDS}
          uploadLogic={upload}
          title="证书模板"
        />
      </StoryDesigner>
    </Paper>
  );
}

const ready = (draft: string, preview: string) => ({ ready: { draft, preview } });

const meta = {
  title: 'Components/TemplateDesigner',
  component: DesignerStory,
  parameters: { machine: 'templateDesignerMachine' },
  args: {
    state: { value: ready('clean', 'shown') },
    loadTemplate: fn(() => Promise.resolve(savedTemplate)),
    saveTemplate: fn<TemplateSave>((request) =>
      Promise.resolve({ ...request, version: request.version + 1 }),
    ),
    resetTemplate: fn(() => Promise.resolve({ backgroundFileId: null, points: [], version: 3 })),
    renderPreview: fn<TemplatePreviewCall>(() => Promise.resolve(PREVIEW_URL)),
  },
} satisfies Meta<typeof DesignerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const marker = (canvas: ReturnType<typeof within>, field: string) =>
  canvas.findByRole('button', { name: new RegExp(`^${field}，`) });

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: { value: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在加载证书模板' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { state: 'loadFailed' },
  args: { state: { value: 'loadFailed', context: { error: textNotice('网络连接失败') } } },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('网络连接失败'));
    await expect(canvas.getByRole('button', { name: /重新加载|重试/ })).toBeEnabled();
  },
};

/** The saved template: its fields on the background, ticked in the list, and the specimen. */
export const Saved: Story = {
  parameters: { states: ['ready.draft.clean', 'ready.preview.shown'] },
  play: async ({ canvas }) => {
    await shown(await marker(canvas, '企业名称'));
    await expect(canvas.getByRole('checkbox', { name: '企业名称' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '证书编号' })).not.toBeChecked();
    await expect(canvas.getByRole('img', { name: '按当前模板生成的证书样张' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存模板' })).toBeDisabled();
  },
};

/** No background yet: nothing to place fields on, nothing to preview. */
export const NoBackground: Story = {
  parameters: { states: ['ready.draft.clean', 'ready.preview.none'] },
  args: {
    state: {
      value: ready('clean', 'none'),
      context: { draft: { backgroundFileId: null, points: [] }, previewUrl: null, version: 0 },
    },
  },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('请先上传证书底图，再放置字段。'));
    await expect(canvas.getByRole('checkbox', { name: '企业名称' })).toBeDisabled();
    await shown(canvas.getByText('上传底图后，这里显示按当前模板生成的样张。'));
  },
};

/**
 * Moving a field with the keyboard makes the draft dirty and the preview wait for a pause,
 * then draw the draft; saving sends the points with the version read.
 */
export const MoveAndSave: Story = {
  parameters: {
    states: [
      'ready.draft.dirty',
      'ready.preview.waiting',
      'ready.preview.rendering',
      'ready.draft.saving',
    ],
  },
  args: {
    renderPreview: fn<TemplatePreviewCall>(
      () => new Promise((resolve) => setTimeout(() => resolve(PREVIEW_URL), 300)),
    ),
  },
  play: async ({ canvas, args }) => {
    const companyName = await marker(canvas, '企业名称');
    companyName.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await shown(canvas.getByText('模板有未保存的修改'));
    await expect(canvas.getByRole('progressbar', { name: '正在生成预览' })).toBeVisible();
    await waitFor(() =>
      expect(args.renderPreview).toHaveBeenCalledWith(
        expect.objectContaining({
          recordId: 1,
          backgroundFileId: BACKGROUND_ID,
          points: expect.arrayContaining([
            expect.objectContaining({ field: 'companyName', x: 0.17, y: 0.27 }),
          ]),
        }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存模板' }));
    await waitFor(() =>
      expect(args.saveTemplate).toHaveBeenCalledWith(expect.objectContaining({ version: 2 })),
    );
    await shown(await canvas.findByText('证书模板已保存'));
  },
};

/** Ticking a field puts it on the image, below the others, and selects it for sizing. */
export const PlaceField: Story = {
  parameters: { state: 'ready.draft.dirty' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '证书编号' }));
    await shown(await marker(canvas, '证书编号'));
    await shown(canvas.getByRole('slider', { name: '“证书编号”的大小' }));
  },
};

/**
 * The QR code's white square dragged over the company's name and code: the markers are outlined and
 * say so, and Save keeps the draft, telling why, sending nothing.
 */
export const Overlapping: Story = {
  parameters: { state: 'ready.draft.dirty' },
  args: {
    state: {
      value: ready('dirty', 'shown'),
      context: { draft: { backgroundFileId: BACKGROUND_ID, points: overlappingPoints } },
    },
  },
  play: async ({ canvas, args }) => {
    await shown(await marker(canvas, '二维码'));
    await expect(marker(canvas, '二维码')).resolves.toHaveAccessibleName(/与其他字段重叠$/);
    await expect(marker(canvas, '企业名称')).resolves.toHaveAccessibleName(/与其他字段重叠$/);
    await expect(marker(canvas, '证书标题')).resolves.not.toHaveAccessibleName(/重叠/);
    await userEvent.click(canvas.getByRole('button', { name: '保存模板' }));
    await shown(await canvas.findByText(/^有字段相互重叠（已标红）/));
    await expect(args.saveTemplate).not.toHaveBeenCalled();
  },
};

export const OverlappingEnglish: Story = {
  ...Overlapping,
  globals: { language: 'en' },
  play: async ({ canvas, args }) => {
    const qrCode = await canvas.findByRole('button', { name: /^QR code, at 30%/ });
    await expect(qrCode).toHaveAccessibleName(/overlapping another field$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await shown(await canvas.findByText(/^Some fields overlap \(marked red\)/));
    await expect(args.saveTemplate).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: { states: ['ready.draft.saving', 'ready.preview.shown'] },
  args: { state: { value: ready('saving', 'shown') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存模板' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '企业名称' })).toBeDisabled();
  },
};

/** Somebody else saved first: the draft stays, and the designer says to reload. */
export const SavedByOthers: Story = {
  parameters: { state: 'ready.draft.dirty' },
  args: {
    state: {
      value: ready('dirty', 'shown'),
      context: { error: keyNotice('template.stale') },
    },
  },
  play: async ({ canvas }) => {
    await shown(canvas.getByText('其他人已修改此模板，请刷新页面后重新调整。'));
    await expect(canvas.getByRole('button', { name: '保存模板' })).toBeEnabled();
  },
};

export const Rendering: Story = {
  parameters: { state: 'ready.preview.rendering' },
  args: { state: { value: ready('dirty', 'rendering') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在生成预览' })).toBeVisible();
  },
};

export const PreviewFailed: Story = {
  parameters: { state: 'ready.preview.failed' },
  args: { state: { value: ready('dirty', 'failed') } },
  play: async ({ canvas, args }) => {
    await shown(canvas.getByText('预览生成失败'));
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.renderPreview).toHaveBeenCalled());
  },
};

/** Resetting is asked for first; once done there is no background and nothing placed. */
export const Reset: Story = {
  parameters: { states: ['ready.draft.confirmingReset', 'ready.draft.resetting'] },
  args: {
    resetTemplate: fn(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ backgroundFileId: null, points: [], version: 3 }), 300),
        ),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置模板' }));
    const dialog = within(await body().findByRole('dialog', { name: '重置证书模板' }));
    await shown(dialog.getByText(/已签发的证书不受影响/));
    await userEvent.click(dialog.getByRole('button', { name: '重置模板' }));
    await waitFor(() => expect(args.resetTemplate).toHaveBeenCalled());
    await shown(await canvas.findByText('证书模板已重置'));
    await shown(canvas.getByText('请先上传证书底图，再放置字段。'));
  },
};

/** Loaded from the server, then drawn after the pause. */
export const LoadsAndDraws: Story = {
  parameters: { states: ['loading', 'ready.draft.clean', 'ready.preview.shown'] },
  args: { state: undefined },
  play: async ({ canvas, args }) => {
    await shown(await marker(canvas, '二维码'));
    await waitFor(() => expect(args.renderPreview).toHaveBeenCalledTimes(1));
    await shown(await canvas.findByRole('img', { name: '按当前模板生成的证书样张' }));
  },
};

export const English: Story = {
  parameters: { state: 'ready.draft.clean' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: /^Company name, at 12%/ }));
    await expect(canvas.getByRole('button', { name: 'Save template' })).toBeDisabled();
  },
};
