import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { RoleItem, UserListItem } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { staffPasswordError, usernameError } from '@pvz/contracts/validation/staff-user';
import { type FormEvent, useState } from 'react';

export interface UserFormValues {
  username: string;
  password: string;
  role: string;
}

interface UserFormDialogProps {
  /** the user being edited; absent when creating */
  user?: UserListItem;
  roles: readonly RoleItem[];
  busy: boolean;
  /** the gateway's refusal of the last submit, shown in the dialog (the page behind it is hidden from screen readers) */
  refusal?: string;
  onSubmit(values: UserFormValues): void;
  onClose(): void;
}

type Errors = Partial<Record<keyof UserFormValues, string>>;

/** Create or edit a staff user. The checks mirror the gateway's; what was typed stays on a refusal. */
export function UserFormDialog({ user, roles, busy, refusal, onSubmit, onClose }: UserFormDialogProps) {
  const editing = user !== undefined;
  const [values, setValues] = useState<UserFormValues>({
    username: user?.username ?? '',
    password: '',
    role: user?.role ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof UserFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      username: usernameError(values.username) ?? undefined,
      // when editing, an empty password keeps the old one
      password: editing && values.password === '' ? undefined : (staffPasswordError(values.password) ?? undefined),
      role: values.role ? undefined : messages.roleUnknown,
    };
    setErrors(found);
    if (!found.username && !found.password && !found.role) onSubmit(values);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="user-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="user-form-title">{editing ? 'Изменить пользователя' : 'Новый пользователь'}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <TextField
              label="Имя пользователя"
              name="username"
              autoFocus
              autoComplete="off"
              value={values.username}
              onChange={set('username')}
              error={Boolean(errors.username)}
              helperText={errors.username}
            />
            <TextField
              label={editing ? 'Новый пароль' : 'Пароль'}
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              error={Boolean(errors.password)}
              helperText={errors.password ?? (editing ? 'Оставьте пустым, чтобы не менять' : undefined)}
            />
            <TextField
              select
              label="Роль"
              name="role"
              value={values.role}
              onChange={set('role')}
              error={Boolean(errors.role)}
              helperText={errors.role}
            >
              {roles.map((role) => (
                <MenuItem key={role.code} value={role.code}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {editing ? 'Сохранить' : 'Создать'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
