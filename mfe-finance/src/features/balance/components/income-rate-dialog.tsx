import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { formatMoscowDate, moscowDay } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useIncomeRatesQuery, useSetIncomeRateMutation } from '../api/income-rates';
import type { IncomeRow } from './income-table';

const percentFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const asPercent = (value: number) => `${percentFormat.format(value)} %`;

/**
 * An earner's percents over time, and for the director a new one from a day on (today or later:
 * what was earned is never recounted).
 */
export function IncomeRateDialog({ row, maySet, onClose }: { row: IncomeRow; maySet: boolean; onClose(): void }) {
  const owner = row.earner === 'partner' ? { pvzId: row.earnerId } : { managerId: row.earnerId };
  const rates = useIncomeRatesQuery(owner);
  const [setRate, setting] = useSetIncomeRateMutation();
  const today = moscowDay();
  const [percent, setPercent] = useState(String(row.percent).replace('.', ','));
  const [startsOn, setStartsOn] = useState(today);
  const [problem, setProblem] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!maySet) return onClose();
    const value = Number(percent.replace(',', '.').trim());
    if (percent.trim() === '' || percentToBp(value) === null) return setProblem(messages.incomeRatePercent);
    setProblem(undefined);
    try {
      await setRate({ ...owner, percent: value, startsOn }).unwrap();
      enqueueSnackbar(messages.incomeRateSet, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={`Ставка дохода: ${row.name}`}
      submitLabel={maySet ? 'Сохранить' : 'Закрыть'}
      busy={setting.isLoading}
      refusal={refusal ?? (rates.isError ? errorMessage(rates.error) : undefined)}
      onSubmit={submit}
      onClose={onClose}
    >
      <List dense aria-label="Ставки" disablePadding>
        {(rates.data?.rates ?? []).map((rate) => (
          <ListItem key={rate.startsOn} disableGutters>
            <ListItemText
              primary={`${asPercent(rate.percent)} с ${formatMoscowDate(`${rate.startsOn}T12:00:00Z`)}`}
              secondary={`установил ${rate.setBy}`}
            />
          </ListItem>
        ))}
        {rates.data && (
          <ListItem disableGutters>
            <ListItemText primary={`${asPercent(rates.data.defaultPercent)}: по умолчанию, из настроек`} />
          </ListItem>
        )}
      </List>
      {maySet ? (
        <RussianDates>
          <TextField
            label="Процент"
            value={percent}
            autoFocus
            autoComplete="off"
            inputMode="decimal"
            onChange={(event) => setPercent(event.target.value)}
            error={Boolean(problem)}
            helperText={problem}
          />
          <DatePicker
            label="Действует с"
            value={dayjs(startsOn)}
            minDate={dayjs(today)}
            onChange={(day) => {
              if (day?.isValid()) setStartsOn(day.format('YYYY-MM-DD'));
            }}
          />
        </RussianDates>
      ) : (
        <Typography color="text.secondary">Ставку меняет директор</Typography>
      )}
    </FormDialog>
  );
}
