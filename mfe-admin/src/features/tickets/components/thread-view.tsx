import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { usePageLevel } from '@pvz/api-client/page-level';
import { MessageComposer } from '@pvz/ui/chat/message-composer';
import { MessageList } from '@pvz/ui/chat/message-list';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useNavigate } from '@pvz/ui/router';
import { useEffect, useState } from 'react';
import {
  useAssignTicketMutation,
  useCannedAnswersQuery,
  useReadTicketMutation,
  useRemoveTicketMutation,
  useSendTicketMessageMutation,
  useSetTicketStatusMutation,
  useTicketThreadQuery,
  useUploadChatPhotoMutation,
} from '../api/tickets-api';
import { waitingTime } from '../waiting-time';
import { PassToColleague } from './pass-to-colleague';

interface Props {
  threadId: number;
  /** whether the client is typing now */
  clientTyping: boolean;
  /** the last message the client has read since the thread was loaded, heard live */
  clientRead: number | null;
  onTyping(): void;
}

/**
 * One thread: the conversation with «Прочитано» on what the client has read, the answer or an internal
 * note, canned answers, and what to do with the thread.
 */
export function ThreadView({ threadId, clientTyping, clientRead, onTyping }: Props) {
  const session = useSession();
  const me = session.status === 'staff' ? session.user.id : null;
  const writes = usePageLevel('extra-tickets') === 'write';
  const { data, isError } = useTicketThreadQuery(threadId);
  const canned = useCannedAnswersQuery().data?.answers ?? [];
  const [send] = useSendTicketMessageMutation();
  const [upload] = useUploadChatPhotoMutation();
  const [read] = useReadTicketMutation();
  const [assign] = useAssignTicketMutation();
  const [setStatus] = useSetTicketStatusMutation();
  const [remove, removing] = useRemoveTicketMutation();
  const [internal, setInternal] = useState(false);
  const [insert, setInsert] = useState<{ text: string; key: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const navigate = useNavigate();
  const lastId = data?.messages.at(-1)?.id;

  useEffect(() => {
    if (lastId !== undefined) void read({ threadId, messageId: lastId });
  }, [lastId, threadId, read]);

  if (isError) return <Alert severity="error">Обращение не найдено или удалено.</Alert>;
  if (!data) return null;
  const { thread } = data;
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setRefusal(undefined);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {thread.name} · {thread.phone}
          {thread.guest && ' (гость)'}
        </Typography>
        {thread.waitingSince && <Typography color="warning.main">{waitingTime(thread.waitingSince)}</Typography>}
        {thread.assignedTo?.id === me ? (
          <Button onClick={() => act(() => assign({ threadId, userId: null }).unwrap())}>Снять с себя</Button>
        ) : (
          <Button onClick={() => me !== null && act(() => assign({ threadId, userId: me }).unwrap())}>
            Взять себе
          </Button>
        )}
        {writes && (
          <PassToColleague
            threadId={threadId}
            except={[me, thread.assignedTo?.id ?? null]}
            onPass={(userId) => act(() => assign({ threadId, userId }).unwrap())}
          />
        )}
        <Button
          onClick={() =>
            act(() => setStatus({ threadId, status: thread.status === 'open' ? 'closed' : 'open' }).unwrap())
          }
        >
          {thread.status === 'open' ? 'Закрыть' : 'Открыть снова'}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          Удалить
        </Button>
      </Stack>
      {thread.guest && (
        <Alert severity="warning">
          Гость не подтвердил телефон: не называйте ему ничего о заказах этого номера — пусть войдёт в кабинет.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {thread.subject}
        {thread.point && ` · ${thread.point.name}`}
        {thread.assignedTo && ` · ведёт ${thread.assignedTo.name}`}
        {thread.status === 'closed' && ' · закрыто'}
      </Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <MessageList
        messages={data.messages}
        mine="staff"
        readUpTo={Math.max(clientRead ?? 0, data.readByClient ?? 0) || null}
        typing={clientTyping ? 'Клиент' : null}
      />
      <MessageComposer
        label={internal ? 'Заметка для своих' : 'Ответ клиенту'}
        insert={insert}
        onTyping={internal ? undefined : onTyping}
        onSend={async (body, photos) => {
          try {
            const files = await Promise.all(photos.map(async (photo) => (await upload(photo).unwrap()).id));
            await send({ operationId: crypto.randomUUID(), threadId, body, internal, files }).unwrap();
          } catch (error) {
            throw new Error(errorMessage(error));
          }
        }}
        extra={
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />}
              label="Заметка (клиент не увидит)"
            />
            {canned.length > 0 && (
              <TextField
                select
                size="small"
                label="Шаблон ответа"
                value=""
                sx={{ minWidth: 220 }}
                onChange={(event) => {
                  const chosen = canned.find((answer) => answer.id === Number(event.target.value));
                  if (chosen) setInsert({ text: chosen.body, key: Date.now() });
                }}
              >
                {canned.map((answer) => (
                  <MenuItem key={answer.id} value={answer.id}>
                    {answer.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Удалить обращение?"
        confirmLabel="Удалить"
        destructive
        busy={removing.isLoading}
        onConfirm={() =>
          act(async () => {
            await remove({ threadId }).unwrap();
            navigate('/tickets');
          })
        }
        onClose={() => setConfirming(false)}
      >
        Обращение «{thread.subject}» пропадёт из списка и у клиента.
      </ConfirmDialog>
    </Stack>
  );
}
