/**
 * The public pages the build prerendered, as the server answers a page load of them
 * (server/web/client.ts, prerenderedPages.ts): in the visitor's language, plain for a
 * signed-in visitor, /login with a captcha drawn for the response and counted against the
 * visitor's captcha limit, the signed-in frame with the home page's greeting drawn in.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWN_HEADING_SLOT, PAGE_LOAD, PRERENDERED_CAPTCHA } from '@machines/contracts/pageLoad';
import {
  PAGE_BOOT_SCRIPT,
  PAGE_BOOT_SCRIPT_HASH,
  PAGE_SCRIPTS_ELEMENT_ID,
} from '../../server/web/pageScripts';
import { visitLanguage, withCaptcha } from '../../server/web/prerenderedPages';
import {
  PRERENDERED_PAGES_FILE,
  SIGNED_IN_FRAME_FILE,
  type PrerenderedPages,
  type ScriptStart,
  type SignedInFrames,
} from '../../server/web/prerenderedPagesFile';
import { call, signIn } from './support/api';
import { testDatabases } from './support/databases';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

const ENTRY_TAG = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const PRELOAD_TAG = '<link rel="modulepreload" crossorigin href="/assets/react-2.js">';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>资质申报系统</title>' +
  `${ENTRY_TAG}${PRELOAD_TAG}</head><body><div id="root"></div></body></html>`;

/** The files a page asks for itself, and when, or undefined if it names them in its head. */
function deferredScripts(html: string): unknown {
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

const page = (
  language: string,
  text: string,
  withStandIn: boolean,
  scriptStart: ScriptStart = 'intent',
) => ({
  markup: `<main><h1>${text}</h1>${
    withStandIn ? `<img src="data:image/svg+xml;utf8,${PRERENDERED_CAPTCHA.svg}" alt="">` : ''
  }</main>`,
  styleTags: `<style data-emotion="css ${language}1">h1{color:red}</style>`,
  htmlLang: language === 'zh' ? 'zh-CN' : 'en',
  title: `${text} - title`,
  scriptStart,
});

const PRERENDERED: PrerenderedPages = {
  '/login': { zh: page('zh', '登录', true), en: page('en', 'Log in', true) },
  '/register': { zh: page('zh', '注册', false), en: page('en', 'Register', false) },
  '/verify/:certificateNo': { zh: page('zh', '证书验证', false), en: page('en', 'Verify', false) },
};

/** The frame with its heading's slot, which the server fills per page load. */
const frame = (language: string, text: string) => {
  const drawn = page(language, text, false, 'paint');
  return { ...drawn, markup: drawn.markup.replace('</h1>', `</h1><h2>${DRAWN_HEADING_SLOT}</h2>`) };
};

const SIGNED_IN_FRAMES: SignedInFrames = { zh: frame('zh', '加载中'), en: frame('en', 'Loading') };

/** A stand-in for dist/ with three prerendered pages and the signed-in frame. */
function builtClient(): string {
  const directory = mkdtempSync(join(tmpdir(), 'qds-prerendered-'));
  writeFileSync(join(directory, 'index.html'), INDEX);
  mkdirSync(join(directory, '.vite'));
  writeFileSync(join(directory, PRERENDERED_PAGES_FILE), JSON.stringify(PRERENDERED));
  writeFileSync(join(directory, SIGNED_IN_FRAME_FILE), JSON.stringify(SIGNED_IN_FRAMES));
  return directory;
}

function pageCaptchaOf(html: string): { captchaId: string; svg: string } | undefined {
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_LOAD.captchaElementId}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { captchaId: string; svg: string });
}

describe('the language of a page load', () => {
  it('is the one chosen before (its cookie), else the first the browser lists that the app has', () => {
    expect(visitLanguage({ cookieHeader: 'a=1; language=en', acceptLanguage: 'zh-CN' })).toBe('en');
    expect(visitLanguage({ cookieHeader: 'language=fr', acceptLanguage: 'fr-FR,en;q=0.8' })).toBe(
      'en',
    );
    expect(visitLanguage({ cookieHeader: undefined, acceptLanguage: 'zh-TW,en;q=0.5' })).toBe('zh');
    expect(visitLanguage({ cookieHeader: undefined, acceptLanguage: 'de-DE' })).toBe('zh');
    expect(visitLanguage({ cookieHeader: undefined, acceptLanguage: undefined })).toBe('zh');
    // A cookie no browser wrote (broken percent-encoding) is no choice, and no error.
    expect(visitLanguage({ cookieHeader: 'language=%E0%A4%A', acceptLanguage: 'en' })).toBe('en');
  });
});

describe('a captcha put in a page', () => {
  it('cannot end the script element that carries it, nor leave the image attribute', () => {
    const hostile = { captchaId: 'x', svg: '<svg>"</script><script>alert(1)</script>$&</svg>' };
    const html = withCaptcha(
      `<img src="data:image/svg+xml;utf8,${PRERENDERED_CAPTCHA.svg}">` +
        `<template id="${PAGE_LOAD.prerenderEndId}"></template></body>`,
      hostile,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(pageCaptchaOf(html)).toEqual(hostile);
    expect(html).toContain(`src="data:image/svg+xml;utf8,${encodeURIComponent(hostile.svg)}"`);
  });
});

describe.each(testDatabases)('prerendered public pages (%s)', (kind) => {
  const clientDir = builtClient();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      environment: { CAPTCHA_RATE_LIMIT: '3' },
      clientDir,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true });
  });

  const load = (url: string, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    server.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  it('answers a page in the visitor’s language with its markup and CSS in place', async () => {
    const english = await load('/register', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toBe('Cookie, Accept-Language');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Register - title</title>');
    expect(english.body).toContain('<style data-emotion="css en1">h1{color:red}</style></head>');
    // Nothing is painted before the marker after the markup is parsed: no half page.
    expect(english.body).toContain(
      `<div id="root" ${PAGE_LOAD.prerenderedAttribute}="en"><main><h1>Register</h1></main></div>` +
        `<template id="${PAGE_LOAD.prerenderEndId}"></template>`,
    );
    expect(english.body).toMatch(
      new RegExp(
        `<link rel="expect" href="#${PAGE_LOAD.prerenderEndId}" blocking="render">.*</head>`,
      ),
    );

    const chosen = await load('/register', {
      'accept-language': 'en-GB',
      cookie: `${PAGE_LOAD.languageCookie}=zh`,
    });
    expect(chosen.body).toContain('<html lang="zh-CN">');
    expect(chosen.body).toContain(`${PAGE_LOAD.prerenderedAttribute}="zh"><main><h1>注册</h1>`);
  });

  it('has a drawn page ask for its script itself, a plain page name it in its head', async () => {
    const files = { entry: '/assets/index-1.js', preloads: ['/assets/react-2.js'] };
    const signedIn = { cookie: `${PAGE_LOAD.tokenCookie}=abc` };
    const drawnPages = [
      // As the build says: a public page works as HTML until the reader acts; the frame
      // needs its script at once.
      { drawn: await load('/register'), start: 'intent' },
      { drawn: await load('/dashboard', signedIn), start: 'paint' },
    ];
    for (const { drawn, start } of drawnPages) {
      // Nothing in the head for the preload scanner to fetch while the page is painted.
      expect(drawn.body).not.toContain(ENTRY_TAG);
      expect(drawn.body).not.toContain(PRELOAD_TAG);
      expect(deferredScripts(drawn.body)).toEqual({ ...files, start });
      expect(drawn.body).toContain(`<script>${PAGE_BOOT_SCRIPT}</script></body>`);
      // The policy lets that one inline script run, and no other.
      expect(drawn.headers['content-security-policy']).toContain(
        `script-src 'self' ${PAGE_BOOT_SCRIPT_HASH};`,
      );
    }
    const plain = await load('/register?tab=other');
    expect(plain.body).toContain(`${ENTRY_TAG}${PRELOAD_TAG}`);
    expect(deferredScripts(plain.body)).toBeUndefined();
  });

  it('answers every address of a page whose path names a parameter, with its check code', async () => {
    for (const url of ['/verify/2026-1-000123', '/verify/2026-1-000123?code=AB12CD34']) {
      expect((await load(url)).body, url).toContain(
        `${PAGE_LOAD.prerenderedAttribute}="zh"><main><h1>证书验证</h1>`,
      );
    }
    expect((await load('/verify/2026-1-000123/more')).body).toContain('<div id="root"></div>');
    expect((await load('/verify')).body).toContain('<div id="root"></div>');
  });

  it('answers a signed-in visitor the signed-in frame, to render over, on a page in it', async () => {
    const signedIn = { cookie: `${PAGE_LOAD.tokenCookie}=abc; ${PAGE_LOAD.languageCookie}=en` };
    for (const path of ['/dashboard', '/', '/creditApply?id=7']) {
      const frame = await load(path, signedIn);
      expect(frame.statusCode).toBe(200);
      expect(frame.headers.vary).toBe('Cookie, Accept-Language');
      // No language named on #root: the browser does not hydrate it (src/app/hydration.ts).
      // A token of no session: no heading drawn, its place empty.
      expect(frame.body).toContain(
        '<div id="root"><main><h1>Loading</h1><h2></h2></main></div>' +
          `<template id="${PAGE_LOAD.prerenderEndId}"></template>`,
      );
      expect(frame.body).toContain('<html lang="en">');
      expect(frame.body).toContain('<style data-emotion="css en1">h1{color:red}</style></head>');
    }
    expect((await load('/dashboard', { cookie: `${PAGE_LOAD.tokenCookie}=abc` })).body).toContain(
      '<div id="root"><main><h1>加载中</h1>',
    );
  });

  it('draws the home page’s greeting into the frame for its session, by the association’s clock', async () => {
    // The seed's moment is noon in Chengdu: the afternoon.
    const token = await signIn(server.app, DEMO.jinchengAdmin);
    const cookie = `${PAGE_LOAD.tokenCookie}=${token}`;
    expect((await load('/dashboard', { cookie })).body).toContain('<h2>下午好，李秀英</h2>');
    const english = await load('/dashboard', {
      cookie: `${cookie}; ${PAGE_LOAD.languageCookie}=en`,
    });
    expect(english.body).toContain('<h2>Good afternoon, 李秀英</h2>');
    // Another page draws its own heading once its script runs.
    expect((await load('/creditApply', { cookie })).body).toContain('<h1>加载中</h1><h2></h2>');
  });

  it('writes a greeting’s name as text, never as markup', async () => {
    const token = await signIn(server.app, DEMO.jinchengAdmin);
    await server.db.execute(
      sql`update accounts set name = ${'<img src=x onerror=alert(1)>&'} where user_name = ${DEMO.jinchengAdmin}`,
    );
    const body = (await load('/dashboard', { cookie: `${PAGE_LOAD.tokenCookie}=${token}` })).body;
    expect(body).toContain('<h2>下午好，&lt;img src=x onerror=alert(1)&gt;&amp;</h2>');
  });

  it('answers a signed-in visitor, pages not prerendered and other views with the plain page', async () => {
    const signedIn = await load('/register', { cookie: `${PAGE_LOAD.tokenCookie}=abc` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    // A path that is no page goes to /404, a public page: not framed.
    const nowhere = await load('/nowhere', { cookie: `${PAGE_LOAD.tokenCookie}=abc` });
    expect(nowhere.body).toContain('<div id="root"></div>');
    expect((await load('/dashboard')).body).toContain('<div id="root"></div>');
    // A query the page would draw differently by (another tab), unlike where to go next.
    expect((await load('/register?tab=other')).body).toContain('<div id="root"></div>');
    expect((await load('/register?redirect=%2Fdashboard')).body).toContain(
      `${PAGE_LOAD.prerenderedAttribute}="zh"`,
    );
  });

  it('draws /login a captcha of its own on every load, one the login then accepts', async () => {
    const first = await load('/login', {}, '10.0.0.2');
    const second = await load('/login', {}, '10.0.0.2');
    const captcha = pageCaptchaOf(first.body);
    if (!captcha) throw new Error('the login page came without a captcha');
    expect(pageCaptchaOf(second.body)?.captchaId).not.toBe(captcha.captchaId);
    expect(first.body).not.toContain(PRERENDERED_CAPTCHA.svg);
    expect(first.body).toContain(
      `src="data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}"`,
    );

    const answer = await call<{ answer: string }>(
      server.app,
      'GET',
      `/api/test/captcha/${captcha.captchaId}`,
    );
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: {
        userName: DEMO.jinchengAdmin,
        password: 'Demo1234',
        captchaId: captcha.captchaId,
        captchaCode: answer.body.data.answer,
      },
    });
    expect(login.httpStatus).toBe(200);
  });

  it('counts the page’s captchas against the visitor’s limit: past it, the plain page', async () => {
    const pages = [];
    for (let i = 0; i < 4; i += 1) pages.push(await load('/login', {}, '10.0.0.3'));
    expect(pages.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(pages.map((answer) => pageCaptchaOf(answer.body) !== undefined)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(pages[3]?.body).toContain('<div id="root"></div>');
    // Another visitor is not held back by this one.
    expect(pageCaptchaOf((await load('/login', {}, '10.0.0.4')).body)).toBeDefined();
  });
});
