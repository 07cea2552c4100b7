/** How the message centre shows a message's read state: colour and i18n key, written once. */
import type { MessageAudience } from '../contracts';
import type { ValueMeta } from './logLabels';

export type MessageReadState = 'unread' | 'read';

export const MESSAGE_READ_STATES = {
  unread: { color: 'warning', label: 'message.state.unread' },
  read: { color: 'default', label: 'message.state.read' },
} as const satisfies Record<MessageReadState, ValueMeta>;

export const readStateOf = (read: boolean): MessageReadState => (read ? 'read' : 'unread');

/** The audiences a composer offers, in order, each with its label key. */
export const MESSAGE_AUDIENCES = {
  all: 'message.audience.all',
  roles: 'message.audience.roles',
  accounts: 'message.audience.accounts',
} as const satisfies Record<MessageAudience, string>;
