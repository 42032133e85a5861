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
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '@pvz/api-client/error-message';
import { useRealtime } from '@pvz/api-client/use-realtime';
import { type GuestThreadKey, guestChatRoutes } from '@pvz/contracts/api/chat';
import { MessageComposer } from '@pvz/ui/chat/message-composer';
import { MessageList } from '@pvz/ui/chat/message-list';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { guestChatApi, useGuestThreadQuery, useSendGuestMessageMutation } from './api/guest-chat-api';
import { loadGuestKey, saveGuestKey } from './guest-key';
import { GuestStartForm } from './guest-start-form';

/** How long «Оператор печатает…» stays after the last sign of staff typing. */
const TYPING_SHOWN_MS = 5_000;

/** The guest's thread: the messages live, staff typing, and the field to write more. */
function GuestThread({ guestKey, onLost }: { guestKey: GuestThreadKey; onLost(): void }) {
  const dispatch = useDispatch();
  const thread = useGuestThreadQuery(guestKey);
  const [send] = useSendGuestMessageMutation();
  const [typingUntil, setTypingUntil] = useState(0);
  const [, redraw] = useState(0);
  const { status, send: sendLive } = useRealtime(
    guestChatRoutes.live,
    (event) => {
      if (event.type === 'message' || event.type === 'thread')
        dispatch(guestChatApi.util.invalidateTags(['GuestChat']));
      if (event.type === 'typing' && event.by === 'staff') {
        setTypingUntil(Date.now() + TYPING_SHOWN_MS);
        setTimeout(() => redraw((count) => count + 1), TYPING_SHOWN_MS);
      }
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
        <MessageList
          messages={thread.data.messages}
          mine="client"
          readUpTo={thread.data.readByStaff}
          typing={typingUntil > Date.now() ? 'Оператор' : null}
        />
      )}
      <MessageComposer
        photos={false}
        onSend={onSend}
        onTyping={() => sendLive({ type: 'typing', threadId: guestKey.threadId })}
      />
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
        {guestKey ? <GuestThread guestKey={guestKey} onLost={() => keep(null)} /> : <GuestStartForm onStarted={keep} />}
      </DialogContent>
    </Dialog>
  );
}
