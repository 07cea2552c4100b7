/**
 * Accounts a test makes for itself through the API, as a person registering would, so a
 * test never depends on demo records another test may have moved on.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { creditCodeCheckCharacter } from '../../machines/validation/creditCode';
import { apiCall, apiToken, DEMO_PASSWORD } from './support';

let made = 0;

/**
 * A mobile number no demo account has and no earlier call or run on this server made: the
 * prefix (137, 136…) keeps a test's numbers apart from another test's.
 */
export function freshMobile(prefix = '137'): string {
  made += 1;
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  return `${prefix}${stamp}${String(made % 100).padStart(2, '0')}`;
}

/** The latest code the test outbox holds for a number and purpose, once it is there. */
export async function latestCode(
  request: APIRequestContext,
  mobile: string,
  purpose: string,
  timeout?: number,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/test/outbox?to=${mobile}`);
        const body = (await answer.json()) as { data: { purpose: string; code: string }[] };
        code = body.data.find((entry) => entry.purpose === purpose)?.code ?? '';
        return code;
      },
      { ...(timeout ? { timeout } : {}) },
    )
    .not.toBe('');
  return code;
}

/** A company account registered with an SMS code; answers its mobile (the login name). */
export async function registeredAccount(
  request: APIRequestContext,
  { prefix = '137', password = DEMO_PASSWORD }: { prefix?: string; password?: string } = {},
): Promise<string> {
  const mobile = freshMobile(prefix);
  await request.post('/api/auth/sms-code', { data: { mobile, purpose: 'register' } });
  const smsCode = await latestCode(request, mobile, 'register');
  const answer = await request.post('/api/auth/register', {
    data: { mobile, smsCode, password },
  });
  expect(((await answer.json()) as { status: number }).status).toBe(0);
  return mobile;
}

/** A unified social credit code made from the mobile, so no other company holds it. */
function creditCodeOf(mobile: string): string {
  const first17 = `91510100${mobile.slice(-9)}`;
  return first17 + creditCodeCheckCharacter(first17);
}

/** A company name of Chinese characters only (the rule), told apart by the mobile's digits. */
function companyNameOf(mobile: string): string {
  const numerals = [...mobile.slice(-6)].map((digit) => '零一二三四五六七八九'[Number(digit)]);
  return `四川新入会${numerals.join('')}科技有限公司`;
}

const LICENCE = readFileSync(new URL('./fixtures/licence.png', import.meta.url));

export interface SubmittedApplication {
  readonly id: number;
  readonly version: number;
  readonly companyName: string;
}

/** A newly registered company's real-name application, complete and waiting for review. */
export async function waitingRealnameApplication(
  request: APIRequestContext,
): Promise<SubmittedApplication> {
  const mobile = await registeredAccount(request, { prefix: '134' });
  const token = await apiToken(request, mobile);
  const upload = await request.post('/api/files', {
    headers: { 'access-token': token },
    multipart: {
      purpose: 'licence',
      file: { name: 'licence.png', mimeType: 'image/png', buffer: LICENCE },
    },
  });
  const licence = ((await upload.json()) as { data: { id: string } }).data;
  return apiCall<SubmittedApplication>(
    request,
    token,
    'POST',
    '/api/corporate/submit-realcorporate',
    {
      companyName: companyNameOf(mobile),
      creditCode: creditCodeOf(mobile),
      legalRepresentative: '赵明',
      contactName: '孙丽',
      contactMobile: mobile,
      address: '成都市武侯区人民南路四段1号',
      licenceFileId: licence.id,
    },
  );
}
