import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CertificateVerification } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { VerifyCertificateScreen } from '../../src/features/credit/VerifyCertificateScreen';
import { serviceError } from '../support/fixtures';
import { shown } from '../support/realname';

const NUMBER = '2025-1-000123';

const verification = (status: number): CertificateVerification => ({
  kind: 'credit',
  certificateNo: NUMBER,
  status,
  companyName: '四川蜀信智联科技有限公司',
  typeName: '信息系统建设和服务能力评估',
  typeNameEn: 'Information system construction and service capability',
  levelName: '三级',
  levelNameEn: 'Level 3',
});

const personnel: CertificateVerification = {
  kind: 'personnel',
  certificateNo: 'SCXH-PX-2030-000321',
  status: 6,
  holderName: '钱学森',
  holderIdCard: '5101**********0019',
  courseName: '信息技术服务基础实务（第二期）',
  institutionName: '四川蜀信智联科技有限公司',
  issuedOn: '2030-03-20',
  expiresOn: '2033-03-19',
};

/** `/verify/:certificateNo`, public: what a certificate's QR code opens. */
function VerifyStory({ load }: { load: () => Promise<CertificateVerification> }) {
  const [loader] = useState(() => detailLoaderOf(load));
  return <VerifyCertificateScreen certificateNo={NUMBER} loader={loader} />;
}

const meta = {
  title: 'Credit/VerifyCertificate',
  component: VerifyStory,
  parameters: { layout: 'fullscreen' },
  args: { load: () => Promise.resolve(verification(6)) },
} satisfies Meta<typeof VerifyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: () => new Promise<CertificateVerification>(() => undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')[0]).toBeVisible();
  },
};

/** In force: said first, then whose and which category, and nothing else. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('证书有效'));
    await shown(canvas.getByText('四川蜀信智联科技有限公司'));
    await shown(canvas.getByText('信息系统建设和服务能力评估 · 三级'));
    await expect(canvas.getByText('已通过')).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
  },
};

export const Expired: Story = {
  args: { load: () => Promise.resolve(verification(8)) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('证书已失效'));
    await expect(canvas.getByText('已过期')).toBeVisible();
  },
};

export const Revoked: Story = {
  args: { load: () => Promise.resolve(verification(9)) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('证书已失效'));
    await expect(canvas.getByText('已撤销')).toBeVisible();
  },
};

/** A trainee's personnel certificate: the holder (ID masked), course, institution, validity. */
export const PersonnelValid: Story = {
  args: { load: () => Promise.resolve(personnel) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('证书有效'));
    await shown(canvas.getByText('钱学森（5101**********0019）'));
    await shown(canvas.getByText('信息技术服务基础实务（第二期）'));
    await shown(canvas.getByText('2030-03-20 至 2033-03-19'));
    await expect(canvas.getByText('证书已颁发')).toBeVisible();
  },
};

export const PersonnelRevokedEnglish: Story = {
  globals: { language: 'en' },
  args: { load: () => Promise.resolve({ ...personnel, status: 9 }) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Certificate no longer in force'));
    await shown(canvas.getByText('Training institution'));
  },
};

/** A number never issued: said plainly, with the way to try again. */
export const Unknown: Story = {
  args: { load: () => Promise.reject(serviceError(404, '未找到该编号的证书，请核对证书编号')) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('无法查验该证书。'));
    await shown(canvas.getByText('未找到该编号的证书，请核对证书编号'));
  },
};

/** Too many look-ups from one address: the limit is said, and a retry is offered. */
export const RateLimited: Story = {
  args: { load: () => Promise.reject(serviceError(429, '请求过于频繁，请稍后再试')) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('请求过于频繁，请稍后再试'));
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('Certificate in force'));
    await shown(
      canvas.getByText('Information system construction and service capability · Level 3'),
    );
  },
};
