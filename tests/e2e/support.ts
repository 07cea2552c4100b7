/**
 * What every end-to-end test needs: logging in through the real login page. The server
 * runs in test mode, whose `/api/test/captcha/:id` tells the answer of a graphic code.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type zhCatalogue from '../../locales/zh.json';
import { canOpenPage, PAGE_IDS, pages } from '../../machines/access/pages';
import type { RoleCode } from '../../machines/access/roles';
import { screenPageIds } from '../../src/app/routes';

/** The Chinese catalogue: tests find things by what a user reads. */
export const zh = JSON.parse(
  readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8'),
) as typeof zhCatalogue;

/** The English catalogue, for the flows a user follows in English. */
export const en = JSON.parse(
  readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'),
) as typeof zhCatalogue;

/** The page in English from now on, as the language menu leaves it (localStorage), reloaded. */
export async function inEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
}

/** A catalogue text with its `{{…}}` values filled in, as the screen shows it. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (all, [key, value]) => all.replaceAll(`{{${key}}}`, String(value)),
    text,
  );

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue text with its `{{…}}` values as a pattern: `{{date}}` matches any day. */
export const textPattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escaped)
      .join('.+')}$`,
  );

export const DEMO_PASSWORD = 'Demo1234';

const PAGE_CAPTCHA_ELEMENT = /<script type="application\/json" id="page-captcha">(.*?)<\/script>/;

/**
 * Answers the latest captcha the page was shown, whichever page showed it: the one a page
 * load of /login comes with (src/lib/pageCaptcha.ts), or one the form fetched.
 */
export function watchCaptchas(page: Page): () => Promise<string> {
  let captchaId = '';
  page.on('response', (response) => {
    if (!response.url().includes('/api/auth/captcha') || !response.ok()) return;
    // The page may already have navigated away (after login), leaving no body to read.
    response
      .json()
      .then((body: { data: { captchaId: string } }) => (captchaId = body.data.captchaId))
      .catch(() => undefined);
  });
  // The page takes its captcha out of the document as it starts: read the HTML as it came.
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document' || !response.ok()) return;
    response
      .text()
      .then((html) => {
        const json = PAGE_CAPTCHA_ELEMENT.exec(html)?.[1];
        if (json) captchaId = (JSON.parse(json) as { captchaId: string }).captchaId;
      })
      .catch(() => undefined);
  });
  return async () => {
    await expect.poll(() => captchaId).not.toBe('');
    const answer = await page.request.get(`/api/test/captcha/${captchaId}`);
    return ((await answer.json()) as { data: { answer: string } }).data.answer;
  };
}

/**
 * The layout shifts of the page so far, summed (CLS leaves out those right after input; a
 * page load's own shifts are counted here whatever came before).
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, in a task.
        setTimeout(() => resolve(total), 500);
      }),
  );

/** Opens /login (optionally with a redirect) and captures the captcha it shows. */
export async function openLogin(page: Page, path = '/login'): Promise<() => Promise<string>> {
  const captchaAnswer = watchCaptchas(page);
  await page.goto(path);
  await expect(page.getByAltText('图形验证码')).toBeVisible();
  return captchaAnswer;
}

/**
 * Answers the question an application form asks before sending (issue 42): the one its
 * list's send button asks, titled `submitTitle`, confirmed with the form's own `submit`.
 */
export async function confirmSubmission(
  page: Page,
  area: { readonly submitTitle: string; readonly submit: string },
): Promise<void> {
  await page
    .getByRole('dialog', { name: area.submitTitle })
    .getByRole('button', { name: area.submit })
    .click();
}

export async function fillLogin(page: Page, userName: string, password: string, code: string) {
  await page.getByRole('textbox', { name: '手机号或邮箱' }).fill(userName);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  await page.getByRole('textbox', { name: '图形验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in through the page and waits for the dashboard. */
export async function logIn(page: Page, userName: string, path = '/login'): Promise<void> {
  const captchaAnswer = await openLogin(page, path);
  await fillLogin(page, userName, DEMO_PASSWORD, await captchaAnswer());
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
}

/** The token the page holds, for calls made behind its back. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
  if (!cookie) throw new Error('no access-token cookie');
  return cookie.value;
}

/** One login call (captcha answered by the test route), answering its envelope. */
export async function apiLogin(
  request: APIRequestContext,
  userName: string,
  { password = DEMO_PASSWORD, language }: { password?: string; language?: string } = {},
): Promise<{ status: number; data: string; message: string }> {
  const captcha = (await (await request.get('/api/auth/captcha')).json()) as {
    data: { captchaId: string };
  };
  const { captchaId } = captcha.data;
  const answer = (await (await request.get(`/api/test/captcha/${captchaId}`)).json()) as {
    data: { answer: string };
  };
  const login = await request.post('/api/auth/login', {
    ...(language ? { headers: { 'accept-language': language } } : {}),
    data: { userName, password, captchaId, captchaCode: answer.data.answer },
  });
  return (await login.json()) as { status: number; data: string; message: string };
}

/** Signs in through the API and answers the token. */
export async function apiToken(request: APIRequestContext, userName: string): Promise<string> {
  const body = await apiLogin(request, userName);
  if (body.status !== 0) throw new Error(`login ${userName}: ${body.message}`);
  return body.data;
}

/** One API call as `token`, answering the envelope's data (throws on a refusal). */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { 'access-token': token },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { status: number; data: T; message: string };
  if (body.status !== 0) throw new Error(`${method} ${path}: ${body.status} ${body.message}`);
  return body.data;
}

/** The API's answer envelope: status 0 on success, a refusal's status and message otherwise. */
export interface Envelope<T = unknown> {
  readonly status: number;
  readonly message: string;
  readonly data: T;
}

/** One API call as `token` (none: anonymous) that answers refusals too, without throwing. */
export async function apiEnvelope<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Envelope<T>> {
  const response = await request.fetch(path, {
    method,
    headers: token === null ? {} : { 'access-token': token },
    ...(data === undefined ? {} : { data }),
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * The menu the access table gives a role: visible pages that have a screen, under their
 * group when they have one; a group shows only with such a child.
 */
export function expectedMenu(role: RoleCode): { groups: string[]; links: string[] } {
  const title = (id: string) => zh.route[id as keyof typeof zh.route];
  const leaves = PAGE_IDS.filter((id) => {
    const page = pages[id] as { hidden?: boolean; audience: unknown };
    return (
      !page.hidden && page.audience !== 'public' && screenPageIds.has(id) && canOpenPage(id, role)
    );
  });
  const parents = leaves.map((id) => (pages[id] as { parent?: string }).parent);
  const groups = [...new Set(parents.filter((parent): parent is string => Boolean(parent)))];
  return { groups: groups.map(title), links: leaves.map(title) };
}

/**
 * Switches the signed-in account from role `from` to `to` in the header's switcher and waits
 * for the app to come back in it. The success message shows for one second before the reload
 * (RELOAD_DELAY_MS): a watcher in the page, set before the click, sees it however busy the
 * machine is, where the runner's widening polls can fall before and after it.
 */
export async function switchRole(page: Page, from: RoleCode, to: RoleCode): Promise<void> {
  await page.getByRole('button', { name: `${zh.action.switchRole}: ${zh.role[from]}` }).click();
  const announced = page.waitForFunction(
    (text) => document.body.innerText.includes(text),
    zh.roleSwitch.success,
    { polling: 'raf' },
  );
  await page.getByRole('menuitem', { name: zh.role[to] }).click();
  await announced;
  await expect(page.getByText(`当前角色：${zh.role[to]}`)).toBeVisible({ timeout: 15_000 });
}

/** Chooses `option` in the select (MUI combobox) labelled `label`. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Puts a demo account back in its member role (2000). The specs share one server, and a
 * later one signs in as the account expecting that role: a spec that reviews in another
 * role (an institution's 2101) restores it after each test.
 */
export async function restoreMemberRole(request: APIRequestContext, userName: string) {
  const token = await apiToken(request, userName);
  await apiCall(request, token, 'PUT', '/api/user/update-usertype', { role: '2000' });
}
