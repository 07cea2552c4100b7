import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CreateIcon from '@mui/icons-material/Create';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import { may } from '@machines/access/permissions';
import type { ListQuery } from '@machines/app/listQuery';
import type { MessageItem, MessagePage } from '@machines/contracts';
import {
  NotifierContext,
  SessionContext,
  UnreadMessagesContext,
} from '../../components/appActorContexts';
import { FormContext, ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { ListFilters } from '../../components/ListFilters';
import { ListToolbar } from '../../components/ListToolbar';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as messagesApi from '../../lib/api/messages';
import { useNoticeText } from '../../lib/noticeText';
import { ComposeDialog } from './ComposeDialog';
import { MessageDialog } from './MessageDialog';
import { boundCompose, boundMarkRead, MarkReadContext } from './messageActors';
import { useMessageColumns } from './messageColumns';
import { useNow } from './useNow';

/** URL parameter that opens the composer, so back closes it and a reload keeps it open. */
export const COMPOSE_PARAM = 'compose';
const PRESERVED = [COMPOSE_PARAM];

/** Marking read and composing, bound to the API; marking reloads the list. */
function MessageActors({ children }: { children: ReactNode }) {
  const list = ListContext.useActorRef();
  const notifier = NotifierContext.useActorRef();
  const [markRead] = useState(() => boundMarkRead(() => list.send({ type: 'REFRESH' })));
  const [compose] = useState(() => boundCompose((event) => notifier.send(event)));
  return (
    <MarkReadContext.Provider logic={markRead}>
      <FormContext.Provider logic={compose}>{children}</FormContext.Provider>
    </MarkReadContext.Provider>
  );
}

/** `/messageCenter`: my messages; every page's answer also tells the bell its count. */
export function MessageCenterRoute() {
  const bell = UnreadMessagesContext.useActorRef();
  const [fetchPage] = useState(() => async (query: ListQuery): Promise<MessagePage> => {
    const page = await messagesApi.fetchMessages(query);
    bell.send({ type: 'UNREAD.KNOWN', unread: page.unread });
    return page;
  });
  return (
    <ListRouteProvider fetchPage={fetchPage} preserve={PRESERVED}>
      <MessageActors>
        <MessageCenterScreen />
      </MessageActors>
    </ListRouteProvider>
  );
}

export interface MessageCenterScreenProps {
  /** The moment time-ago is counted from; the clock, ticking, by default (stories fix it). */
  readonly now?: Date;
}

/**
 * The message centre (DESIGN §9): my messages, newest first (unread marked), with their age in words;
 * open one to read it whole (which marks it read), mark the selection or everything
 * read, search the text. Platform roles also compose. Renders the list, mark-read and
 * form machines; the bell's count comes from the bell's own actor.
 */
export function MessageCenterScreen({ now: fixedNow }: MessageCenterScreenProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const now = useNow(fixedNow);
  const [searchParams, setSearchParams] = useSearchParams();
  const markRead = MarkReadContext.useActorRef();
  const form = FormContext.useActorRef();
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly MessageItem[];
  const selection = ListContext.useSelector((s) => s.context.selection);
  const marking = MarkReadContext.useSelector((s) => s.hasTag('busy'));
  const markingAll = MarkReadContext.useSelector(
    (s) => s.hasTag('busy') && s.context.target?.kind === 'all',
  );
  const markError = MarkReadContext.useSelector((s) => s.context.error);
  const unread = UnreadMessagesContext.useSelector((s) => s.context.unread);
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  const canCompose = role !== null && may('message.compose', role);
  const composing = canCompose && searchParams.has(COMPOSE_PARAM);
  const [openId, setOpenId] = useState<MessageItem['id'] | null>(null);
  const opened = rows.find((row) => row.id === openId) ?? null;

  // Reading a message marks it read.
  const openedUnread = opened !== null && !opened.read;
  useEffect(() => {
    if (openedUnread && openId !== null) markRead.send({ type: 'MARK', ids: [openId] });
  }, [openedUnread, openId, markRead]);

  const filterFields = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'content', label: t('field.content') }],
    [t],
  );

  const setComposing = (open: boolean) => {
    if (open) form.send({ type: 'RESET', recordId: null });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(COMPOSE_PARAM, '1');
        else next.delete(COMPOSE_PARAM);
        return next;
      },
      { replace: !open },
    );
  };

  const columns = useMessageColumns({
    now,
    marking,
    onView: (row) => setOpenId(row.id),
    onMarkRead: (row) => markRead.send({ type: 'MARK', ids: [row.id] }),
  });

  return (
    <Stack spacing={2}>
      <ListFilters fields={filterFields} title={t('route.messageCenter')} />
      <ListToolbar
        label={t('message.toolbar')}
        status={t('message.unreadCount', { count: unread })}
      >
        <Button
          variant="outlined"
          startIcon={<DraftsOutlinedIcon />}
          disabled={selection.length === 0 || marking}
          onClick={() => markRead.send({ type: 'MARK', ids: selection })}
        >
          {t('message.markSelectedRead', { count: selection.length })}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || marking}
          loading={markingAll}
          onClick={() => markRead.send({ type: 'MARK_ALL' })}
        >
          {t('message.markAllRead')}
        </Button>
        {canCompose && (
          <Button
            variant="contained"
            startIcon={<CreateIcon />}
            onClick={() => setComposing(true)}
            sx={{ ml: 'auto' }}
          >
            {t('message.compose')}
          </Button>
        )}
      </ListToolbar>
      {markError && (
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={() => markRead.send({ type: 'RETRY' })}>
                {t('action.retry')}
              </Button>
              <Button color="inherit" onClick={() => markRead.send({ type: 'DISMISS' })}>
                {t('action.close')}
              </Button>
            </Stack>
          }
        >
          {t('message.markFailed')} {text(markError)}
        </Alert>
      )}
      <ListGrid<MessageItem>
        columns={columns}
        label={t('message.listLabel')}
        checkboxSelection
        isRowSelectable={(row) => !row.read}
      />
      {opened && <MessageDialog message={opened} now={now} onClose={() => setOpenId(null)} />}
      {composing && <ComposeDialog onClose={() => setComposing(false)} />}
    </Stack>
  );
}
