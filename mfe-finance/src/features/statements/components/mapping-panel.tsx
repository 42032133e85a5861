import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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

/**
 * Which column of the file holds what: suggested by the gateway (or the bank's profile), changed here.
 * Folded when the columns were found, open when they must be chosen.
 */
export function MappingPanel({ headers, mapping, busy, onChange, onApply }: MappingPanelProps) {
  const found = mapping.date !== '' && (mapping.amount !== '' || (mapping.debit !== '' && mapping.credit !== ''));
  return (
    <Accordion
      variant="outlined"
      defaultExpanded={!found}
      disableGutters
      component="section"
      aria-label="Колонки файла"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2">
          {found
            ? `Колонки файла: дата «${mapping.date}», сумма «${mapping.amount || `${mapping.debit}» / «${mapping.credit}`}»`
            : 'Укажите колонки файла'}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
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
      </AccordionDetails>
    </Accordion>
  );
}
