/** The realname and files calls: paths, query strings and bodies, against a mocked fetch. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListQuery } from '@machines/app/listQuery';
import { ApiError } from '../../../../src/lib/api/ApiError';
import type { ApiEvent } from '../../../../src/lib/api/events';

const { fetchMock } = vi.hoisted(() => ({
  fetchMock: vi.fn<(request: Request) => Promise<Response>>(),
}));

vi.mock('../../../../src/lib/api/http', async () => {
  const { createApiClient } = await import('../../../../src/lib/api/client');
  return {
    api: createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'token-1',
      getLanguage: () => 'zh',
      emit: () => undefined,
      fetch: (input, init) => fetchMock(new Request(input, init)),
      now: () => 1,
    }),
  };
});

const realnameApi = await import('../../../../src/lib/api/realname');
const filesApi = await import('../../../../src/lib/api/files');

const ok = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status: 0, message: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

function lastRequest(): Request {
  const request = fetchMock.mock.calls.at(-1)?.[0];
  if (!request) throw new Error('no request was sent');
  return request;
}

const url = () => new URL(lastRequest().url);
const query = () => Object.fromEntries([...url().searchParams].filter(([key]) => key !== 't'));
const body = async () => (await lastRequest().clone().json()) as unknown;

const row = { id: 7, version: 3, status: 1, companyName: '示例科技有限公司' };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(ok(row)));
});

describe('realname api', () => {
  it('reads the company’s own page with page and status only', async () => {
    fetchMock.mockResolvedValueOnce(ok({ list: [row], total: 1, pageIndex: 2, pageSize: 20 }));
    const page = await realnameApi.fetchMyApplications(
      initialListQuery({ pageIndex: 2, pageSize: 20, filters: { status: '4', other: 'x' } }),
    );
    expect(page.total).toBe(1);
    expect(lastRequest().method).toBe('GET');
    expect(url().pathname).toBe('/api/corporate/query-my-realcorporate-page');
    expect(query()).toEqual({ pageIndex: '2', pageSize: '20', status: '4' });
    expect(lastRequest().headers.get('access-token')).toBe('token-1');
    expect(lastRequest().headers.get('accept-language')).toBe('zh');
  });

  it('saves a draft and submits with the id and version', async () => {
    const fields = {
      companyName: '示例科技有限公司',
      creditCode: '91350100M000100Y43',
      legalRepresentative: '王建国',
      contactName: '李娜',
      contactMobile: '13800138000',
      address: '福州',
      licenceFileId: 'f1',
    };
    await realnameApi.saveApplication(fields);
    expect(url().pathname).toBe('/api/corporate/save-realcorporate');
    expect(await body()).toEqual(fields);

    await realnameApi.submitApplication({ ...fields, id: 7, version: 3 });
    expect(lastRequest().method).toBe('POST');
    expect(url().pathname).toBe('/api/corporate/submit-realcorporate');
    expect(await body()).toEqual({ ...fields, id: 7, version: 3 });
  });

  it('rejects a refused submission with the server’s field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          status: 400,
          message: '统一社会信用代码: 格式不正确',
          data: null,
          fieldErrors: { creditCode: '格式不正确' },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    const error = await realnameApi
      .submitApplication({
        companyName: '',
        creditCode: 'x',
        legalRepresentative: '',
        contactName: '',
        contactMobile: '',
        address: '',
        licenceFileId: '',
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ creditCode: '格式不正确' });
  });

  it('withdraws and reads a detail', async () => {
    await realnameApi.withdrawApplication({ id: 7, version: 3 });
    expect(url().pathname).toBe('/api/corporate/withdraw-realcorporate');
    expect(await body()).toEqual({ id: 7, version: 3 });

    fetchMock.mockResolvedValueOnce(ok({ application: row, events: [], availableEvents: [] }));
    await realnameApi.fetchApplicationDetail(7);
    expect(url().pathname).toBe('/api/corporate/query-realcorporate-detail');
    expect(query()).toEqual({ id: '7' });
  });

  it('reads the platform list with its filters, sort and order', async () => {
    fetchMock.mockResolvedValueOnce(ok({ list: [], total: 0, pageIndex: 1, pageSize: 10 }));
    await realnameApi.fetchApplications(
      initialListQuery({
        sort: { field: 'submittedAt', order: 'desc' },
        filters: {
          status: '1',
          companyName: '云联',
          creditCode: '9135',
          submittedFrom: '2025-06-01',
          submittedTo: '2025-06-30',
          [' ']: 'ignored',
          edit: 'new',
        },
      }),
    );
    expect(url().pathname).toBe('/api/corporate/query-realcorporate-page');
    expect(query()).toEqual({
      pageIndex: '1',
      pageSize: '10',
      sort: 'submittedAt',
      order: 'desc',
      status: '1',
      companyName: '云联',
      creditCode: '9135',
      submittedFrom: '2025-06-01',
      submittedTo: '2025-06-30',
    });
  });

  it('sends decisions, a comment only when there is one', async () => {
    await realnameApi.decideApplication({ id: 7, version: 3, event: 'APPROVE', comment: '  ' });
    expect(url().pathname).toBe('/api/audit/update-realcorporate-status');
    expect(await body()).toEqual({ id: 7, version: 3, event: 'APPROVE' });

    await realnameApi.decideApplication({ id: 7, version: 3, event: 'RETURN', comment: ' 补充 ' });
    expect(await body()).toEqual({ id: 7, version: 3, event: 'RETURN', comment: '补充' });

    const results = [
      { id: 1, ok: true, status: 3, version: 4 },
      { id: 2, ok: false, message: '已被他人处理' },
    ];
    fetchMock.mockResolvedValueOnce(ok({ results }));
    await expect(
      realnameApi.decideApplications({
        items: [
          { id: 1, version: 3 },
          { id: 2, version: 2 },
        ],
        event: 'REJECT',
        comment: '材料不全',
      }),
    ).resolves.toEqual(results);
    expect(url().pathname).toBe('/api/audit/muliti-update-realcorporate-status');
    expect(await body()).toEqual({
      items: [
        { id: 1, version: 3 },
        { id: 2, version: 2 },
      ],
      event: 'REJECT',
      comment: '材料不全',
    });
  });

  it('exports the filtered list as a file with the server’s name', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('PK', {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('实名认证.xlsx')}`,
        },
      }),
    );
    const answer = await realnameApi.exportApplications(
      initialListQuery({ pageIndex: 3, filters: { status: '2' } }),
    );
    expect(url().pathname).toBe('/api/corporate/export-realcorporate');
    expect(query()).toEqual({ status: '2' });
    expect(answer.fileName).toBe('实名认证.xlsx');
    expect(await answer.blob.text()).toBe('PK');
  });

  it('asks for a downstream sync of a company', async () => {
    await realnameApi.refreshSync(14);
    expect(url().pathname).toBe('/api/corporate/refresh-sync');
    expect(await body()).toEqual({ corporateId: 14 });
  });

  it('reads a stored file with the token, as bytes', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const blob = await filesApi.fetchFile('f 1');
    expect(url().pathname).toBe('/api/files/f%201');
    expect(lastRequest().headers.get('access-token')).toBe('token-1');
    expect(await blob.text()).toBe('<svg/>');
  });
});

/** A stand-in XMLHttpRequest: records what is sent, answers when told. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

describe('uploadFile', () => {
  const events: ApiEvent[] = [];
  const upload = filesApi.createUploader({
    getToken: () => 'token-2',
    getLanguage: () => 'en',
    emit: (event) => events.push(event),
    createRequest: () => new FakeRequest(),
  });
  const sent = () => {
    if (!FakeRequest.last) throw new Error('nothing sent');
    return FakeRequest.last;
  };

  it('posts the file as multipart `file` with the headers and reports progress', async () => {
    const progress: number[] = [];
    const file = new File(['abc'], 'licence.png', { type: 'image/png' });
    const done = upload(file, 'licence.png', { onProgress: (percent) => progress.push(percent) });
    const request = sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files');
    expect(request.headers).toEqual({ 'access-token': 'token-2', 'Accept-Language': 'en' });
    expect((request.body?.get('file') as File).name).toBe('licence.png');
    request.progress(40, 100);
    request.progress(100, 100);
    const stored = {
      id: 'f1',
      url: '/api/files/f1',
      name: 'licence.png',
      type: 'image/png',
      size: 3,
    };
    request.answer(200, { status: 0, message: 'ok', data: stored });
    await expect(done).resolves.toEqual(stored);
    expect(progress).toEqual([40, 100]);
  });

  it('rejects with the server’s message (413) and reports an expired session (401)', async () => {
    const tooLarge = upload(new Blob(['x']), 'big.png');
    sent().answer(413, { status: 413, message: '上传图片大小不能超过 10MB!', data: null });
    await expect(tooLarge).rejects.toMatchObject({
      httpStatus: 413,
      message: '上传图片大小不能超过 10MB!',
    });

    const expired = upload(new Blob(['x']), 'a.png');
    sent().answer(401, { status: 401, message: '登录超时', data: null });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(events).toContainEqual({ type: 'SESSION.EXPIRED' });
  });

  it('stops when aborted and fails on network errors', async () => {
    const controller = new AbortController();
    const aborted = upload(new Blob(['x']), 'a.png', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);

    const offline = upload(new Blob(['x']), 'a.png');
    sent().onerror?.();
    await expect(offline).rejects.toMatchObject({ messageKey: 'error.network' });
  });
});
