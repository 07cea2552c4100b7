import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isPublicPath } from '@machines/access/pages';
import { App } from './app/App';
import { replayEarlyInput, takeEarlyInput, type EarlyInput } from './app/earlyInput';
import { DrawnHeadingContext, readDrawnHeading } from './app/drawnHeading';
import { hydratesPrerendered } from './app/hydration';
import { PageCaptchaContext, takePageCaptcha } from './lib/pageCaptcha';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { startLanguage } from './lib/storage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating the modules above is one task of the page's load; the router and the
// translations are built in the next, so neither task grows past the long-task mark alone
// (docs/performance.md: the two together were the signed-in load's longest task).
await new Promise((resolve) => setTimeout(resolve, 0));

const language = startLanguage();
const pageCaptcha = takePageCaptcha(document);
const drawnHeading = readDrawnHeading(document);
const [router] = await Promise.all([
  createAppRouter(window.location),
  initI18n(language, { publicPage: isPublicPath(window.location.pathname) }),
]);

// Read as late as can be, just before React adopts the page: typed while the app started.
const early = takeEarlyInput(root);

/** Once the first tree is committed, the app takes over what the reader did before it. */
function TakeOver({ early }: { readonly early: EarlyInput }) {
  useEffect(() => replayEarlyInput(early), [early]);
  return null;
}

const app = (
  <StrictMode>
    <PageCaptchaContext.Provider value={{ current: pageCaptcha }}>
      <DrawnHeadingContext.Provider value={drawnHeading}>
        <App router={<RouterProvider router={router} />} />
      </DrawnHeadingContext.Provider>
    </PageCaptchaContext.Provider>
    <TakeOver early={early} />
  </StrictMode>
);

if (hydratesPrerendered(root, language)) {
  hydrateRoot(root, app, {
    // Named, so the end-to-end test of the prerendered pages can tell it from other errors.
    onRecoverableError: (error) => console.error('Hydration did not match:', error),
  });
} else {
  // In a transition, which React renders in slices with the page free between them: the
  // signed-in frame is already painted, and its first render in one go was one of the
  // longest tasks of the home page's load (docs/performance.md).
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
}
