import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CatalogueLevel, CertificateTemplate } from '@machines/contracts';
import { PERSONNEL_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { TemplateDesigner } from '../../src/components/certificateTemplate/TemplateDesigner';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CertificateLevelContext } from '../../src/features/catalogues/certificateTemplateActors';
import { CertificateTemplateScreen } from '../../src/features/catalogues/CertificateTemplateScreen';
import {
  BACKGROUND_ID,
  emptyTemplate,
  PREVIEW_URL,
  StoryDesigner,
  type TemplateSave,
} from '../support/certificateTemplate';
import { users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter, storyUploadMachine } from '../support/storyKit';

const at = '2025-03-01T08:00:00.000Z';

const projectManagerLevel: CatalogueLevel = {
  id: 4,
  typeId: 2,
  typeName: '系统集成项目经理',
  typeNameEn: 'System integration project manager',
  businessLine: 1,
  name: '高级',
  nameEn: 'Senior',
  sort: 1,
  enabled: true,
  updatedAt: at,
};

const designed: CertificateTemplate = {
  backgroundFileId: BACKGROUND_ID,
  points: [
    { field: 'personName', x: 0.12, y: 0.25, size: 0.036 },
    { field: 'idCard', x: 0.12, y: 0.33, size: 0.024 },
    { field: 'qrCode', x: 0.58, y: 0.62, size: 0.14 },
  ],
  version: 1,
};

interface CertificateTemplateStoryProps {
  readonly loadLevel: () => Promise<CatalogueLevel>;
  readonly loadTemplate: () => Promise<CertificateTemplate>;
  readonly saveTemplate: TemplateSave;
}

/** `/platSystemManage/certificateTemplate?id=4`: a certificate level and its template. */
function CertificateTemplateStory({
  loadLevel,
  loadTemplate,
  saveTemplate,
}: CertificateTemplateStoryProps) {
  const [loader] = useState(() => detailLoaderOf<CatalogueLevel>(() => loadLevel()));
  const [upload] = useState(() =>
    storyUploadMachine(() =>
      Promise.resolve({ id: 'f-new', url: '/api/files/f-new', name: 'bg.png', type: 'image/png' }),
    ),
  );
  return (
    <AppFrame user={users.superAdmin}>
      <StoryRouter
        path={pages.certificateTemplate.path}
        url={`${pages.certificateTemplate.path}?id=4`}
      >
        <CertificateLevelContext.Provider logic={loader} options={{ input: { id: 4 } }}>
          <CertificateTemplateScreen
            onReload={() => undefined}
            renderTemplate={() => (
              <StoryDesigner
                calls={{
                  loadTemplate,
                  saveTemplate,
                  resetTemplate: () => Promise.resolve({ ...emptyTemplate, version: 2 }),
                  renderPreview: () => Promise.resolve(PREVIEW_URL),
                }}
              >
                <TemplateDesigner
                  fields={PERSONNEL_CERTIFICATE_FIELDS}
                  uploadLogic={upload}
                  title="人员证书模板"
                />
              </StoryDesigner>
            )}
          />
        </CertificateLevelContext.Provider>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Catalogues/CertificateTemplate',
  component: CertificateTemplateStory,
  parameters: { machine: ['templateDesignerMachine'] },
  args: {
    loadLevel: fn(() => Promise.resolve(projectManagerLevel)),
    loadTemplate: fn(() => Promise.resolve(designed)),
    saveTemplate: fn<TemplateSave>((request) => Promise.resolve({ ...request, version: 2 })),
  },
} satisfies Meta<typeof CertificateTemplateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A designed level: its type and level named, the personnel fields to place (name, ID
 * number, …; no credit code), and a field added is saved with the version read.
 */
export const Designed: Story = {
  parameters: { states: ['ready.draft.clean', 'ready.draft.dirty'] },
  play: async ({ canvas, args }) => {
    await shown(await canvas.findByRole('heading', { name: '系统集成项目经理 · 高级' }));
    await shown(await canvas.findByRole('button', { name: /^姓名，/ }));
    await expect(canvas.queryByRole('checkbox', { name: '统一社会信用代码' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '证书编号' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存模板' }));
    await waitFor(() =>
      expect(args.saveTemplate).toHaveBeenCalledWith(
        expect.objectContaining({
          version: 1,
          points: expect.arrayContaining([expect.objectContaining({ field: 'certificateNumber' })]),
        }),
      ),
    );
  },
};

/** A level never designed: the background comes first. */
export const NotDesigned: Story = {
  parameters: { state: 'ready.draft.clean' },
  args: { loadTemplate: fn(() => Promise.resolve(emptyTemplate)) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('请先上传证书底图，再放置字段。'));
    await expect(canvas.getByRole('checkbox', { name: '姓名' })).toBeDisabled();
  },
};

/** The level did not load: a retry, and the way back to the list. */
export const LevelLoadFailed: Story = {
  args: { loadLevel: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: '重试' }));
    await shown(canvas.getByRole('link', { name: '返回证书等级' }));
  },
};

export const English: Story = {
  parameters: { state: 'ready.draft.clean' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      await canvas.findByRole('heading', { name: 'System integration project manager · Senior' }),
    );
    await expect(await canvas.findByRole('checkbox', { name: 'ID card number' })).toBeChecked();
  },
};
