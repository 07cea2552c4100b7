/**
 * The prerender's renderer, run at build time under Node (scripts/vite/prerenderPages.ts):
 * a public page as a first visit sees it, signed out, in one language, to static HTML with
 * the CSS it uses. The tree is the browser's own (src/main.tsx): the same App, providers
 * and routes, with a static router in place of the browser's, so the browser hydrates it.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pages, pageTitleKey, type PageId } from '@machines/access/pages';
import type { Language } from '@machines/app/layoutSettings';
import type { Captcha } from '@machines/app/login';
import { DRAWN_HEADING_SLOT, PRERENDERED_CAPTCHA } from '@machines/contracts/pageLoad';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { App } from '../app/App';
import { SignedInFrameSkeleton } from '../app/layout/SignedInFrameSkeleton';
import { PageCaptchaContext } from '../lib/pageCaptcha';
import { appRoutes } from '../app/router';
import { HTML_LANG } from '../lib/i18n';
import { publicPart } from '../lib/publicCatalogue';

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

/**
 * The pages are drawn with the public part of the catalogues only, as a first visit's
 * browser draws them (src/lib/i18n.ts): a key outside it stops the build, rather than show
 * up as a key or a hydration mismatch.
 */
async function inLanguage(language: Language): Promise<void> {
  if (!started) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { zh: { translation: publicPart(zh) }, en: { translation: publicPart(en) } },
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      saveMissing: true,
      missingKeyHandler: (languages, _namespace, key) => {
        throw new Error(
          `The prerendered pages use "${key}" (${languages.join()}), which is not in the public part of the catalogue (src/lib/publicCatalogue.ts)`,
        );
      },
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

  return renderApp(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    language,
    `${i18next.t(pageTitleKey(page, { record: false }))} - ${i18next.t('app.association')}`,
    PRERENDERED_CAPTCHA,
  );
}

/**
 * The signed-in frame as the session gate draws it while the session is asked for
 * (src/app/layout/SignedInFrameSkeleton.tsx), in `language`, with the default layout. The
 * browser renders anew over it: it is not hydrated, as the visitor's layout settings and
 * page are only known in the browser. Its heading is a slot the server fills per page load.
 */
export async function renderSignedInFrame(language: Language): Promise<RenderedPage> {
  await inLanguage(language);
  return renderApp(
    <SignedInFrameSkeleton heading={DRAWN_HEADING_SLOT} />,
    language,
    i18next.t('app.title'),
  );
}

/**
 * `router` in the app, as src/main.tsx renders it (the same tree, so that it hydrates), to
 * markup and the CSS it uses.
 */
function renderApp(
  router: ReactNode,
  language: Language,
  title: string,
  captcha?: Captcha,
): RenderedPage {
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <PageCaptchaContext.Provider value={{ current: captcha }}>
          <App
            router={router}
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
    title,
  };
}
