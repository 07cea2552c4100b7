/** The message centre (`/api/corporate/*-message*`): the account's own messages and composing. */

export interface MessageItem {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly read: boolean;
  readonly createdAt: string;
}

/** `GET /api/corporate/query-message-page`: a page, and the unread count for the bell. */
export interface MessagePage {
  readonly list: readonly MessageItem[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  /** Every unread message of the account, whatever the filter. */
  readonly unread: number;
}

/** `POST /api/corporate/read-message` and `read-all-message`. */
export interface MarkReadAnswer {
  /** Messages that changed from unread to read. */
  readonly updated: number;
  /** Unread messages left. */
  readonly unread: number;
}

/** Who a composed message goes to. */
export type MessageAudience = 'all' | 'roles' | 'accounts';

/** `POST /api/corporate/create-message`. */
export interface ComposeMessageRequest {
  readonly audience: MessageAudience;
  /** Role codes (audience `roles`): every enabled account holding one of them. */
  readonly roles?: readonly string[];
  /** Login names (audience `accounts`). */
  readonly userNames?: readonly string[];
  readonly title: string;
  readonly content: string;
}

export interface ComposeMessageAnswer {
  /** How many accounts received the message. */
  readonly recipients: number;
}
