import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { CELLS_ADD_MAX } from '@pvz/contracts/api/cells';
import { messages } from '@pvz/contracts/messages';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-cells-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-cells-title">Добавить ячейки</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <TextField
            label="Сколько ячеек"
            autoFocus
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Номера продолжат самый большой из имеющихся'}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" loading={busy}>
            Добавить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
