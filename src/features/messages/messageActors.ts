/**
 * The message centre's actors: marking read (its own machine) and composing (the one
 * form machine), bound to the real calls here and to story functions in stories.
 */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formMachine } from '@machines/app/form';
import { markReadMachine } from '@machines/app/markRead';
import { keyNotice } from '@machines/app/notice';
import type { NotifierEvent } from '@machines/app/notifier';
import type { ComposeMessageRequest } from '@machines/contracts';
import * as messagesApi from '../../lib/api/messages';

export const MarkReadContext = createActorContext(markReadMachine);

/** Marking read through the API; `marked` reloads the list (whose answer updates the bell). */
export function boundMarkRead(reload: () => void) {
  return markReadMachine.provide({
    actors: { markRead: fromPromise(({ input }) => messagesApi.markRead(input)) },
    actions: { marked: () => reload() },
  });
}

/** Composing through the API; the toast tells how many accounts received the message. */
export function boundCompose(notify: (event: NotifierEvent) => void) {
  return formMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        const answer = await messagesApi.composeMessage(
          input.values as unknown as ComposeMessageRequest,
        );
        notify({
          type: 'NOTIFY',
          severity: 'success',
          notice: keyNotice('message.sentTo', { count: answer.recipients }),
        });
        // The form machine keeps a record id; a fanned-out message has none of its own.
        return { id: answer.recipients };
      }),
    },
  });
}
