import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import type { CodePurpose } from '@pvz/contracts/api/client-identity';
import { messages } from '@pvz/contracts/messages';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { CodeField, CodeSentNote } from '@pvz/ui/code-sent-note';
import { useCodeRequest } from '@pvz/ui/use-code-request';
import { type FormEvent, useState } from 'react';

interface PhoneCodeStepsProps {
  purpose: CodePurpose;
  submitLabel: string;
  /** checks the code with the server; a rejection's message is shown under the code field */
  onCode(phoneNumber: string, code: string): Promise<void>;
}

/** Phone → «Получить код» → the code from the bot or an SMS; Enter submits either step. */
export function PhoneCodeSteps({ purpose, submitLabel, onCode }: PhoneCodeStepsProps) {
  const codes = useCodeRequest(purpose);
  const [phoneInput, setPhoneInput] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const askCode = async (event: FormEvent) => {
    event.preventDefault();
    const checked = normalizePhone(phoneInput);
    if (!checked.ok) return setErrors({ phone: checked.error });
    setErrors({});
    if (await codes.ask(checked.phone)) setPhone(checked.phone);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    if (!code.trim()) return setErrors({ code: messages.codeEmpty });
    setErrors({});
    setBusy(true);
    try {
      await onCode(phone, code.trim());
    } catch (error) {
      setErrors({ code: errorMessage(error) });
      setBusy(false);
    }
  };

  if (!phone || !codes.request) {
    return (
      <Stack component="form" onSubmit={askCode} noValidate sx={{ gap: 2 }}>
        <TextField
          label="Номер телефона"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          autoFocus
          value={phoneInput}
          onChange={(event) => setPhoneInput(formatPhoneInput(event.target.value, phoneInput))}
          error={Boolean(errors.phone)}
          helperText={errors.phone}
        />
        <Button type="submit" variant="contained" size="large" loading={codes.sending}>
          Получить код
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" onSubmit={submitCode} noValidate sx={{ gap: 2 }}>
      <CodeField channels={codes.request.channels} sentTo={phone} value={code} onChange={setCode} error={errors.code} />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {submitLabel}
      </Button>
      <CodeSentNote
        request={codes.request}
        resendIn={codes.resendIn}
        sending={codes.sending}
        onResend={() => void codes.ask(phone)}
      />
      <Button
        variant="text"
        color="inherit"
        onClick={() => {
          codes.abandon();
          setPhone(null);
          setCode('');
        }}
      >
        Изменить номер
      </Button>
    </Stack>
  );
}
