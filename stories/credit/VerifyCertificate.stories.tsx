import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { CertificateVerification } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { VerifyCertificateScreen } from '../../src/features/credit/VerifyCertificateScreen';
import { serviceError } from '../support/fixtures';
import { shown } from '../support/storyKit';

const NUMBER = '2025-1-000123';

const verification = (status: number): CertificateVerification => ({
  kind: 'credit',
  checked: true,
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
  checked: true,
  certificateNo: 'SCXH-PX-2030-000321',
  status: 6,
  holderName: '钱学森',
  holderIdCard: '5101**********0019',
  courseName: '信息技术服务基础实务（第二期）',
  institutionName: '四川蜀信智联科技有限公司',
  issuedOn: '2030-03-20',
  expiresOn: '2033-03-19',
};

/** The number alone, without the check code or with a wrong one: its validity, nothing more. */
const numberOnly = (codeWrong: boolean): CertificateVerification => ({
  kind: 'credit',
  certificateNo: NUMBER,
  status: 6,
  checked: false,
  codeWrong,
});

/**
 * `/verify/:certificateNo`, public: what a certificate's QR code opens. `load` answers the
 * look-up without a check code, `loadChecked` the one with the code a visitor types.
 */
function VerifyStory({
  load,
  loadChecked = () => Promise.resolve(verification(6)),
}: {
  load: () => Promise<CertificateVerification>;
  loadChecked?: (code: string) => Promise<CertificateVerification>;
}) {
  const [checkCode, setCheckCode] = useState('');
  const loader = useMemo(
    () => detailLoaderOf(() => (checkCode ? loadChecked(checkCode) : load())),
    [checkCode, load, loadChecked],
  );
  return (
    <VerifyCertificateScreen
      certificateNo={NUMBER}
      checkCode={checkCode}
      loader={loader}
      onCheckCode={setCheckCode}
    />
  );
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

/** The number alone (typed, or from a list): valid or not, and where the check code goes. */
export const NumberOnly: Story = {
  args: { load: () => Promise.resolve(numberOnly(false)) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('证书有效'));
    await expect(canvas.getByText('仅凭证书编号只能查验是否有效。')).toBeVisible();
    await expect(canvas.queryByText('四川蜀信智联科技有限公司')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: '校验码' }), 'ABCD-EFGH');
    await userEvent.click(canvas.getByRole('button', { name: '查看持证信息' }));
    await shown(await canvas.findByText('四川蜀信智联科技有限公司'));
  },
};

/** A check code that is not this certificate's: said under the field, nothing shown. */
export const WrongCheckCode: Story = {
  args: {
    load: () => Promise.resolve(numberOnly(false)),
    loadChecked: () => Promise.resolve(numberOnly(true)),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '校验码' }), 'WRONG123');
    await userEvent.click(canvas.getByRole('button', { name: '查看持证信息' }));
    await shown(await canvas.findByText('校验码与该证书不符，请核对证书上印的校验码'));
    // Kept in the field, to be corrected.
    await expect(canvas.getByRole('textbox', { name: '校验码' })).toHaveValue('WRONG123');
    await expect(canvas.queryByText('四川蜀信智联科技有限公司')).toBeNull();
  },
};
