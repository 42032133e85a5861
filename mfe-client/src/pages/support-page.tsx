import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useRealtime } from '@pvz/api-client/use-realtime';
import { clientChatRoutes } from '@pvz/contracts/api/chat';
import { MessageComposer } from '@pvz/ui/chat/message-composer';
import { MessageList } from '@pvz/ui/chat/message-list';
import { soundWhenAway } from '@pvz/ui/chat/new-message-sound';
import { PageHeader } from '@pvz/ui/page-header';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  supportApi,
  useReadSupportThreadMutation,
  useSendSupportMessageMutation,
  useStartSupportThreadMutation,
  useSupportThreadsQuery,
  useUploadSupportPhotoMutation,
} from '../features/support/api/support-api';

const TYPING_SHOWN_MS = 5_000;

/**
 * /client/support: the client writes to support and sees the answers live (with a sound when the page
 * is not in front), with «Прочитано» on what staff have read and «Оператор печатает…»; the first
 * message opens a thread, a closed one opens again when the client writes.
 */
export default function SupportPage() {
  const dispatch = useDispatch();
  const { data, isLoading } = useSupportThreadsQuery();
  const thread = data?.threads[0];
  const [start] = useStartSupportThreadMutation();
  const [send] = useSendSupportMessageMutation();
  const [upload] = useUploadSupportPhotoMutation();
  const [read] = useReadSupportThreadMutation();
  const [readByStaff, setReadByStaff] = useState<number | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, redraw] = useState(0);
  const { status, send: sendLive } = useRealtime(clientChatRoutes.live, (event) => {
    if (event.type === 'message' || event.type === 'thread') dispatch(supportApi.util.invalidateTags(['Support']));
    // an answer while the client looks elsewhere (another tab, the phone locked): a sound calls them back
    if (event.type === 'message' && event.message.author === 'staff') soundWhenAway();
    if (event.type === 'read' && event.by === 'staff')
      setReadByStaff((current) => Math.max(current ?? 0, event.messageId));
    if (event.type === 'typing' && event.by === 'staff') {
      setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      setTimeout(() => redraw((count) => count + 1), TYPING_SHOWN_MS);
    }
  });
  const lastId = thread?.messages.at(-1)?.id;
  useEffect(() => {
    if (thread && lastId !== undefined) void read({ threadId: thread.id, messageId: lastId });
  }, [thread, lastId, read]);

  const photosOf = async (photos: File[]) =>
    Promise.all(photos.map(async (photo) => (await upload(photo).unwrap()).id));
  const onSend = async (body: string, photos: File[]) => {
    try {
      if (thread) {
        await send({
          operationId: crypto.randomUUID(),
          threadId: thread.id,
          body,
          files: await photosOf(photos),
        }).unwrap();
      } else {
        await start({ operationId: crypto.randomUUID(), body, files: await photosOf(photos) }).unwrap();
      }
    } catch (error) {
      throw new Error(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader title="Поддержка" />
      <Stack sx={{ gap: 2, maxWidth: 720 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={status === 'online' ? 'success' : 'default'}
            label={status === 'online' ? 'На связи' : 'Подключение…'}
          />
          {thread?.status === 'closed' && <Chip size="small" label="Обращение закрыто: напишите, чтобы продолжить" />}
        </Stack>
        <Paper variant="outlined" sx={{ px: 2, minHeight: 200 }}>
          {!isLoading && !thread && (
            <Alert severity="info" sx={{ my: 2 }}>
              Здравствуйте! Напишите, чем мы можем помочь: ответим здесь же.
            </Alert>
          )}
          {thread && (
            <MessageList
              messages={thread.messages}
              mine="client"
              readUpTo={Math.max(readByStaff ?? 0, thread.readByStaff ?? 0) || null}
              typing={typingUntil > Date.now() ? 'Оператор' : null}
            />
          )}
        </Paper>
        <Typography variant="body2" color="text.secondary">
          Enter — отправить, Shift+Enter — новая строка.
        </Typography>
        <MessageComposer
          photos
          onSend={onSend}
          onTyping={thread ? () => sendLive({ type: 'typing', threadId: thread.id }) : undefined}
        />
      </Stack>
    </>
  );
}
