import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { Choices } from '@pvz/api-client/reference-choices';
import type { AccessOverrides, UserScope } from '@pvz/contracts/access';
import type { RoleChoice, UserListItem } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { staffPasswordError, usernameError } from '@pvz/contracts/validation/staff-user';
import { FormDialog } from '@pvz/ui/form-dialog';
import { PasswordField } from '@pvz/ui/password-field';
import { type FormEvent, useState } from 'react';
import { type AccessDraft, AccessEditor } from '../../../components/access-editor';

export interface UserFormValues {
  username: string;
  password: string;
  role: string;
  scope: UserScope;
  overrides: AccessOverrides;
}

interface UserFormDialogProps {
  /** the user being edited; absent when creating */
  user?: UserListItem;
  roles: readonly RoleChoice[];
  choices: Choices;
  busy: boolean;
  /** the gateway's refusal of the last submit, shown in the dialog (the page behind it is hidden from screen readers) */
  refusal?: string;
  onSubmit(values: UserFormValues): void;
  onClose(): void;
}

type Errors = Partial<Record<'username' | 'password' | 'role' | 'points', string>>;

/** A user of a counter role with no point could neither accept nor hand over a parcel. */
const pointRequired = 'Укажите ПВЗ: без него пользователь этой роли не сможет принимать и выдавать товары';
const noScope: UserScope = { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null };

/** Create or edit a staff user: name, password, role; the points they work at; exceptions to the role. */
export function UserFormDialog({ user, roles, choices, busy, refusal, onSubmit, onClose }: UserFormDialogProps) {
  const editing = user !== undefined;
  const [tab, setTab] = useState<'main' | 'scope' | 'access'>('main');
  const [values, setValues] = useState<UserFormValues>({
    username: user?.username ?? '',
    password: '',
    role: user?.role ?? '',
    scope: user?.scope ?? noScope,
    overrides: user?.overrides ?? { pages: {}, columns: {} },
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setScope = (change: Partial<UserScope>) => set('scope', { ...values.scope, ...change });
  const pointName = new Map(choices.points.map((point) => [point.id, point.name]));
  const homeChoices = values.scope.allPoints
    ? choices.points
    : choices.points.filter((point) => values.scope.pointIds.includes(point.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      username: usernameError(values.username) ?? undefined,
      // when editing, an empty password keeps the old one
      password: editing && values.password === '' ? undefined : (staffPasswordError(values.password) ?? undefined),
      role: values.role ? undefined : messages.roleUnknown,
      points:
        roles.find((role) => role.code === values.role)?.atCounter &&
        !values.scope.allPoints &&
        values.scope.pointIds.length === 0
          ? pointRequired
          : undefined,
    };
    setErrors(found);
    if (found.username || found.password || found.role) return setTab('main');
    if (found.points) return setTab('scope');
    onSubmit(values);
  };

  return (
    <FormDialog
      title={editing ? 'Изменить пользователя' : 'Новый пользователь'}
      submitLabel={editing ? 'Сохранить' : 'Создать'}
      busy={busy}
      refusal={refusal}
      maxWidth="md"
      header={
        <Tabs value={tab} onChange={(_event, next) => setTab(next)} sx={{ px: 3 }} aria-label="Разделы пользователя">
          <Tab value="main" label="Основное" />
          <Tab value="scope" label="ПВЗ и СЦ" />
          <Tab value="access" label="Права" />
        </Tabs>
      }
      onSubmit={submit}
      onClose={onClose}
    >
      {tab === 'main' && (
        <>
          <TextField
            label="Имя пользователя"
            name="username"
            autoFocus
            autoComplete="off"
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            error={Boolean(errors.username)}
            helperText={errors.username}
          />
          <PasswordField
            label={editing ? 'Новый пароль' : 'Пароль'}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onValueChange={(text) => set('password', text)}
            error={errors.password}
            helperText={editing ? 'Оставьте пустым, чтобы не менять' : undefined}
          />
          <TextField
            select
            label="Роль"
            name="role"
            value={values.role}
            onChange={(event) => set('role', event.target.value)}
            error={Boolean(errors.role)}
            helperText={errors.role}
          >
            {roles.map((role) => (
              <MenuItem key={role.code} value={role.code}>
                {role.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {tab === 'scope' && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.scope.allPoints}
                onChange={(event) => setScope({ allPoints: event.target.checked })}
              />
            }
            label="Все ПВЗ"
          />
          <Autocomplete
            multiple
            disabled={values.scope.allPoints}
            options={choices.points.map((point) => point.id)}
            getOptionLabel={(id) => pointName.get(id) ?? String(id)}
            value={values.scope.pointIds}
            onChange={(_event, pointIds) =>
              setScope({
                pointIds,
                homePointId:
                  values.scope.homePointId !== null && pointIds.includes(values.scope.homePointId)
                    ? values.scope.homePointId
                    : null,
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="ПВЗ пользователя"
                error={Boolean(errors.points)}
                helperText={errors.points}
              />
            )}
          />
          <TextField
            select
            label="Домашний ПВЗ"
            value={values.scope.homePointId ?? ''}
            onChange={(event) =>
              setScope({ homePointId: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <MenuItem value="">Нет</MenuItem>
            {homeChoices.map((point) => (
              <MenuItem key={point.id} value={point.id}>
                {point.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Сортировочный центр"
            value={values.scope.sortingCenterId ?? ''}
            onChange={(event) =>
              setScope({ sortingCenterId: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <MenuItem value="">Все</MenuItem>
            {choices.sortingCenters.map((centre) => (
              <MenuItem key={centre.id} value={centre.id}>
                {centre.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {tab === 'access' && (
        <>
          <Alert severity="info">Отличия от прав роли. «Как у роли» — без исключения.</Alert>
          <AccessEditor
            mode="override"
            value={values.overrides as AccessDraft}
            onChange={(overrides) => set('overrides', overrides as AccessOverrides)}
          />
        </>
      )}
    </FormDialog>
  );
}
