import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import {
  type Audience,
  type AudienceKind,
  audienceKinds,
  audienceKindTitle,
  networkAudienceKinds,
} from '@pvz/contracts/api/broadcasts';
import { messageLimits } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import { type FormEvent, useCallback, useState } from 'react';
import { useMessagesChoicesQuery } from '../api/get-choices';
import { useMessagesRecipientsCountMutation } from '../api/send-broadcast';
import { useSendMessage } from '../hooks/use-send-message';
import { type AudienceDraft, AudienceFields, audienceOf, emptyAudience } from './audience-fields';

/** The message's own problem, checked as the gateway checks it (after trimming). */
function contentProblem(title: string, message: string): string | undefined {
  if (title.trim() === '') return messages.messageTitleEmpty;
  if (title.trim().length > messageLimits.title) return messages.messageTitleTooLong;
  if (message.trim() === '') return messages.messageTextEmpty;
  if (message.trim().length > messageLimits.message) return messages.messageTextTooLong;
  return undefined;
}

const counter = (text: string, limit: number) => `${text.trim().length} / ${limit}`;

/** A message to everybody of a kind, once the sender has seen how many get it. */
interface Confirming {
  audience: Audience;
  recipients: number;
}

/**
 * «Написать сообщение»: whom (an employee, a role, a point's staff, a client; all clients or all staff
 * for a sender with every point), a title and a text within their limits. One employee or one client
 * is written to by the spec's calls, anyone else by a broadcast. Writing to everybody asks first,
 * saying how many will get it.
 */
export function BroadcastForm() {
  const choices = useMessagesChoicesQuery().data;
  const [draft, setDraft] = useState<AudienceDraft>(emptyAudience);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const { send, sending } = useSendMessage();
  const [count, counting] = useMessagesRecipientsCountMutation();
  const sent = useCallback(() => {
    setConfirming(null);
    setTitle('');
    setMessage('');
  }, []);
  const { run, refusal, setRefusal } = useDialogAction(sent);
  // a client is written to by those with the clients page, as POST /api/messages requires
  const writesToClients = usePageLevel('admin-clients') === 'write';
  const kinds = audienceKinds.filter(
    (kind) => (choices?.networkWide || !networkAudienceKinds.includes(kind)) && (kind !== 'client' || writesToClients),
  );

  const sendTo = (audience: Audience) =>
    run(JSON.stringify([audience, title, message]), (operationId) => send(audience, { title, message }, operationId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const chosen = audienceOf(draft);
    const error = 'error' in chosen ? chosen.error : contentProblem(title, message);
    setProblem(error);
    if (error || !('audience' in chosen)) return;
    if (!networkAudienceKinds.includes(chosen.audience.kind)) return sendTo(chosen.audience);
    try {
      const { recipients } = await count({ audience: chosen.audience }).unwrap();
      setConfirming({ audience: chosen.audience, recipients });
    } catch (failure) {
      setRefusal(errorMessage(failure));
    }
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2, mb: 3 }}>
      <Stack sx={{ gap: 2, maxWidth: 720 }}>
        <TextField
          select
          label="Кому"
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value as AudienceKind })}
        >
          {kinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {audienceKindTitle[kind]}
            </MenuItem>
          ))}
        </TextField>
        <AudienceFields draft={draft} choices={choices} onChange={setDraft} />
        <TextField
          required
          label="Заголовок"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={title.trim().length > messageLimits.title}
          helperText={counter(title, messageLimits.title)}
        />
        <TextField
          required
          multiline
          minRows={4}
          label="Текст сообщения"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={message.trim().length > messageLimits.message}
          helperText={counter(message, messageLimits.message)}
        />
        {(problem ?? refusal) && !confirming && <Alert severity="error">{problem ?? refusal}</Alert>}
        <Stack direction="row">
          <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={sending || counting.isLoading}>
            Отправить
          </Button>
        </Stack>
      </Stack>
      {confirming && (
        <ConfirmDialog
          open
          title={`Отправить ${audienceKindTitle[confirming.audience.kind].toLowerCase()}?`}
          confirmLabel="Отправить"
          busy={sending}
          refusal={refusal}
          onConfirm={() => void sendTo(confirming.audience)}
          onClose={() => setConfirming(null)}
        >
          Сообщение «{title.trim()}» уйдёт {audienceKindTitle[confirming.audience.kind].toLowerCase()}. Получателей:{' '}
          {confirming.recipients.toLocaleString('ru-RU')}.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
