import type { Meta, StoryObj } from '@storybook/react-vite';
import { pages } from '@machines/access/pages';
import { PersonnelCertificateView } from '../../src/features/signUps/CertificatePreviewScreen';
import {
  PersonnelCertificateContext,
  type LoadedPersonnelCertificate,
} from '../../src/features/signUps/signUpActors';
import { certificatePicture } from '../support/certificatePicture';
import {
  certificateActionsWork,
  certificateCalls,
  certificateStory,
  loadingCertificateStory,
  notInForceCertificateStory,
} from '../support/certificateStories';
import { shown } from '../support/storyKit';
import { signUpDetail } from './signUpFixtures';

const NUMBER = 'SCXH-PX-2030-0001';

const certificate = (): LoadedPersonnelCertificate => ({
  detail: signUpDetail('certificateIssued', 'applicant'),
  ...certificatePicture('培训结业证书', '刘洋', NUMBER),
});

/** `/certificatePreview?id=`: a trainee's personnel e-certificate. */
const PreviewStory = certificateStory({
  path: pages.certificatePreview.path,
  id: 301,
  context: PersonnelCertificateContext,
  certificate,
  View: PersonnelCertificateView,
});

const meta = {
  title: 'Sign-ups/CertificatePreview',
  component: PreviewStory,
  args: certificateCalls(NUMBER),
} satisfies Meta<typeof PreviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingCertificateStory<LoadedPersonnelCertificate>();

/** In force: the holder, course and validity beside the certificate and its actions. */
export const InForce: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await certificateActionsWork(canvasElement, args, { certificateNo: NUMBER, id: 301 });
    await shown(canvas.getByText('信息技术服务基础实务（第三期）'));
    await shown(canvas.getByText('2030-03-20 至 2033-03-20'));
  },
};

export const NotInForce: Story = notInForceCertificateStory();

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('img', { name: `E-certificate ${NUMBER}` }));
    await shown(canvas.getByRole('button', { name: 'Download PDF' }));
    await shown(canvas.getByText('Training institution'));
  },
};
