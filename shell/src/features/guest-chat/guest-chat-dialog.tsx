import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '@pvz/api-client/error-message';
import { useRealtime } from '@pvz/api-client/use-realtime';
import { type GuestThreadKey, guestChatRoutes } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { MessageComposer } from '@pvz/ui/chat/message-composer';
import { MessageList } from '@pvz/ui/chat/message-list';
import { type FormEvent, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  guestChatApi,
  useGuestThreadQuery,
  useSendGuestMessageMutation,
  useStartGuestThreadMutation,
} from './api/guest-chat-api';
import { loadGuestKey, saveGuestKey } from './guest-key';

/** The first message with the guest's name and phone: it opens the thread. */
function StartForm({ onStarted }: { onStarted(key: GuestThreadKey): void }) {
  const [start, starting] = useStartGuestThreadMutation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = normalizePhone(phone);
    if (name.trim() === '') return setProblem(messages.chatGuestNameEmpty);
    if (!checked.ok) return setProblem(checked.error);
    if (body.trim() === '') return setProblem(messages.chatMessageEmpty);
    try {
      onStarted(await start({ name: name.trim(), phone: checked.phone, body }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate sx={{ gap: 2, pt: 1 }}>
      <Alert severity="info">
        Напишите вопрос — ответим здесь же. Войдите в кабинет, чтобы видеть переписку везде.
      </Alert>
      <TextField label="Ваше имя" value={name} onChange={(event) => setName(event.target.value)} autoFocus required />
      <TextField
        label="Телефон"
        value={phone}
        onChange={(event) => setPhone(formatPhoneInput(event.target.value))}
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <TextField
        label="Сообщение"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        required
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Button type="submit" variant="contained" disabled={starting.isLoading}>
        Отправить
      </Button>
    </Stack>
  );
}

/** The guest's thread: the messages live, and the field to write more. */
function GuestThread({ guestKey, onLost }: { guestKey: GuestThreadKey; onLost(): void }) {
  const dispatch = useDispatch();
  const thread = useGuestThreadQuery(guestKey);
  const [send] = useSendGuestMessageMutation();
  const { status } = useRealtime(
    guestChatRoutes.live,
    (event) => {
      if (event.type === 'message' || event.type === 'thread')
        dispatch(guestChatApi.util.invalidateTags(['GuestChat']));
    },
    { type: 'hello', threadId: guestKey.threadId, token: guestKey.token },
  );
  if (thread.error)
    return (
      <Stack sx={{ gap: 2, pt: 1 }}>
        <Alert severity="warning">{errorMessage(thread.error)}</Alert>
        <Button onClick={onLost}>Начать новый чат</Button>
      </Stack>
    );
  const onSend = async (body: string) => {
    try {
      await send({ ...guestKey, body }).unwrap();
    } catch (error) {
      throw new Error(errorMessage(error));
    }
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Chip
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        color={status === 'online' ? 'success' : 'default'}
        label={status === 'online' ? 'На связи' : 'Подключение…'}
      />
      {thread.data && (
        <MessageList messages={thread.data.messages} mine="client" readUpTo={thread.data.readByStaff} typing={null} />
      )}
      <MessageComposer photos={false} onSend={onSend} />
    </Stack>
  );
}

/** «Чат поддержки» for a guest of the public pages: by name and phone, the key kept in this browser. */
export default function GuestChatDialog({ onClose }: { onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [guestKey, setGuestKey] = useState(loadGuestKey);
  const keep = (key: GuestThreadKey | null) => {
    saveGuestKey(key);
    setGuestKey(key);
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="guest-chat-title">
      <DialogTitle id="guest-chat-title" sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flex: 1 }}>Чат поддержки</span>
        <IconButton aria-label="Закрыть" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {guestKey ? <GuestThread guestKey={guestKey} onLost={() => keep(null)} /> : <StartForm onStarted={keep} />}
      </DialogContent>
    </Dialog>
  );
}
