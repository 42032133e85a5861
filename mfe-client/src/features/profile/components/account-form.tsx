import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ClientProfile } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { clientPasswordError, FIO_MAX } from '@pvz/contracts/validation/client-registration';
import { CodeField, CodeSentNote } from '@pvz/ui/code-sent-note';
import { useCodeRequest } from '@pvz/ui/use-code-request';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useClientEditAccountMutation } from '../api/edit-client';

type Field = 'fio' | 'phoneNumber' | 'password' | 'oldPassword' | 'phoneCode';

/** The check the server makes too, in the order of the fields. */
function problemOf(
  form: { fio: string; phoneNumber: string; password: string; oldPassword: string },
  changePassword: boolean,
) {
  const fio = form.fio.trim();
  if (fio.length === 0) return { field: 'fio' as const, error: messages.fioEmpty };
  if (fio.length > FIO_MAX) return { field: 'fio' as const, error: messages.fioTooLong };
  const phone = normalizePhone(form.phoneNumber);
  if (!phone.ok) return { field: 'phoneNumber' as const, error: phone.error };
  if (changePassword) {
    const problem = clientPasswordError(form.password);
    if (problem) return { field: 'password' as const, error: problem };
  }
  if (form.oldPassword.length === 0) return { field: 'oldPassword' as const, error: messages.passwordEmpty };
  return null;
}

/** The phone typed, normalised, when it is a valid phone other than the account's own. */
function newPhoneOf(typed: string, current: string): string | null {
  const phone = normalizePhone(typed);
  return phone.ok && phone.phone !== current ? phone.phone : null;
}

/**
 * Name, phone and (optionally) a new password; every change needs the current password, and a new
 * phone the code sent to it. The server answers «Пароли совпадают» when it saved; a wrong current
 * password has its own message, anything else the spec's general one (spec §8), with the reason shown
 * at its field.
 */
export function AccountForm({ profile }: { profile: ClientProfile }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, { isLoading }] = useClientEditAccountMutation();
  const [form, setForm] = useState({
    fio: profile.fio,
    phoneNumber: formatPhoneInput(profile.phoneNumber),
    password: '',
    oldPassword: '',
    phoneCode: '',
  });
  const [changePassword, setChangePassword] = useState(false);
  const codes = useCodeRequest('phone-change');
  const newPhone = newPhoneOf(form.phoneNumber, profile.phoneNumber);
  /** the code asked is for the phone typed now */
  const codeAsked = codes.request !== null && codes.phone === newPhone;
  const [problem, setProblem] = useState<{ field: Field; error: string } | null>(null);
  const errorOf = (field: Field) => (problem?.field === field ? problem.error : undefined);
  const field = (key: Field) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
    error: Boolean(errorOf(key)),
    helperText: errorOf(key),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(form, changePassword);
    if (found) return setProblem(found);
    if (newPhone && !codeAsked) return setProblem({ field: 'phoneNumber', error: messages.phoneChangeCodeRequired });
    if (newPhone && !form.phoneCode.trim()) return setProblem({ field: 'phoneCode', error: messages.codeEmpty });
    setProblem(null);
    try {
      const answer = await save({
        client: {
          fio: form.fio.trim(),
          // the form checked it: the phone as the server stores it
          phoneNumber: newPhone ?? profile.phoneNumber,
          oldPassword: form.oldPassword,
          ...(changePassword && { password: form.password }),
          ...(newPhone && { phoneCode: form.phoneCode.trim() }),
        },
        flag: changePassword,
      }).unwrap();
      if (answer.message !== messages.passwordsMatch) throw new Error(answer.message);
      enqueueSnackbar(messages.accountUpdated, { variant: 'success' });
      setForm({
        fio: answer.client.fio,
        phoneNumber: formatPhoneInput(answer.client.phoneNumber),
        password: '',
        oldPassword: '',
        phoneCode: '',
      });
      setChangePassword(false);
      codes.forget();
    } catch (error) {
      const reason = errorMessage(error);
      const wrongPassword = reason === messages.oldPasswordWrong;
      if (wrongPassword) setProblem({ field: 'oldPassword', error: reason });
      else if (newPhone) setProblem({ field: 'phoneCode', error: reason });
      enqueueSnackbar(wrongPassword ? messages.oldPasswordWrong : messages.accountUpdateFailed, { variant: 'error' });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="account-title"
      sx={{ p: 2 }}
    >
      <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Данные аккаунта
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <TextField label="Имя и фамилия" autoComplete="name" {...field('fio')} />
        <TextField
          label="Номер телефона"
          type="tel"
          autoComplete="tel"
          {...field('phoneNumber')}
          onChange={(event) =>
            setForm((current) => ({
              ...current,
              phoneNumber: formatPhoneInput(event.target.value, current.phoneNumber),
            }))
          }
        />
        {newPhone && !codeAsked && (
          <Button variant="outlined" loading={codes.sending} onClick={() => void codes.ask(newPhone)}>
            Получить код на новый номер
          </Button>
        )}
        {newPhone && codeAsked && codes.request && (
          <>
            <CodeField
              channels={codes.request.channels}
              sentTo={newPhone}
              name="phoneCode"
              value={form.phoneCode}
              onChange={(phoneCode) => setForm((current) => ({ ...current, phoneCode }))}
              error={errorOf('phoneCode')}
            />
            <CodeSentNote
              request={codes.request}
              resendIn={codes.resendIn}
              sending={codes.sending}
              onResend={() => void codes.ask(newPhone)}
            />
          </>
        )}
        <FormControlLabel
          control={<Switch checked={changePassword} onChange={(event) => setChangePassword(event.target.checked)} />}
          label="Сменить пароль"
        />
        {changePassword && (
          <TextField
            label="Новый пароль"
            type="password"
            autoComplete="new-password"
            {...field('password')}
            helperText={errorOf('password') ?? 'Не меньше 6 знаков'}
          />
        )}
        <TextField
          label="Текущий пароль"
          type="password"
          autoComplete="current-password"
          required
          {...field('oldPassword')}
          helperText={errorOf('oldPassword') ?? 'Нужен, чтобы сохранить изменения'}
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          Сохранить
        </Button>
      </Stack>
    </Paper>
  );
}
