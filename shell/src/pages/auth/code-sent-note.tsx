import { Alert, Button, Link, Stack } from '@mui/material';
import type { SendCodeResponse } from '@pvz/contracts/api/client-identity';

interface CodeSentNoteProps {
  request: SendCodeResponse;
  resendIn: number;
  sending: boolean;
  onResend(): void;
}

/** Where the code comes from, the bot to open first, and asking again once allowed. */
export function CodeSentNote({ request, resendIn, sending, onResend }: CodeSentNoteProps) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Alert severity="info">
        Код придёт в Telegram от нашего бота. Если вы ещё не открывали бота, откройте его, нажмите «Старт» и поделитесь
        номером — код придёт сразу.
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
