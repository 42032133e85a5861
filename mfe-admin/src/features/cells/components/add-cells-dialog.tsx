import TextField from '@mui/material/TextField';
import { CELLS_ADD_MAX } from '@pvz/contracts/api/cells';
import { messages } from '@pvz/contracts/messages';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, useState } from 'react';

/** How many cells to add; they are numbered after the highest. */
export function AddCellsDialog({
  busy,
  refusal,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  refusal?: string;
  onSubmit(count: number): void;
  onClose(): void;
}) {
  const [count, setCount] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(count);
    if (!Number.isInteger(value) || value < 1 || value > CELLS_ADD_MAX) return setError(messages.cellsCountInvalid);
    setError(null);
    onSubmit(value);
  };
  return (
    <FormDialog
      title="Добавить ячейки"
      submitLabel="Добавить"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Сколько ячеек"
        autoFocus
        inputMode="numeric"
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Номера продолжат самый большой из имеющихся'}
      />
    </FormDialog>
  );
}
