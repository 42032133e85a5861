import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import type { GuestThreadKey } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { PointAddressSelect } from '@pvz/ui/point-select';
import { type FormEvent, useState } from 'react';
import { useGuestChatPointsQuery, useStartGuestThreadMutation } from './api/guest-chat-api';

/**
 * The first message with the guest's name and phone, and the point it is about if they name one (its
 * staff answer then): it opens the thread.
 */
export function GuestStartForm({ onStarted }: { onStarted(key: GuestThreadKey): void }) {
  const [start, starting] = useStartGuestThreadMutation();
  const points = useGuestChatPointsQuery();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [pointId, setPointId] = useState<number | ''>('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = normalizePhone(phone);
    if (name.trim() === '') return setProblem(messages.chatGuestNameEmpty);
    if (!checked.ok) return setProblem(checked.error);
    if (body.trim() === '') return setProblem(messages.chatMessageEmpty);
    try {
      const point = pointId === '' ? {} : { pointId };
      onStarted(await start({ name: name.trim(), phone: checked.phone, body, ...point }).unwrap());
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
      <PointAddressSelect
        points={points.data?.points ?? []}
        value={pointId}
        onChange={setPointId}
        helperText={points.isError ? errorMessage(points.error) : 'Если вопрос о нём: ответят его сотрудники'}
        error={points.isError}
        emptyLabel="Не выбран"
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
