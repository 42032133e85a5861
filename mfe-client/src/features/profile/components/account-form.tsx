import { Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ClientProfile } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { clientPasswordError, FIO_MAX } from '@pvz/contracts/validation/client-registration';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useClientEditAccountMutation } from '../api/edit-client';

type Field = 'fio' | 'phoneNumber' | 'password' | 'oldPassword';

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

/**
 * Name, phone and (optionally) a new password; every change needs the current password. The server
 * answers «Пароли совпадают» when it saved; a wrong current password has its own message, anything
 * else the spec's general one (spec §8).
 */
export function AccountForm({ profile }: { profile: ClientProfile }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, { isLoading }] = useClientEditAccountMutation();
  const [form, setForm] = useState({
    fio: profile.fio,
    phoneNumber: profile.phoneNumber,
    password: '',
    oldPassword: '',
  });
  const [changePassword, setChangePassword] = useState(false);
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
    setProblem(null);
    try {
      const answer = await save({
        client: {
          fio: form.fio.trim(),
          phoneNumber: form.phoneNumber,
          oldPassword: form.oldPassword,
          ...(changePassword && { password: form.password }),
        },
        flag: changePassword,
      }).unwrap();
      if (answer.message !== messages.passwordsMatch) throw new Error(answer.message);
      enqueueSnackbar(messages.accountUpdated, { variant: 'success' });
      setForm({ fio: answer.client.fio, phoneNumber: answer.client.phoneNumber, password: '', oldPassword: '' });
      setChangePassword(false);
    } catch (error) {
      const wrongPassword = errorMessage(error) === messages.oldPasswordWrong;
      if (wrongPassword) setProblem({ field: 'oldPassword', error: messages.oldPasswordWrong });
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
        <TextField label="Номер телефона" type="tel" autoComplete="tel" {...field('phoneNumber')} />
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
