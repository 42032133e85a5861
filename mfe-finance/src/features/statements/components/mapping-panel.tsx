import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { StatementMapping } from '@pvz/contracts/api/statements';

const fieldTitle: Record<keyof StatementMapping, string> = {
  date: 'Дата',
  amount: 'Сумма (со знаком)',
  debit: 'Списание',
  credit: 'Поступление',
  counterparty: 'Контрагент',
  inn: 'ИНН',
  account: 'Счёт контрагента',
  purpose: 'Назначение',
  document: 'Номер документа',
};

interface MappingPanelProps {
  headers: string[];
  mapping: StatementMapping;
  busy: boolean;
  onChange(mapping: StatementMapping): void;
  onApply(): void;
}

/** Which column of the file holds what: suggested by the gateway (or the bank's profile), changed here. */
export function MappingPanel({ headers, mapping, busy, onChange, onApply }: MappingPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Колонки файла">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        Колонки файла
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {(Object.keys(fieldTitle) as (keyof StatementMapping)[]).map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={fieldTitle[field]}
            value={mapping[field]}
            onChange={(event) => onChange({ ...mapping, [field]: event.target.value })}
            sx={{ width: 210 }}
          >
            <MenuItem value="">—</MenuItem>
            {headers
              .filter((header) => header !== '')
              .map((header) => (
                <MenuItem key={header} value={header}>
                  {header}
                </MenuItem>
              ))}
          </TextField>
        ))}
        <Button variant="outlined" onClick={onApply} loading={busy}>
          Применить
        </Button>
      </Stack>
    </Paper>
  );
}
