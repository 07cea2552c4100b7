/**
 * What the HTTP layer reports instead of touching the UI (DESIGN §7.8). src/app routes
 * these to the loading overlay, the session and the notifier.
 */
import type { ApiError } from './ApiError';

export type ApiEvent =
  | { type: 'REQUEST.STARTED' }
  | { type: 'REQUEST.SETTLED' }
  /** HTTP 401: no or expired session. */
  | { type: 'SESSION.EXPIRED' }
  /** 512 session revoked or replaced, 514 account disabled; with the server's reason. */
  | { type: 'SESSION.REVOKED'; message: string }
  /** A failure the caller did not take charge of: shown as a toast. */
  | { type: 'REQUEST.FAILED'; error: ApiError };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export function subscribeApiEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
