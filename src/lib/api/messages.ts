/**
 * The message centre (DESIGN §9): the account's own messages, marking them read, and
 * composing (platform roles). The screens show failures themselves, so calls are quiet.
 */
import type { ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { MarkReadTarget } from '@machines/app/markRead';
import type {
  ComposeMessageAnswer,
  ComposeMessageRequest,
  MarkReadAnswer,
  MessageItem,
  MessagePage,
} from '@machines/contracts';
import { api } from './http';

export type { ComposeMessageRequest, MessageItem, MessagePage };

/** `GET /api/corporate/query-message-page`: newest first; `unread` counts the unread. */
export function fetchMessages(query: ListQuery): Promise<MessagePage & ListPage<MessageItem>> {
  return api.get<MessagePage>('corporate/query-message-page', {
    searchParams: {
      content: query.filters.content ?? '',
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    },
    quiet: true,
  });
}

/** `POST /api/corporate/read-message` or `POST /api/corporate/read-all-message`. */
export function markRead(target: MarkReadTarget): Promise<MarkReadAnswer> {
  return target.kind === 'all'
    ? api.post<MarkReadAnswer>('corporate/read-all-message', { quiet: true })
    : api.post<MarkReadAnswer>('corporate/read-message', {
        json: { ids: target.ids },
        quiet: true,
      });
}

/** `POST /api/corporate/create-message`: 400 with `fieldErrors` when a rule fails. */
export function composeMessage(request: ComposeMessageRequest): Promise<ComposeMessageAnswer> {
  return api.post<ComposeMessageAnswer>('corporate/create-message', {
    json: request,
    quiet: true,
  });
}
