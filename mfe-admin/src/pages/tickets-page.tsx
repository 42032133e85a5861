import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { usePageLevel } from '@pvz/api-client/page-level';
import { useRealtime } from '@pvz/api-client/use-realtime';
import { ticketRoutes, ticketThreadPath } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { findPage } from '@pvz/contracts/pages';
import { soundWhenAway } from '@pvz/ui/chat/new-message-sound';
import { PageHeader } from '@pvz/ui/page-header';
import { Route, Link as RouterLink, Routes, useLocation, useNavigate, useParams } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { ticketsApi } from '../features/tickets/api/tickets-api';
import { CannedAnswersDialog } from '../features/tickets/components/canned-answers-dialog';
import { InboxView } from '../features/tickets/components/inbox-view';
import { ThreadView } from '../features/tickets/components/thread-view';

/** How long «Клиент печатает…» stays after the last sign of typing. */
const TYPING_SHOWN_MS = 5_000;

/** A new client message while the tab is not in front: a sound and, if allowed, a system notification. */
function announce(body: string) {
  if (!soundWhenAway()) return;
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification(messages.chatNewMessageTitle, { body: body.slice(0, 120) });
  }
}

interface ThreadProps {
  /** when the client of each thread last typed */
  typing: Record<number, number>;
  /** how far the client of each thread has read, heard live */
  read: Record<number, number>;
  send(threadId: number): void;
}

function Thread({ typing, read, send }: ThreadProps) {
  const threadId = Number(useParams().threadId);
  return (
    <ThreadView
      threadId={threadId}
      clientTyping={(typing[threadId] ?? 0) > Date.now() - TYPING_SHOWN_MS}
      clientRead={read[threadId] ?? null}
      onTyping={() => send(threadId)}
    />
  );
}

/**
 * «Чат поддержки» (/tickets, /tickets/:threadId): the inbox and a thread, live over the gateway's
 * socket: a message or a change anywhere refreshes what is on screen, the client's reading shows as
 * «Прочитано». Those who write the chat keep its canned answers here.
 */
export default function TicketsPage() {
  const { title } = findPage('extra-tickets');
  const dispatch = useDispatch();
  const [typing, setTyping] = useState<Record<number, number>>({});
  const [read, setRead] = useState<Record<number, number>>({});
  const [cannedOpen, setCannedOpen] = useState(false);
  const writes = usePageLevel('extra-tickets') === 'write';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { status, send } = useRealtime(ticketRoutes.live, (event) => {
    if (event.type === 'message' || event.type === 'thread') {
      dispatch(ticketsApi.util.invalidateTags(['Tickets']));
      // the thread on screen was deleted (here or by a colleague): back to the inbox
      if (event.type === 'thread' && event.thread.deleted && pathname === ticketThreadPath(event.thread.id)) {
        enqueueSnackbar(messages.chatThreadDeleted, { variant: 'info' });
        navigate('/tickets');
      }
      if (event.type === 'message' && event.message.author === 'client') announce(event.message.body);
    }
    if (event.type === 'read' && event.by === 'client')
      setRead((current) => ({ ...current, [event.threadId]: Math.max(current[event.threadId] ?? 0, event.messageId) }));
    if (event.type === 'typing' && event.by === 'client') {
      setTyping((current) => ({ ...current, [event.threadId]: Date.now() }));
      setTimeout(() => setTyping((current) => ({ ...current })), TYPING_SHOWN_MS);
    }
  });
  return (
    <>
      <PageHeader title={title} />
      <Stack direction="row" sx={{ gap: 1, mb: 2, alignItems: 'center' }}>
        <Chip
          size="small"
          color={status === 'online' ? 'success' : 'default'}
          label={status === 'online' ? 'На связи' : 'Подключение…'}
        />
        <Button component={RouterLink} to="/tickets" size="small">
          Все обращения
        </Button>
        {writes && (
          <Button size="small" onClick={() => setCannedOpen(true)}>
            Шаблоны ответов
          </Button>
        )}
        {typeof Notification !== 'undefined' && Notification.permission === 'default' && (
          <Button size="small" onClick={() => void Notification.requestPermission()}>
            Уведомлять о новых сообщениях
          </Button>
        )}
      </Stack>
      <Routes>
        <Route index element={<InboxView />} />
        <Route
          path=":threadId"
          element={<Thread typing={typing} read={read} send={(threadId) => send({ type: 'typing', threadId })} />}
        />
      </Routes>
      {cannedOpen && <CannedAnswersDialog onClose={() => setCannedOpen(false)} />}
    </>
  );
}
