/**
 * The prerender's renderer, run at build time under Node (scripts/vite/prerenderPages.ts):
 * a public page as a first visit sees it, signed out, in one language, to static HTML with
 * the CSS it uses. The tree is the browser's own (src/main.tsx): the same App, providers
 * and routes, with a static router in place of the browser's, so the browser hydrates it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pages, pageTitleKey, type PageId } from '@machines/access/pages';
import type { Language } from '@machines/app/layoutSettings';
import { PRERENDERED_CAPTCHA } from '@machines/contracts/pageLoad';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { App } from '../app/App';
import { PageCaptchaContext } from '../app/pageCaptcha';
import { appRoutes } from '../app/router';
import { HTML_LANG } from '../lib/i18n';

/** A width in the layout machine's desktop range; public pages lay out by CSS alone. */
const VIEWPORT_WIDTH = 1280;

/** The key MUI's default emotion cache has in the browser, which adopts these styles. */
const EMOTION_KEY = 'css';

export interface RenderedPage {
  /** What goes inside #root. */
  readonly markup: string;
  /** `<style>` elements of the CSS the markup uses, for the head. */
  readonly styleTags: string;
  readonly htmlLang: string;
  /** The document's title as the browser sets it (src/app/routing/useDocumentTitle.ts). */
  readonly title: string;
}

let started = false;

async function inLanguage(language: Language): Promise<void> {
  if (!started) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { zh: { translation: zh }, en: { translation: en } },
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
    started = true;
  }
  await i18next.changeLanguage(language);
}

/** Renders a public page in `language`; throws if its route answers anything but the page. */
export async function renderPage(page: PageId, language: Language): Promise<RenderedPage> {
  await inLanguage(language);
  // A page whose path names a parameter is drawn at an address of its own: what it draws
  // before its data has come does not depend on the value.
  const path = pages[page].path.replace(/:\w+/g, 'prerendered');
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <PageCaptchaContext.Provider value={{ current: PRERENDERED_CAPTCHA }}>
          <App
            router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
            layoutInput={{ stored: { language }, viewportWidth: VIEWPORT_WIDTH }}
          />
        </PageCaptchaContext.Provider>
      </StrictMode>
    </CacheProvider>,
  );
  return {
    markup,
    styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup)),
    htmlLang: HTML_LANG[language],
    title: `${i18next.t(pageTitleKey(page, { record: false }))} - ${i18next.t('app.association')}`,
  };
}
