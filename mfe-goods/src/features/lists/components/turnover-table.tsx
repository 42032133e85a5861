import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import {
  type TurnoverFigures,
  type TurnoverGrouping,
  type TurnoverRow,
  turnoverGroupings,
} from '@pvz/contracts/api/goods-lists';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { useState } from 'react';
import { useGoodsTurnoverQuery } from '../api/get-turnover';
import { PointFilter } from './point-filter';

const groupingTitle: Record<TurnoverGrouping, string> = {
  none: 'Без разбивки',
  day: 'По дням',
  week: 'По неделям',
  month: 'По месяцам',
};

type Row = TurnoverRow & { id: string };

const count = (field: keyof TurnoverFigures, headerName: string): GridColDef<Row> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
});
/** The money figures: absent from the answer for a user who may not see the sums they come from. */
const moneyFields = new Set<string>();

/** Kopecks shown as roubles (the export takes the roubles as numbers); the money figures are remembered. */
const money = (field: keyof TurnoverFigures, headerName: string): GridColDef<Row> => {
  moneyFields.add(field);
  return moneyColumn<Row>(field, headerName, { empty: '—' });
};

const columns: GridColDef<Row>[] = [
  { field: 'pointName', headerName: 'ПВЗ', width: 180 },
  {
    field: 'period',
    headerName: 'Период с',
    width: 120,
    valueFormatter: (value: string | null) => (value ? value.split('-').reverse().join('.') : 'Весь период'),
  },
  count('accepted', 'Принято'),
  count('issued', 'Выдано'),
  money('issuedCash', 'Выдано: наличные'),
  money('issuedOnline', 'Выдано: онлайн'),
  count('refused', 'Отказы'),
  money('refusalFees', 'Сборы за отказ'),
  { ...count('atPoint', 'На ПВЗ сейчас'), valueFormatter: (value: number | null) => (value === null ? '—' : value) },
  money('atPointDue', 'К оплате на ПВЗ'),
  money('income', 'Доход'),
];

/** The first day of the current month in Moscow and today, `YYYY-MM-DD`. */
function currentMonth(): { from: string; to: string } {
  const today = moscowDay();
  return { from: monthStartOf(today), to: today };
}

/** The goods turnover of the user's points over a period: per point (and day/week/month), with the totals. */
export function TurnoverTable({ exportFileName }: { exportFileName: string }) {
  const [period, setPeriod] = useState(currentMonth);
  const [pvzId, setPvzId] = useState<number | undefined>();
  const [group, setGroup] = useState<TurnoverGrouping>('none');
  const badPeriod = !period.from || !period.to || period.from > period.to;
  const answer = useGoodsTurnoverQuery(
    { from: period.from, to: period.to, group, ...(pvzId !== undefined && { pvzId }) },
    { skip: badPeriod },
  );
  const rows: Row[] = (answer.data?.rows ?? []).map((row) => ({ ...row, id: `${row.pointId}|${row.period ?? ''}` }));
  const totals = answer.data?.totals;
  // the server leaves out the sums this user may not see: so do the columns
  const shownColumns = totals
    ? columns.filter((column) => !moneyFields.has(column.field) || column.field in totals)
    : columns;

  return (
    <>
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          label="С"
          value={period.from}
          onChange={(event) => setPeriod((current) => ({ ...current, from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          error={badPeriod}
        />
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          label="По"
          value={period.to}
          onChange={(event) => setPeriod((current) => ({ ...current, to: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          error={badPeriod}
          helperText={badPeriod ? 'Укажите период: начало не позже конца' : undefined}
        />
        <PointFilter value={pvzId} onChange={setPvzId} />
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Разбивка"
          value={group}
          onChange={(event) => setGroup(event.target.value as TurnoverGrouping)}
          sx={{ minWidth: 180 }}
        >
          {turnoverGroupings.map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {groupingTitle[grouping]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {answer.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(answer.error)}
        </Alert>
      )}
      <DataTable<Row>
        rows={rows}
        columns={shownColumns}
        loading={answer.isFetching}
        exportFileName={`${exportFileName} ${period.from} — ${period.to}`}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
      {totals && (
        <Stack
          component="section"
          aria-label="Итого"
          direction="row"
          sx={{ gap: 3, flexWrap: 'wrap', px: 1, py: 1.5, fontVariantNumeric: 'tabular-nums' }}
        >
          <Typography sx={{ fontWeight: 600 }}>Итого</Typography>
          <Typography>Принято: {totals.accepted}</Typography>
          <Typography>
            Выдано: {totals.issued}
            {totals.issuedCash !== undefined &&
              totals.issuedOnline !== undefined &&
              ` (наличные ${formatMoney(totals.issuedCash)}, онлайн ${formatMoney(totals.issuedOnline)})`}
          </Typography>
          <Typography>
            Отказы: {totals.refused}
            {totals.refusalFees !== undefined && ` (сборы ${formatMoney(totals.refusalFees)})`}
          </Typography>
          <Typography>
            На ПВЗ сейчас: {totals.atPoint ?? 0}
            {totals.atPointDue !== undefined && ` (к оплате ${formatMoney(totals.atPointDue ?? 0)})`}
          </Typography>
          {totals.income !== undefined && <Typography>Доход: {formatMoney(totals.income)}</Typography>}
        </Stack>
      )}
    </>
  );
}
