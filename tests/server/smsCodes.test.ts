/**
 * SMS codes (DESIGN §5): `POST /api/auth/sms-code`, the limits per number and per IP, and
 * the rules of `consumeSmsCode` — 6 digits, 10 minutes, single use, 5 wrong tries — with
 * answers that never tell whether a number has an account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsCodes, testOutbox } from '../../server/db/schema';
import { AppError } from '../../server/lib/errors';
import { t } from '../../server/lib/i18n';
import { consumeSmsCode } from '../../server/lib/sms';
import { httpGatewaySmsProvider } from '../../server/lib/sms/httpGateway';
import { call } from './support/api';
import { testDatabases } from './support/databases';
import { freshMobile, outbox, receivedCode, requestSmsCode } from './support/sms';
import { hours, minutes } from './support/testClock';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const DEMO_COMPANY = DEMO.jinchengAdmin;

describe.each(testDatabases)('SMS codes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const consume = (mobile: string, code: string, purpose: 'register' | 'reset' = 'register') =>
    consumeSmsCode(server.db, { mobile, purpose, code }, server.clock.now());

  /** A refusal as consumeSmsCode raises it: 400, the field, "Verification code error". */
  const expectRefused = async (attempt: Promise<void>, field = 'smsCode') => {
    const error: unknown = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      httpStatus: 400,
      key: 'validation.smsCodeWrong',
      field,
      fieldErrors: { [field]: { key: 'validation.smsCodeWrong' } },
    });
  };

  describe('sending', () => {
    it('sends 6 digits and answers when the button may ask again', async () => {
      const mobile = freshMobile();
      const answer = await requestSmsCode(server.app, mobile, 'register');
      expect(answer.httpStatus).toBe(200);
      expect(answer.body).toEqual({ status: 0, message: '', data: { retryAfterSeconds: 60 } });
      const [sent] = await outbox(server.app, mobile);
      expect(sent).toMatchObject({ to: mobile, purpose: 'register' });
      expect(sent?.code).toMatch(/^\d{6}$/);
    });

    it('stores only a salted hash of the code', async () => {
      const mobile = freshMobile();
      const code = await receivedCode(server.app, mobile, 'register');
      const rows = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    });

    it('refuses a malformed number or purpose, naming the field', async () => {
      const badMobile = await requestSmsCode(server.app, '1234', 'register', 'en');
      expect(badMobile.httpStatus).toBe(400);
      expect(badMobile.body.message).toBe(
        'Mobile number: Please enter the correct mobile phone number',
      );
      const badPurpose = await call(server.app, 'POST', '/api/auth/sms-code', {
        body: { mobile: freshMobile(), purpose: 'login' },
      });
      expect(badPurpose.httpStatus).toBe(400);
      expect(badPurpose.body.fieldErrors).toHaveProperty('purpose');
    });
  });

  describe('limits per number', () => {
    it('sends at most one code a minute to a number, whatever the purpose', async () => {
      const mobile = freshMobile();
      await receivedCode(server.app, mobile, 'register');
      server.clock.advance(20_000);
      const tooSoon = await requestSmsCode(server.app, mobile, 'appeal', 'en');
      expect(tooSoon.httpStatus).toBe(429);
      expect(tooSoon.body).toEqual({
        status: 429,
        message: 'Please wait 40 seconds before asking for another code',
        data: { retryAfterSeconds: 40 },
      });
      expect(tooSoon.headers['retry-after']).toBe('40');
      expect(await outbox(server.app, mobile)).toHaveLength(1);
      // Another number is not held back.
      expect((await requestSmsCode(server.app, freshMobile(), 'register')).httpStatus).toBe(200);
      server.clock.advance(40_000);
      expect((await requestSmsCode(server.app, mobile, 'appeal')).httpStatus).toBe(200);
    });

    it('sends at most 10 codes in 24 hours to a number', async () => {
      const mobile = freshMobile();
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await requestSmsCode(server.app, mobile, 'register')).httpStatus).toBe(200);
        server.clock.advance(minutes(10));
      }
      const eleventh = await requestSmsCode(server.app, mobile, 'register', 'en');
      expect(eleventh.httpStatus).toBe(429);
      // The first of the ten was 100 minutes ago: it leaves the window in 22 h 20 min.
      expect(eleventh.body.data).toEqual({ retryAfterSeconds: hours(24) / 1000 - 100 * 60 });
      expect(eleventh.body.message).toBe(
        'This number has had too many codes today, please try again in 23 hours',
      );
      server.clock.advance(hours(22) + minutes(20));
      expect((await requestSmsCode(server.app, mobile, 'register')).httpStatus).toBe(200);
    });
  });

  describe('using a code', () => {
    it('accepts the latest code once', async () => {
      const mobile = freshMobile();
      const code = await receivedCode(server.app, mobile, 'register');
      await consume(mobile, code);
      await expectRefused(consume(mobile, code));
    });

    it('accepts a code for its own purpose only', async () => {
      const mobile = freshMobile();
      const code = await receivedCode(server.app, mobile, 'register');
      await expectRefused(consume(mobile, code, 'reset'));
      await consume(mobile, code, 'register');
    });

    it('lasts 10 minutes', async () => {
      const mobile = freshMobile();
      const code = await receivedCode(server.app, mobile, 'register');
      server.clock.advance(minutes(10) - 1000);
      await consume(mobile, code);

      server.clock.advance(minutes(1));
      const late = await receivedCode(server.app, mobile, 'register');
      server.clock.advance(minutes(10));
      await expectRefused(consume(mobile, late));
    });

    it('dies after 5 wrong tries, even for the right code', async () => {
      const mobile = freshMobile();
      const code = await receivedCode(server.app, mobile, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 4; attempt += 1) await expectRefused(consume(mobile, wrong));
      await consume(mobile, code); // the fifth try, right: accepted

      server.clock.advance(minutes(1));
      const next = await receivedCode(server.app, mobile, 'register');
      const other = next === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) await expectRefused(consume(mobile, other));
      await expectRefused(consume(mobile, next));
    });

    it('counts parallel wrong guesses: no more than 5 are ever compared', async () => {
      const mobile = freshMobile();
      const code = await receivedCode(server.app, mobile, 'register');
      const guesses = Array.from({ length: 12 }, (_, index) =>
        String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
      );
      await Promise.allSettled(guesses.map((guess) => consume(mobile, guess)));
      const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
      expect(row?.attempts).toBe(5);
      await expectRefused(consume(mobile, code));
    });

    it('replaces an older code with a newer one', async () => {
      const mobile = freshMobile();
      const first = await receivedCode(server.app, mobile, 'register');
      server.clock.advance(minutes(1));
      const second = await receivedCode(server.app, mobile, 'register');
      if (first !== second) await expectRefused(consume(mobile, first));
      await consume(mobile, second);
    });

    it('names the field the caller says the code came in', async () => {
      await expectRefused(
        consumeSmsCode(
          server.db,
          { mobile: freshMobile(), purpose: 'appeal', code: '123456', field: 'mobileCode' },
          server.clock.now(),
        ),
        'mobileCode',
      );
    });
  });

  describe('enumeration', () => {
    it('answers a reset code alike for a number with and without an account', async () => {
      const unknown = freshMobile();
      const answers = [
        await requestSmsCode(server.app, DEMO_COMPANY, 'reset', 'en'),
        await requestSmsCode(server.app, unknown, 'reset', 'en'),
      ];
      for (const answer of answers) {
        expect(answer.httpStatus).toBe(200);
        expect(answer.body).toEqual(answers[0]?.body);
      }
      // Only the real account's phone gets a code; the limits hold for both.
      expect(await outbox(server.app, DEMO_COMPANY)).toHaveLength(1);
      expect(await outbox(server.app, unknown)).toEqual([]);
      for (const mobile of [DEMO_COMPANY, unknown]) {
        expect((await requestSmsCode(server.app, mobile, 'reset')).httpStatus).toBe(429);
      }
    });

    it('sends a register code to a registered number too, with the same answer', async () => {
      server.clock.advance(minutes(1));
      const fresh = freshMobile();
      const answers = [
        await requestSmsCode(server.app, DEMO_COMPANY, 'register'),
        await requestSmsCode(server.app, fresh, 'register'),
      ];
      expect(answers[0]?.body).toEqual(answers[1]?.body);
      for (const mobile of [DEMO_COMPANY, fresh]) {
        expect((await outbox(server.app, mobile))[0]?.purpose).toBe('register');
      }
    });
  });
});

describe.each(testDatabases)('SMS limits and providers outside the defaults (%s)', (kind) => {
  it('limits the requests of one IP per minute, whatever the numbers', async () => {
    const server = await startTestServer(kind, { environment: { SMS_RATE_LIMIT: '3' } });
    try {
      const statuses = [];
      for (let request = 0; request < 4; request += 1) {
        statuses.push((await requestSmsCode(server.app, freshMobile(), 'register')).httpStatus);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it('refuses every code when a real deployment has no gateway, and writes no outbox', async () => {
    const server = await startTestServer(kind, {
      environment: { APP_MODE: 'production', DEMO: 'false' },
    });
    try {
      for (const [mobile, purpose] of [
        [DEMO_COMPANY, 'reset'],
        [freshMobile(), 'reset'],
        [freshMobile(), 'register'],
      ] as const) {
        const answer = await requestSmsCode(server.app, mobile, purpose, 'en');
        expect(answer.httpStatus).toBe(503);
        expect(answer.body).toEqual({
          status: 503,
          message: t('en', 'error.smsUnavailable'),
          data: null,
        });
      }
      expect(await server.db.select().from(smsCodes)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('keeps the development provider for the demo in production mode, without an outbox', async () => {
    const server = await startTestServer(kind, { environment: { APP_MODE: 'production' } });
    try {
      expect((await requestSmsCode(server.app, freshMobile(), 'register')).httpStatus).toBe(200);
      expect(await server.db.select().from(testOutbox)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('the HTTP gateway provider', () => {
  const log = { error: vi.fn() } as unknown as Parameters<typeof httpGatewaySmsProvider>[0]['log'];
  const message = {
    to: '13700000000',
    purpose: 'reset',
    code: '123456',
    validMinutes: 10,
  } as const;

  it('posts the message as JSON with the bearer token, without waiting for it', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const provider = httpGatewaySmsProvider({
      url: 'https://sms.example.com/send',
      token: 'secret',
      log,
      fetch,
    });
    await provider.send(message); // resolves while the gateway has not answered yet
    expect(fetch).toHaveBeenCalledWith(
      'https://sms.example.com/send',
      expect.objectContaining({
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer secret' },
        body: JSON.stringify(message),
      }),
    );
    release(new Response(null, { status: 204 }));
  });

  it('logs a failed delivery without the code', async () => {
    const error = vi.fn();
    const provider = httpGatewaySmsProvider({
      url: 'https://sms.example.com/send',
      token: undefined,
      log: { error } as unknown as typeof log,
      fetch: () => Promise.resolve(new Response(null, { status: 500 })),
    });
    await provider.send(message);
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(JSON.stringify(error.mock.calls)).not.toContain('123456');
  });
});
