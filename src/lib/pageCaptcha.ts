/**
 * The captcha the server draws into a prerendered /login it answers (server/web/), so the
 * page's largest picture needs no script and no second request. The page carries it twice:
 * as the <img> in the markup and as JSON for the login machine, which starts with it. Once
 * the login page that started with it has gone, it may have been spent: a later visit to
 * /login in the same tab fetches a fresh one.
 */
import { createContext } from 'react';
import type { Captcha } from '@machines/app/login';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';

export interface PageCaptcha {
  /** Undefined when the page came without one, or once the page that used it has gone. */
  current: Captcha | undefined;
}

export const PageCaptchaContext = createContext<PageCaptcha>({ current: undefined });

/**
 * The captcha in the document the server answered, if it holds one, taken out of the
 * document: read once, it has no business in the page a session goes on to use.
 */
export function takePageCaptcha(document: Document): Captcha | undefined {
  const element = document.getElementById(PAGE_LOAD.captchaElementId);
  const text = element?.textContent;
  element?.remove();
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Captcha>;
    if (typeof value.captchaId !== 'string' || typeof value.svg !== 'string') return undefined;
    return { captchaId: value.captchaId, svg: value.svg };
  } catch {
    return undefined;
  }
}
