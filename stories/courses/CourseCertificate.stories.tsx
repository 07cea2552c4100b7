import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CertificateTemplate, Course } from '@machines/contracts';
import { CourseCertificateScreen } from '../../src/features/courses/CourseCertificateScreen';
import {
  BACKGROUND_ID,
  emptyTemplate,
  PREVIEW_URL,
  StoryDesigner,
  type TemplateSave,
} from '../support/certificateTemplate';
import { users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter, storyUploadMachine } from '../support/storyKit';
import { course } from './courseFixtures';

/** The personnel fields the course's certificate shows, placed. */
const designed: CertificateTemplate = {
  backgroundFileId: BACKGROUND_ID,
  points: [
    { field: 'personName', x: 0.12, y: 0.25, size: 0.036 },
    { field: 'idCard', x: 0.12, y: 0.33, size: 0.024 },
    { field: 'level', x: 0.12, y: 0.41, size: 0.028 },
    { field: 'qrCode', x: 0.58, y: 0.62, size: 0.14 },
  ],
  version: 3,
};

interface CourseCertificateStoryProps {
  readonly course: Course;
  readonly loadTemplate: () => Promise<CertificateTemplate>;
  readonly saveTemplate: TemplateSave;
}

/** `/courseCertificate?course=801`: a course's certificate template. */
function CourseCertificateStory({
  course,
  loadTemplate,
  saveTemplate,
}: CourseCertificateStoryProps) {
  const [upload] = useState(() =>
    storyUploadMachine(() =>
      Promise.resolve({ id: 'f-new', url: '/api/files/f-new', name: 'bg.png', type: 'image/png' }),
    ),
  );
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter
        path={pages.courseCertificate.path}
        url={`${pages.courseCertificate.path}?course=${course.id}`}
      >
        <StoryDesigner
          calls={{
            loadTemplate,
            saveTemplate,
            resetTemplate: () => Promise.resolve({ ...emptyTemplate, version: 4 }),
            renderPreview: () => Promise.resolve(PREVIEW_URL),
          }}
        >
          <CourseCertificateScreen course={course} uploadLogic={upload} />
        </StoryDesigner>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Courses/CourseCertificate',
  component: CourseCertificateStory,
  parameters: { machine: ['templateDesignerMachine'] },
  args: {
    course: course('draft'),
    loadTemplate: fn(() => Promise.resolve(designed)),
    saveTemplate: fn<TemplateSave>((request) => Promise.resolve({ ...request, version: 4 })),
  },
} satisfies Meta<typeof CourseCertificateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A draft's template with the personnel fields placed (no credit code): the certificate
 * it leads to named, a field ticked on is saved with the template's own version.
 */
export const FieldsPlaced: Story = {
  parameters: { states: ['ready.draft.clean', 'ready.draft.dirty'] },
  play: async ({ canvas, args }) => {
    await shown(
      await canvas.findByRole('heading', { name: '证书模板：信息技术服务基础实务（第三期）' }),
    );
    await shown(canvas.getByText('学员结业后获得：系统集成项目经理 · 初级'));
    await shown(await canvas.findByRole('button', { name: /^姓名，/ }));
    await expect(canvas.getByRole('checkbox', { name: '等级' })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: '统一社会信用代码' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '证书编号' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存模板' }));
    await waitFor(() =>
      expect(args.saveTemplate).toHaveBeenCalledWith(
        expect.objectContaining({
          version: 3,
          points: expect.arrayContaining([expect.objectContaining({ field: 'certificateNumber' })]),
        }),
      ),
    );
  },
};

/** A returned course without a template yet, nor a certificate level: the background first. */
export const NotDesigned: Story = {
  parameters: { state: 'ready.draft.clean' },
  args: {
    course: course('returned', {
      certificateLevelId: null,
      certificateType: { name: '', nameEn: '' },
      certificateLevel: { name: '', nameEn: '' },
    }),
    loadTemplate: fn(() => Promise.resolve(emptyTemplate)),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('学员结业后获得：尚未选择证书等级'));
    await shown(await canvas.findByText('请先上传证书底图，再放置字段。'));
    await expect(canvas.getByRole('checkbox', { name: '姓名' })).toBeDisabled();
  },
};

/** A published course: its template is shown as the specimen it draws, not changed. */
export const Published: Story = {
  parameters: { state: 'ready.preview.shown' },
  args: { course: course('published') },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(/证书模板不能再修改/));
    await shown(await canvas.findByRole('img', { name: '按当前模板生成的证书样张' }));
    await expect(canvas.queryByRole('button', { name: '保存模板' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: '姓名' })).toBeNull();
  },
};

/** Published without a template of its own: its certificates use the level's. */
export const PublishedWithoutTemplate: Story = {
  parameters: { state: 'ready.preview.none' },
  args: { course: course('published'), loadTemplate: fn(() => Promise.resolve(emptyTemplate)) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText(/结业证书按所选证书等级的模板出具/));
    await expect(canvas.queryByRole('img', { name: '按当前模板生成的证书样张' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { state: 'ready.draft.clean' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      await canvas.findByText(
        'Trainees who complete it receive: System integration project manager · Junior',
      ),
    );
    await expect(await canvas.findByRole('checkbox', { name: 'ID card number' })).toBeChecked();
  },
};
