import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { BlobAnswer } from '../../src/lib/api';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CertificateContent } from '../../src/features/credit/CertificateScreen';
import { CertificateContext, type LoadedCertificate } from '../../src/features/credit/creditActors';
import { serviceError, users } from '../support/fixtures';
import { AppFrame, shown, StoryRouter } from '../support/realname';
import { creditDetail } from './creditFixtures';

const NUMBER = '2025-1-000123';

/** A certificate as the server draws it, in small: frame, title, the company, a code. */
const PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1123" height="794" viewBox="0 0 1123 794">' +
  '<rect width="1123" height="794" fill="#fbf7ec"/>' +
  '<rect x="18" y="18" width="1087" height="758" fill="none" stroke="#1d4f91" stroke-width="10"/>' +
  '<text x="561" y="112" text-anchor="middle" font-size="44" fill="#1d4f91">资质证书</text>' +
  '<text x="135" y="240" font-size="36" fill="#1a1a1a">四川岷江数据服务有限公司</text>' +
  `<text x="135" y="500" font-size="24" fill="#1a1a1a">${NUMBER}</text>` +
  '<rect x="650" y="490" width="157" height="157" fill="#000"/></svg>';
const pictureBlob = () => new Blob([PICTURE_SVG], { type: 'image/svg+xml' });

const certificate = (): LoadedCertificate => ({
  detail: creditDetail('approved'),
  picture: pictureBlob(),
  pictureUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PICTURE_SVG)}`,
});

interface CertificateStoryProps {
  readonly load?: () => Promise<LoadedCertificate>;
  readonly fetchPdf: (id: number) => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
  readonly print: () => void;
}

/** `/qualificationDocument?id=`: the company's e-certificate. */
function CertificateStory({ load, ...view }: CertificateStoryProps) {
  const [loader] = useState(() => detailLoaderOf(load ?? (() => Promise.resolve(certificate()))));
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.qualificationDocument.path}>
        <Box sx={{ p: 2, maxWidth: 1100 }}>
          <CertificateContext.Provider logic={loader} options={{ input: { id: 801 } }}>
            <CertificateContent onReload={() => undefined} {...view} />
          </CertificateContext.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Credit/Certificate',
  component: CertificateStory,
  args: {
    fetchPdf: fn(() =>
      Promise.resolve({
        blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        fileName: `${NUMBER}.pdf`,
      }),
    ),
    save: fn(),
    print: fn(),
  },
} satisfies Meta<typeof CertificateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the certificate is drawn. */
export const Loading: Story = {
  args: { load: () => new Promise<LoadedCertificate>(() => undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')[0]).toBeVisible();
  },
};

/** In force: the picture, its facts, the downloads, printing and the verification page. */
export const InForce: Story = {
  play: async ({ canvas, args }) => {
    await shown(await canvas.findByRole('img', { name: `电子证书 ${NUMBER}` }));
    await shown(canvas.getByText('2025-06-04 至 2028-06-03'));
    await expect(canvas.getByRole('link', { name: '查验页面' })).toHaveAttribute(
      'href',
      `/verify/${NUMBER}`,
    );
    await expect(canvas.getByRole('link', { name: '查验页面' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(expect.any(Blob), `${NUMBER}.pdf`));
    await expect(args.fetchPdf).toHaveBeenCalledWith(801);
    await userEvent.click(canvas.getByRole('button', { name: '下载图片' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenLastCalledWith(expect.any(Blob), `${NUMBER}.png`),
    );
    await userEvent.click(canvas.getByRole('button', { name: '打印' }));
    await expect(args.print).toHaveBeenCalledOnce();
  },
};

/** Expired or revoked: there is no document to give, and the page says why. */
export const NotInForce: Story = {
  args: {
    load: () => Promise.reject(serviceError(409, '该证书已过期或被撤销，不再提供电子证书')),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('无法加载电子证书。'));
    await shown(canvas.getByText('该证书已过期或被撤销，不再提供电子证书'));
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The category has no template yet: said, with a retry for later. */
export const NoTemplate: Story = {
  args: {
    load: () =>
      Promise.reject(serviceError(409, '协会尚未设置该类别的证书模板，请稍后再试或联系协会')),
  },
  play: async ({ canvas }) => {
    await shown(await canvas.findByText('协会尚未设置该类别的证书模板，请稍后再试或联系协会'));
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
