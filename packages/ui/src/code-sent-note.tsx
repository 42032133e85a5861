import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CodeChannel, SendCodeResponse } from '@pvz/contracts/api/client-identity';

/** The code field's label, by the ways codes travel here. */
function codeFieldLabel(channels: readonly CodeChannel[]): string {
  const telegram = channels.includes('telegram');
  const sms = channels.includes('sms');
  if (telegram && sms) return 'Код из SMS или Telegram';
  if (sms) return 'Код из SMS';
  if (telegram) return 'Код из Telegram';
  return 'Код подтверждения';
}

/** Where the code comes from (the bot knows the phone → Telegram, else SMS), and how to reach the bot. */
function whereItComes(channels: readonly CodeChannel[]): string {
  const telegram = channels.includes('telegram');
  const sms = channels.includes('sms');
  if (telegram && sms)
    return 'Код придёт в Telegram от нашего бота, если вы подключали к нему этот номер, иначе — по SMS.';
  if (sms) return 'Код придёт по SMS на этот номер.';
  if (telegram)
    return 'Код придёт в Telegram от нашего бота. Если вы ещё не открывали бота, откройте его, нажмите «Старт» и поделитесь номером — код придёт сразу.';
  return 'Сервис отправки кодов не настроен: код записан в журнал сервера.';
}

interface CodeSentNoteProps {
  request: SendCodeResponse;
  resendIn: number;
  sending: boolean;
  onResend(): void;
}

/** Where the code comes from, the bot to open, and asking again once allowed. */
export function CodeSentNote({ request, resendIn, sending, onResend }: CodeSentNoteProps) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Alert severity="info">
        {whereItComes(request.channels)}
        {request.botLink && (
          <>
            {' '}
            <Link href={request.botLink} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
              Открыть бота
            </Link>
          </>
        )}
      </Alert>
      <Button variant="text" onClick={onResend} disabled={resendIn > 0} loading={sending}>
        {resendIn > 0 ? `Получить код заново через ${resendIn} с` : 'Получить код заново'}
      </Button>
    </Stack>
  );
}

interface CodeFieldProps {
  channels: readonly CodeChannel[];
  /** the phone the code went to, said under the field */
  sentTo: string;
  value: string;
  onChange(value: string): void;
  /** the server's answer to a wrong code, shown instead */
  error?: string;
  name?: string;
}

/** The one-time code's field: focused, digits on a phone's keyboard, the browser's own code filling allowed. */
export function CodeField({ channels, sentTo, value, onChange, error, name = 'code' }: CodeFieldProps) {
  return (
    <TextField
      label={codeFieldLabel(channels)}
      name={name}
      autoComplete="one-time-code"
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? `Код отправлен на номер ${sentTo}`}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
    />
  );
}
