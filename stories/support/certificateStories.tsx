/**
 * What the e-certificate stories share: the page's frame, its calls, and the states every one
 * has; and the registers of issued certificates' loaded and search stories.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BlobAnswer } from '../../src/lib/api/client';
import {
  CertificateResult,
  type CertificateLoaderContext,
} from '../../src/components/CertificatePage';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import { serviceError, users, type UserFixture } from './fixtures';
import { body, rowWith } from './listStories';
import { GRID_WAIT } from './listStoryFrame';
import { AppFrame, shown, StoryRouter } from './storyKit';

/** The calls a certificate page makes beside loading: the PDF, saving, printing. */
export interface CertificateCalls {
  readonly fetchPdf: (id: number) => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
  readonly print: () => void;
}

export const certificateCalls = (certificateNo: string) => ({
  fetchPdf: fn(() =>
    Promise.resolve({
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: `${certificateNo}.pdf`,
    }),
  ),
  save: fn(),
  print: fn(),
});

/** The page's content for a user at a path, its loader bound to `load`. */
function CertificateStoryFrame<T>({
  user,
  path,
  id,
  context,
  load,
  children,
}: {
  readonly user: UserFixture;
  readonly path: string;
  readonly id: number;
  readonly context: CertificateLoaderContext<T>;
  readonly load: () => Promise<T>;
  readonly children: ReactNode;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <AppFrame user={user}>
      <StoryRouter path={path}>
        <Box sx={{ p: 2, maxWidth: 1100 }}>
          <context.Provider logic={loader} options={{ input: { id } }}>
            {children}
          </context.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

/**
 * A certificate page's story component: its `View` once loaded, in the frame,
 * the record loaded by the story's `load` (the certificate `certificate` makes unless a story
 * says otherwise), the holder's administrator looking.
 */
export function certificateStory<T>({
  path,
  id,
  context,
  certificate,
  View,
}: {
  readonly path: string;
  readonly id: number;
  readonly context: CertificateLoaderContext<T>;
  readonly certificate: () => T;
  readonly View: ComponentType<CertificateCalls & { readonly loaded: T }>;
}) {
  return function CertificateStory({
    load = () => Promise.resolve(certificate()),
    ...calls
  }: CertificateCalls & { readonly load?: () => Promise<T> }) {
    return (
      <CertificateStoryFrame
        user={users.companyAdmin}
        path={path}
        id={id}
        context={context}
        load={load}
      >
        <CertificateResult context={context} onReload={() => undefined}>
          {(loaded) => <View loaded={loaded} {...calls} />}
        </CertificateResult>
      </CertificateStoryFrame>
    );
  };
}

/** While the certificate is drawn. */
export const loadingCertificateStory = <T,>() => ({
  args: { load: () => new Promise<T>(() => undefined) },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')[0]).toBeVisible();
  },
});

/** Expired or revoked: there is no document to give, and the page says why. */
export const notInForceCertificateStory = () => {
  const reason = '该证书已过期或被撤销，不再提供电子证书';
  return {
    args: { load: () => Promise.reject(serviceError(409, reason)) },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await shown(await canvas.findByText('无法加载电子证书。'));
      await shown(canvas.getByText(reason));
      await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    },
  };
};

/** In force: the picture, the verification page, the PDF saved and printing. */
export async function certificateActionsWork(
  canvasElement: HTMLElement,
  args: CertificateCalls,
  { certificateNo, id }: { readonly certificateNo: string; readonly id: number },
) {
  const canvas = within(canvasElement);
  await shown(await canvas.findByRole('img', { name: `电子证书 ${certificateNo}` }));
  await expect(canvas.getByRole('link', { name: '查验页面' })).toHaveAttribute(
    'href',
    `/verify/${certificateNo}`,
  );
  await expect(canvas.getByRole('link', { name: '查验页面' })).toHaveAttribute('target', '_blank');
  await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
  await waitFor(() =>
    expect(args.save).toHaveBeenCalledWith(expect.any(Blob), `${certificateNo}.pdf`),
  );
  await expect(args.fetchPdf).toHaveBeenCalledWith(id);
  await userEvent.click(canvas.getByRole('button', { name: '下载图片' }));
  await waitFor(() =>
    expect(args.save).toHaveBeenLastCalledWith(expect.any(Blob), `${certificateNo}.png`),
  );
  await userEvent.click(canvas.getByRole('button', { name: '打印' }));
  await expect(args.print).toHaveBeenCalledOnce();
}

type Canvas = ReturnType<typeof within>;

/**
 * A register of issued certificates, loaded: the certificate in force shows `shows` and its
 * status chip in the success colour; the expired and the revoked one show theirs.
 */
export function issuedRegisterLoadedStory({
  inForce,
  expired,
  revoked,
}: {
  readonly inForce: {
    readonly row: string;
    readonly shows: readonly string[];
    readonly status: string;
  };
  readonly expired: { readonly row: string; readonly status: string };
  readonly revoked: { readonly row: string; readonly status: string };
}) {
  return {
    parameters: { state: 'loaded' },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await canvas.findByRole('grid', {}, GRID_WAIT);
      const row = rowWith(canvas, inForce.row);
      for (const text of inForce.shows) await shown(row.getByText(text));
      await expect(row.getByText(inForce.status).closest('.MuiChip-root')).toHaveClass(
        'MuiChip-colorSuccess',
      );
      await shown(rowWith(canvas, expired.row).getByText(expired.status));
      await shown(rowWith(canvas, revoked.row).getByText(revoked.status));
    },
  };
}

/**
 * Searching a register by one text and the status in force (only the three statuses of an
 * issued certificate and "all" are offered) asks for page one of it.
 */
export function issuedRegisterSearchStory({
  field,
  value,
  filter,
  inForce,
}: {
  /** The text field's label, what is typed, and the filter it becomes. */
  readonly field: string;
  readonly value: string;
  readonly filter: string;
  /** The label of the status in force. */
  readonly inForce: string;
}) {
  return {
    parameters: { state: 'loaded' },
    play: async ({
      canvas,
      args,
    }: {
      canvas: Canvas;
      args: { fetchPage: (query: ListQuery) => unknown };
    }) => {
      await userEvent.type(canvas.getByRole('textbox', { name: field }), value);
      await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
      const options = within(await body().findByRole('listbox'));
      await expect(options.getAllByRole('option')).toHaveLength(4);
      await userEvent.click(options.getByRole('option', { name: inForce }));
      await userEvent.click(canvas.getByRole('button', { name: '查询' }));
      await waitFor(() =>
        expect(args.fetchPage).toHaveBeenCalledWith(
          initialListQuery({ filters: { [filter]: value, status: '6' } }),
        ),
      );
    },
  };
}
