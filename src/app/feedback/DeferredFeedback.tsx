/**
 * The app-wide feedback no first screen shows: the loading bar, toasts and the session
 * dialogs. Each loads the first time its machine asks for it, so their MUI parts (dialog,
 * snackbar, progress bar) stay out of the initial download, and stays mounted after
 * that so it can animate out.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { currentToast } from '@machines/app/notifier';
import {
  LoadingOverlayContext,
  NotifierContext,
  SessionContext,
} from '../../components/appActorContexts';

const LoadingBar = lazy(() => import('./LoadingBar').then((m) => ({ default: m.LoadingBar })));
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));
const SessionDialogs = lazy(() =>
  import('./SessionDialogs').then((m) => ({ default: m.SessionDialogs })),
);

/** True from the first render where `needed` is, on. */
function useNeededOnce(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return needed || wasNeeded;
}

function WhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  return useNeededOnce(needed) ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function DeferredFeedback() {
  const loading = LoadingOverlayContext.useSelector((s) => s.matches({ busy: 'visible' }));
  const toast = NotifierContext.useSelector((s) => currentToast(s.context) !== undefined);
  const sessionEnded = SessionContext.useSelector(
    (s) => s.matches('expired') || s.matches('revoked'),
  );
  return (
    <>
      <WhenNeeded needed={loading}>
        <LoadingBar />
      </WhenNeeded>
      <WhenNeeded needed={toast}>
        <Toasts />
      </WhenNeeded>
      <WhenNeeded needed={sessionEnded}>
        <SessionDialogs />
      </WhenNeeded>
    </>
  );
}
