/** The shared client (seed §7, §8; DESIGN §5, §7.8), against a mocked fetch. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/api/ApiError';
import { createApiClient } from '../../../src/lib/api/client';
import type { ApiEvent } from '../../../src/lib/api/events';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function client(respond: (request: Request) => Response | Promise<Response>, token?: string) {
  const events: ApiEvent[] = [];
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return respond(request);
  });
  const api = createApiClient({
    // Node's Request (under jsdom) does not resolve relative URLs as a browser does.
    baseUrl: 'http://localhost/api',
    getToken: () => token,
    getLanguage: () => 'en',
    emit: (event) => events.push(event),
    fetch: fetchMock,
    now: () => 1_700_000_000_000,
  });
  return { api, events, requests };
}

const types = (events: ApiEvent[]) => events.map((event) => event.type);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('api client', () => {
  it('unwraps data and sends the token, the language and a t param on GETs', async () => {
    const { api, requests, events } = client(
      () => json({ status: 0, message: 'ok', data: { unread: 3 } }),
      'token-1',
    );
    await expect(
      api.get('corporate/query-message-page', { searchParams: { pageIndex: 1 } }),
    ).resolves.toEqual({ unread: 3 });
    const [request] = requests;
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/api/corporate/query-message-page');
    expect(url.searchParams.get('t')).toBe('1700000000000');
    expect(url.searchParams.get('pageIndex')).toBe('1');
    expect(request?.headers.get('access-token')).toBe('token-1');
    expect(request?.headers.get('accept-language')).toBe('en');
    expect(types(events)).toEqual(['REQUEST.STARTED', 'REQUEST.SETTLED']);
  });

  it('sends no token header without a token and no t param on POSTs', async () => {
    const { api, requests } = client(() => json({ status: 0, message: '', data: 'tok' }));
    await expect(api.post('auth/login', { json: { userName: 'u' } })).resolves.toBe('tok');
    expect(requests[0]?.headers.has('access-token')).toBe(false);
    expect(new URL(requests[0]?.url ?? '').searchParams.has('t')).toBe(false);
    await expect(requests[0]?.json()).resolves.toEqual({ userName: 'u' });
  });

  it('rejects a non-zero status with its message and reports it for a toast', async () => {
    const { api, events } = client(() =>
      json(
        {
          status: 400,
          message: 'Verification code error',
          fieldErrors: { captchaCode: 'Verification code error' },
        },
        400,
      ),
    );
    const error = await rejection(api.post('auth/login'));
    expect(error).toMatchObject({
      httpStatus: 400,
      status: 400,
      message: 'Verification code error',
      fieldErrors: { captchaCode: 'Verification code error' },
    });
    expect(events).toContainEqual({ type: 'REQUEST.FAILED', error });
  });

  it('keeps quiet about failures the caller shows itself', async () => {
    const { api, events } = client(() => json({ status: 409, message: 'conflict' }, 409));
    await rejection(api.put('x', { quiet: true }));
    expect(types(events)).toEqual(['REQUEST.STARTED', 'REQUEST.SETTLED']);
  });

  it('turns HTTP 401 into SESSION.EXPIRED, not a toast', async () => {
    const { api, events } = client(() => json({ status: 401, message: 'expired' }, 401));
    const error = await rejection(api.get('user/userinfo'));
    expect(error.httpStatus).toBe(401);
    expect(types(events)).toContain('SESSION.EXPIRED');
    expect(types(events)).not.toContain('REQUEST.FAILED');
  });

  it.each([512, 514])(
    'turns body status %i into SESSION.REVOKED with the message',
    async (status) => {
      const { api, events } = client(() =>
        json({ status, message: 'logged in elsewhere' }, status),
      );
      await rejection(api.get('user/userinfo', { quiet: true }));
      expect(events).toContainEqual({ type: 'SESSION.REVOKED', message: 'logged in elsewhere' });
      expect(types(events)).not.toContain('REQUEST.FAILED');
    },
  );

  it('reports HTTP 500 with the server message', async () => {
    const { api, events } = client(() => json({ status: 500, message: 'Internal error' }, 500));
    const error = await rejection(api.get('x'));
    expect(error.message).toBe('Internal error');
    expect(events).toContainEqual({ type: 'REQUEST.FAILED', error });
  });

  it('falls back to "Error" for a failure without a readable body', async () => {
    const { api } = client(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(api.get('x'));
    expect(error).toMatchObject({ httpStatus: 502, message: '', messageKey: 'error.generic' });
  });

  it('takes a 200 answer whose body cannot be read (cut off) for no answer', async () => {
    const { api } = client(
      () =>
        new Response('{"status":0,"data":{"na', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await rejection(api.get('user/userinfo'));
    expect(error).toMatchObject({ httpStatus: 0, messageKey: 'error.network' });
  });

  it('rejects a 200 answer whose envelope status is not 0', async () => {
    const { api } = client(() => json({ status: 403, message: 'no permission to switch' }));
    const error = await rejection(api.put('user/update-usertype'));
    expect(error).toMatchObject({
      httpStatus: 200,
      status: 403,
      message: 'no permission to switch',
    });
  });

  it('reads Retry-After of a 429', async () => {
    const { api } = client(() =>
      json({ status: 429, message: 'try again in 5 minutes' }, 429, { 'retry-after': '300' }),
    );
    const error = await rejection(api.post('auth/login'));
    expect(error.retryAfterMs).toBe(300_000);
  });

  it('maps a network failure to a client-side message', async () => {
    const { api, events } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(api.get('x'));
    expect(error).toMatchObject({ httpStatus: 0, messageKey: 'error.network' });
    expect(types(events)).toEqual(['REQUEST.STARTED', 'REQUEST.FAILED', 'REQUEST.SETTLED']);
  });

  it('keeps background calls out of the loading overlay', async () => {
    const { api, events } = client(() => json({ status: 0, message: '', data: 1 }));
    await api.get('corporate/query-message-page', { background: true });
    expect(events).toEqual([]);
  });
});
