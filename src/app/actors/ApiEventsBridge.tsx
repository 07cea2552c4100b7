import { useEffect } from 'react';
import { noticeFromError } from '@machines/app/serviceError';
import { subscribeApiEvents } from '../../lib/api/events';
import {
  LoadingOverlayContext,
  NotifierContext,
  SessionContext,
} from '../../components/appActorContexts';

/**
 * Routes what the HTTP layer reports to the actors that decide what to show (DESIGN
 * §7.8): request counts to the overlay, dead sessions to the session, other failures
 * to the toasts ("the message, or Error", seed §8).
 */
export function ApiEventsBridge() {
  const session = SessionContext.useActorRef();
  const overlay = LoadingOverlayContext.useActorRef();
  const notifier = NotifierContext.useActorRef();

  useEffect(
    () =>
      subscribeApiEvents((event) => {
        switch (event.type) {
          case 'REQUEST.STARTED':
          case 'REQUEST.SETTLED':
            overlay.send(event);
            break;
          case 'SESSION.EXPIRED':
          case 'SESSION.REVOKED':
            session.send(event);
            break;
          case 'REQUEST.FAILED':
            notifier.send({
              type: 'NOTIFY',
              severity: 'error',
              notice: noticeFromError(event.error, 'error.generic'),
            });
            break;
        }
      }),
    [session, overlay, notifier],
  );
  return null;
}
