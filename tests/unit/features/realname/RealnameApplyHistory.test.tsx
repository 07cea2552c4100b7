/** The company's list of its applications, through the real bindings and a mocked fetch. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pages } from '@machines/access/pages';
import { loadListGridTable } from '../../../../src/components/ListGrid';
import { initI18n } from '../../../../src/lib/i18n';

const { fetchMock } = vi.hoisted(() => ({
  fetchMock: vi.fn<(request: Request) => Promise<Response>>(),
}));

vi.mock('../../../../src/lib/api/http', async () => {
  const { createApiClient } = await import('../../../../src/lib/api/client');
  return {
    api: createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'token',
      getLanguage: () => 'zh',
      emit: () => undefined,
      fetch: (input, init) => fetchMock(new Request(input, init)),
    }),
  };
});

const { RealnameApplyHistoryRoute } =
  await import('../../../../src/features/realname/RealnameApplyHistoryScreen');

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 0, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

const row = (id: number, status: number, companyName: string) => ({
  id,
  corporateId: 7,
  status,
  version: 2,
  companyName,
  creditCode: '91350100M000100Y43',
  legalRepresentative: '王建国',
  contactName: '李娜',
  contactMobile: '13800138000',
  address: '福州',
  licenceFile: null,
  submittedAt: '2025-06-02T01:30:00.000Z',
  decidedAt: null,
  createdAt: '2025-06-01T01:30:00.000Z',
  updatedAt: '2025-06-02T01:30:00.000Z',
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: pages.realnameApplyHistory.path, element: <RealnameApplyHistoryRoute /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  await Promise.all([initI18n('zh'), loadListGridTable()]);
});

beforeEach(() => {
  fetchMock.mockReset();
});

const rowWith = (text: string) => {
  const found = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row with ${text}`);
  return within(found);
};

describe('RealnameApplyHistory', () => {
  it('shows each application with its status chip, labelled by the workflow', async () => {
    fetchMock.mockResolvedValue(
      ok({
        list: [row(1, 1, '甲公司'), row(2, 4, '乙公司'), row(3, 3, '丙公司')],
        total: 3,
        pageIndex: 1,
        pageSize: 10,
      }),
    );
    renderAt(pages.realnameApplyHistory.path);
    await screen.findByText('甲公司');

    const pending = rowWith('甲公司');
    expect(pending.getByText('待审核').closest('.MuiChip-root')?.className).toContain(
      'MuiChip-colorWarning',
    );
    expect(pending.getByRole('button', { name: '撤回' })).toBeTruthy();
    const returned = rowWith('乙公司');
    expect(returned.getByText('已退回').closest('.MuiChip-root')?.className).toContain(
      'MuiChip-colorSecondary',
    );
    expect(returned.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(rowWith('丙公司').getByText('未通过')).toBeTruthy();

    const request = fetchMock.mock.calls[0]?.[0];
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/api/corporate/query-my-realcorporate-page');
    expect(url.searchParams.get('pageIndex')).toBe('1');
    // An editable application: the page offers to continue it, not to start another.
    expect(screen.getByRole('button', { name: '继续编辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建申请' })).toBeNull();
  });

  it('says when there is nothing yet, and offers a new application', async () => {
    fetchMock.mockResolvedValue(ok({ list: [], total: 0, pageIndex: 1, pageSize: 10 }));
    const router = renderAt(pages.realnameApplyHistory.path);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建申请' }));
    await waitFor(() => expect(router.state.location.search).toBe('?edit=new'));
    expect(await screen.findByRole('heading', { name: '新建实名认证申请' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 500, message: '服务器内部错误', data: null }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderAt(pages.realnameApplyHistory.path);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据加载失败');
    expect(alert.textContent).toContain('服务器内部错误');
    fetchMock.mockResolvedValueOnce(
      ok({ list: [row(1, 2, '甲公司')], total: 1, pageIndex: 1, pageSize: 10 }),
    );
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('已通过')).toBeTruthy();
    expect(screen.getByText('贵公司已完成实名认证。')).toBeTruthy();
  });
});
