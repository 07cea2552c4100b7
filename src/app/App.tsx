import type { ReactNode } from 'react';
import type { LayoutSettingsInput } from '@machines/app/layoutSettings';
import { AppProviders } from './AppProviders';
import { DeferredFeedback } from './feedback/DeferredFeedback';

export interface AppProps {
  /** The router's element: the browser's, or the static one the prerender renders. */
  readonly router: ReactNode;
  readonly layoutInput?: LayoutSettingsInput;
}

/** The whole app; the prerender (src/prerender/) renders the same tree, so it hydrates. */
export function App({ router, layoutInput }: AppProps) {
  return (
    <AppProviders layoutInput={layoutInput}>
      {router}
      <DeferredFeedback />
    </AppProviders>
  );
}
