import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { CertificateView } from '../../src/features/credit/CertificateScreen';
import { CertificateContext, type LoadedCertificate } from '../../src/features/credit/creditActors';
import { certificatePicture } from '../support/certificatePicture';
import {
  certificateActionsWork,
  certificateCalls,
  certificateStory,
  loadingCertificateStory,
  notInForceCertificateStory,
} from '../support/certificateStories';
import { serviceError } from '../support/fixtures';
import { shown } from '../support/storyKit';
import { creditDetail } from './creditFixtures';

const NUMBER = '2025-1-000123';

const certificate = (): LoadedCertificate => ({
  detail: creditDetail('approved'),
  ...certificatePicture('资质证书', '四川岷江数据服务有限公司', NUMBER),
});

/** `/qualificationDocument?id=`: the company's e-certificate. */
const CertificateStory = certificateStory({
  path: pages.qualificationDocument.path,
  id: 801,
  context: CertificateContext,
  certificate,
  View: CertificateView,
});

const meta = {
  title: 'Credit/Certificate',
  component: CertificateStory,
  args: certificateCalls(NUMBER),
} satisfies Meta<typeof CertificateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingCertificateStory<LoadedCertificate>();

/** In force: the picture, its facts, the downloads, printing and the verification page. */
export const InForce: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await certificateActionsWork(canvasElement, args, { certificateNo: NUMBER, id: 801 });
    await shown(canvas.getByText('2025-06-04 至 2028-06-03'));
  },
};

export const NotInForce: Story = notInForceCertificateStory();

/** The category has no template yet: said, with a retry for later. */
export const NoTemplate: Story = {
  args: {
    load: () =>
      Promise.reject(serviceError(409, '协会尚未设置该类别的证书模板，请稍后再试或联系协会')),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('协会尚未设置该类别的证书模板，请稍后再试或联系协会'));
    await shown(canvas.getByRole('button', { name: '重试' }));
  },
};

/** Another company's certificate does not exist for the caller: said, with no retry (issue 42). */
export const NotTheCallers: Story = {
  args: { load: () => Promise.reject(serviceError(404, '记录不存在或已被删除')) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('记录不存在或已被删除'));
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('img', { name: `E-certificate ${NUMBER}` }));
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verification page' })).toBeVisible();
  },
};
