import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rublesToKopecks } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';
import { useState } from 'react';

/** After a cash hand-over: what the client gave, and the change to give back (or what is still missing). */
export function ChangeCalculator({ due }: { due: number }) {
  const [given, setGiven] = useState('');
  const kopecks = given.trim() === '' ? null : rublesToKopecks(given);
  const difference = kopecks === null ? null : kopecks - due;
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        label="Клиент дал, ₽"
        size="small"
        value={given}
        onChange={(event) => setGiven(event.target.value)}
        error={given.trim() !== '' && kopecks === null}
        helperText={given.trim() !== '' && kopecks === null ? 'Сумма в рублях, например 2000 или 1999,50' : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        sx={{ width: 180 }}
      />
      {difference !== null && (
        <Typography variant="h6" component="p" role="status" color={difference < 0 ? 'error' : undefined}>
          {difference < 0 ? `Не хватает: ${formatMoney(-difference)}` : `Сдача: ${formatMoney(difference)}`}
        </Typography>
      )}
    </Stack>
  );
}
