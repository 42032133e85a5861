import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ReturnRow } from '@pvz/contracts/api/returns';
import { kopecksToRublesInput, rublesToKopecks } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';
import { type FormEvent, useState } from 'react';

export interface Refund {
  id: number;
  priceRefund: number;
}

const refundWrong = 'Сумма в рублях, например 1500 или 1500,50';

/**
 * «Проверено» for the ticked returns: the refund of each, in roubles, the parcel's price unless typed
 * otherwise. The gateway checks the amounts again (not above the price).
 */
export function VerifyDialog({
  rows,
  busy,
  refusal,
  onConfirm,
  onClose,
}: {
  rows: readonly ReturnRow[];
  busy: boolean;
  refusal?: string;
  onConfirm(refunds: Refund[]): void;
  onClose(): void;
}) {
  const [typed, setTyped] = useState<Record<number, string>>(() =>
    Object.fromEntries(rows.map((row) => [row.id, row.price === undefined ? '' : kopecksToRublesInput(row.price)])),
  );
  const amounts = rows.map((row) => ({ id: row.id, priceRefund: rublesToKopecks(typed[row.id] ?? '') }));
  const valid = amounts.every((amount) => amount.priceRefund !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onConfirm(amounts.map(({ id, priceRefund }) => ({ id, priceRefund: priceRefund ?? 0 })));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="verify-dialog-title" maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="verify-dialog-title">Проверено: суммы возврата</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label="Суммы возврата">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>Товар</TableCell>
                <TableCell align="right">Стоимость</TableCell>
                <TableCell>Сумма возврата, ₽</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const wrong = amounts[index]?.priceRefund === null;
                return (
                  <TableRow key={row.id}>
                    <TableCell>{row.id}</TableCell>
                    <TableCell>{row.productName ?? ''}</TableCell>
                    <TableCell align="right">{row.price === undefined ? '' : formatMoney(row.price)}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        autoFocus={index === 0}
                        value={typed[row.id] ?? ''}
                        onChange={(event) => setTyped((current) => ({ ...current, [row.id]: event.target.value }))}
                        error={wrong}
                        helperText={wrong ? refundWrong : undefined}
                        slotProps={{ htmlInput: { 'aria-label': `Сумма возврата ${row.id}`, inputMode: 'decimal' } }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={!valid} loading={busy}>
            Проверено
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
