import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RoleInput, RoleItem } from '@pvz/contracts/api/roles';
import { roleProblem } from '@pvz/contracts/validation/role';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, useState } from 'react';
import { type AccessDraft, AccessEditor } from '../../../components/access-editor';

interface RoleFormDialogProps {
  role?: RoleItem;
  busy: boolean;
  refusal?: string;
  onSubmit(input: RoleInput): void;
  onClose(): void;
}

/** A role: code (fixed once created), name and access structure. */
export function RoleFormDialog({ role, busy, refusal, onSubmit, onClose }: RoleFormDialogProps) {
  const editing = role !== undefined;
  const [code, setCode] = useState(role?.code ?? '');
  const [name, setName] = useState(role?.name ?? '');
  const [access, setAccess] = useState<AccessDraft>({ pages: role?.pages ?? {}, columns: role?.columns ?? {} });
  const [problem, setProblem] = useState<{ field: string; error: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { code: code.trim().toUpperCase(), name, pages: access.pages, columns: access.columns } as RoleInput;
    const found = roleProblem(input);
    setProblem(found);
    if (!found) onSubmit(input);
  };

  return (
    <FormDialog
      title={editing ? `Роль «${role.name}»` : 'Новая роль'}
      submitLabel={editing ? 'Сохранить' : 'Создать'}
      busy={busy}
      refusal={refusal}
      maxWidth="md"
      onSubmit={submit}
      onClose={onClose}
    >
      {problem && !['code', 'name'].includes(problem.field) && <Alert severity="error">{problem.error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label="Код роли"
          value={code}
          disabled={editing}
          autoFocus={!editing}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={problem?.field === 'code'}
          helperText={problem?.field === 'code' ? problem.error : editing ? undefined : 'Например, CASHIER'}
        />
        <TextField
          label="Название"
          value={name}
          autoFocus={editing}
          onChange={(event) => setName(event.target.value)}
          error={problem?.field === 'name'}
          helperText={problem?.field === 'name' ? problem.error : undefined}
        />
      </Stack>
      <AccessEditor mode="role" value={access} onChange={setAccess} />
    </FormDialog>
  );
}
