import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_FILES_MAX, CHAT_MESSAGE_MAX } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { type ReactNode, useRef, useState } from 'react';

interface Props {
  /** sends the text with the photos; resolves when sent (the field empties), rejects with the refusal */
  onSend(body: string, photos: File[]): Promise<void>;
  /** called while typing, at most every few seconds */
  onTyping?(): void;
  /** photos may be attached */
  photos?: boolean;
  /** e.g. the note switch and canned answers */
  extra?: ReactNode;
  /** a canned answer put into the field */
  insert?: { text: string; key: number } | null;
  disabled?: boolean;
  label?: string;
}

const TYPING_EVERY_MS = 3_000;

/** The message field: Enter sends, Shift+Enter starts a new line; photos from the phone's camera or files. */
export function MessageComposer({
  onSend,
  onTyping,
  photos = true,
  extra,
  insert,
  disabled,
  label = 'Сообщение',
}: Props) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const typedAt = useRef(0);
  const [inserted, setInserted] = useState<number | null>(null);
  if (insert && insert.key !== inserted) {
    setInserted(insert.key);
    setText((current) => (current ? `${current}\n${insert.text}` : insert.text));
  }

  const send = async () => {
    if (busy) return;
    if (text.trim() === '') {
      setProblem(messages.chatMessageEmpty);
      return;
    }
    setBusy(true);
    try {
      await onSend(text, files);
      setText('');
      setFiles([]);
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-end' }}>
        <TextField
          label={label}
          multiline
          maxRows={6}
          fullWidth
          value={text}
          disabled={disabled}
          error={Boolean(problem)}
          helperText={problem}
          onChange={(event) => {
            setText(event.target.value);
            if (onTyping && Date.now() - typedAt.current > TYPING_EVERY_MS) {
              typedAt.current = Date.now();
              onTyping();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        {photos && (
          <IconButton component="label" aria-label="Приложить фото" disabled={disabled}>
            <AttachFileIcon />
            <input
              hidden
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => setFiles([...(event.target.files ?? [])].slice(0, CHAT_FILES_MAX))}
            />
          </IconButton>
        )}
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          loading={busy}
          disabled={disabled}
          onClick={() => void send()}
        >
          Отправить
        </Button>
      </Stack>
      {files.length > 0 && <Typography variant="body2">Фото: {files.map((file) => file.name).join(', ')}</Typography>}
      {extra}
    </Stack>
  );
}
