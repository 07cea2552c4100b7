/**
 * Fixtures and frames of the message centre stories: messages of every age the centre
 * words differently, and frames restoring the list, mark-read, form and bell machines
 * with calls bound to story functions. Nothing here touches the network.
 */
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import {
  markReadMachine,
  type MarkReadContext as MarkReadMachineContext,
  type MarkReadTarget,
} from '@machines/app/markRead';
import { unreadMessagesMachine } from '@machines/app/unreadMessages';
import type { MessageItem } from '@machines/contracts';
import { UnreadMessagesContext } from '../../src/components/appActorContexts';
import { FormContext } from '../../src/components/actorContexts';
import { MarkReadContext } from '../../src/features/messages/messageActors';
import { formSnapshot, storyFormMachine, type FormCall } from '../support/storyKit';

/** 10:00 on a Monday: the ages below read 刚刚, 5分钟前, 3小时前, 1天前 and dates. */
export const STORY_NOW = new Date(2025, 5, 2, 10, 0);

const ago = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();

export const messageRows: MessageItem[] = [
  {
    id: 1,
    title: '课程报名提醒',
    content: '《信息系统项目管理实务》第二期将于下周一开班，请尽快确认参训人员。',
    read: false,
    createdAt: ago(0.2),
  },
  {
    id: 2,
    title: '实名认证审核通过',
    content: '贵单位提交的实名认证申请已审核通过。',
    read: false,
    createdAt: ago(5),
  },
  {
    id: 3,
    title: '会员申请需补充材料',
    content: '您提交的会员申请缺少近一年的财务审计报告，请补充后重新提交。',
    read: false,
    createdAt: ago(26 * 60),
  },
  {
    id: 4,
    title: '系统维护通知',
    content: '平台将于本周六 22:00 至 24:00 进行系统维护，期间暂停服务。',
    read: true,
    createdAt: ago(3 * 60),
  },
  {
    id: 5,
    title: '年度会员续费提醒',
    content: '贵单位的会员资格将于下月到期，请及时办理续费手续。',
    read: true,
    createdAt: ago(12 * 24 * 60),
  },
];

export const UNREAD = messageRows.filter((row) => !row.read).length;

export const messagePageOf = (
  rows: readonly MessageItem[],
  total = rows.length,
): ListPage & { unread: number } => ({
  list: rows,
  total,
  pageIndex: 1,
  pageSize: 10,
  unread: rows.filter((row) => !row.read).length,
});

export type FetchMessages = (query: ListQuery) => Promise<ListPage>;
export type MarkReadCall = (target: MarkReadTarget) => Promise<unknown>;

export function markReadSnapshot(state: string, context: Partial<MarkReadMachineContext> = {}) {
  return markReadMachine.resolveState({
    value: state,
    context: { target: null, error: null, ...context },
  });
}

/** The bell as the layout holds it: waiting for the next poll with `unread` messages. */
export function bellSnapshot(unread: number) {
  return unreadMessagesMachine.resolveState({
    value: { polling: 'waiting' },
    context: { unread, pollIntervalMs: 30_000 },
  });
}

export interface MessageActorsFrameProps {
  readonly unread: number;
  readonly markRead: MarkReadCall;
  readonly markState?: { state: string; context?: Partial<MarkReadMachineContext> };
  readonly submit: FormCall;
  readonly formState?: { state: string; context?: Parameters<typeof formSnapshot>[1] };
  /** What the route does after marking: reload the list. */
  readonly marked?: () => void;
  readonly children: ReactNode;
}

/** The bell, mark-read and compose actors of the message centre, restored or live. */
export function MessageActorsFrame({
  unread,
  markRead,
  markState,
  submit,
  formState,
  marked = () => undefined,
  children,
}: MessageActorsFrameProps) {
  const [bell] = useState(() =>
    unreadMessagesMachine.provide({
      actors: { fetchUnreadCount: fromPromise(() => Promise.resolve(unread)) },
    }),
  );
  const [marking] = useState(() =>
    markReadMachine.provide({
      actors: { markRead: fromPromise(({ input }) => markRead(input)) },
      actions: { marked },
    }),
  );
  const [form] = useState(() =>
    storyFormMachine(() => Promise.reject(new Error('no drafts')), submit),
  );
  return (
    <UnreadMessagesContext.Provider logic={bell} options={{ snapshot: bellSnapshot(unread) }}>
      <MarkReadContext.Provider
        logic={marking}
        options={
          markState ? { snapshot: markReadSnapshot(markState.state, markState.context) } : {}
        }
      >
        <FormContext.Provider
          logic={form}
          options={formState ? { snapshot: formSnapshot(formState.state, formState.context) } : {}}
        >
          {children}
        </FormContext.Provider>
      </MarkReadContext.Provider>
    </UnreadMessagesContext.Provider>
  );
}
