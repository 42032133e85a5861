import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClientPasswordResetMutation, useClientResetCodeVerifyMutation } from '@pvz/api-client/client-code-api';
import { errorMessage } from '@pvz/api-client/error-message';
import { messages } from '@pvz/contracts/messages';
import { clientPasswordError } from '@pvz/contracts/validation/client-registration';
import { PasswordField } from '@pvz/ui/password-field';
import { Link as RouterLink, useNavigate } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { PhoneCodeSteps } from './phone-code-steps';

/** /auth/client/reset: phone → code from the Telegram bot → new password; then the client signs in with it. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [verify] = useClientResetCodeVerifyMutation();
  const [reset, { isLoading }] = useClientPasswordResetMutation();
  const [phone, setPhone] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    const problem = clientPasswordError(password);
    if (problem) return setErrors({ password: problem });
    if (repeat !== password) return setErrors({ repeat: messages.passwordsDiffer });
    setErrors({});
    try {
      await reset({ phoneNumber: phone, newPassword: password }).unwrap();
      enqueueSnackbar(messages.passwordReset, { variant: 'success' });
      navigate('/auth/client/login', { replace: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Восстановление пароля
      </Typography>
      {phone ? (
        <Stack component="form" onSubmit={submit} noValidate sx={{ gap: 2 }}>
          <Typography variant="body2">Номер {phone} подтверждён. Придумайте новый пароль.</Typography>
          <PasswordField
            label="Новый пароль"
            name="newPassword"
            autoComplete="new-password"
            autoFocus
            value={password}
            onValueChange={setPassword}
            error={errors.password}
          />
          <PasswordField
            label="Повторите пароль"
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onValueChange={setRepeat}
            error={errors.repeat}
          />
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            Сохранить пароль
          </Button>
        </Stack>
      ) : (
        <PhoneCodeSteps
          purpose="reset"
          submitLabel="Подтвердить"
          onCode={async (phoneNumber, code) => {
            await verify({ phoneNumber, code }).unwrap();
            setPhone(phoneNumber);
          }}
        />
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
        <MuiLink component={RouterLink} to="/auth/client/login">
          Вернуться ко входу
        </MuiLink>
      </Typography>
    </Box>
  );
}
