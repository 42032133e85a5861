import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import type { SaasSummary } from '@pvz/contracts/api/licensees';
import { formatMonth, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useSaasSummaryQuery } from '../features/licensees/api/licensees-api';

type Row = { id: string; month: string; parcels: number; total: number } & Record<string, number | string>;

/** The years offered: from the product's first to next year. */
const yearsUpTo = (last: number) => Array.from({ length: last - 2023 }, (_, index) => last - index);

/**
 * «Сводная: лицензиаты» (/summary-tables/saas): what each licensee was invoiced, month by month of a
 * year, with the totals, as a table (xlsx) and a chart.
 */
export default function SaasSummaryPage() {
  const { title } = findPage('licensee-saas-summary');
  const thisYear = Number(moscowDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const answer = useSaasSummaryQuery({ year });
  const summary: SaasSummary | undefined = answer.data;
  const rows: Row[] = (summary?.months ?? []).map((month) => ({
    id: month.month,
    month: month.month,
    parcels: month.parcels,
    total: month.total,
    ...Object.fromEntries(
      (summary?.licensees ?? []).map((item) => [`l${item.id}`, month.byLicensee[String(item.id)] ?? 0]),
    ),
  }));
  const columns: GridColDef<Row>[] = [
    { field: 'month', headerName: 'Месяц', width: 150, valueFormatter: (value: string) => formatMonth(value) },
    ...(summary?.licensees ?? []).map((item) => moneyColumn<Row>(`l${item.id}`, item.name)),
    { field: 'parcels', headerName: 'Посылок', type: 'number', width: 110 },
    moneyColumn<Row>('total', 'Всего'),
  ];

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <TextField
          select
          size="small"
          label="Год"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ width: 140 }}
        >
          {yearsUpTo(thisYear + 1).map((item) => (
            <MenuItem key={item} value={item}>
              {item}
            </MenuItem>
          ))}
        </TextField>
        {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <DataTable
          rows={rows}
          columns={columns}
          loading={answer.isFetching}
          exportFileName={`${title} ${year}`}
          exportTotals={['parcels', 'total', ...(summary?.licensees ?? []).map((item) => `l${item.id}`)]}
          autoHeight
          hideFooter
        />
        {summary && summary.total > 0 && (
          <section aria-label="График по месяцам">
            <BarChart
              height={300}
              xAxis={[{ scaleType: 'band', data: rows.map((row) => formatMonth(row.month)) }]}
              series={summary.licensees.map((item) => ({
                label: item.name,
                stack: 'total',
                data: rows.map((row) => Number(row[`l${item.id}`]) / 100),
                valueFormatter: (value: number | null) => formatMoney(Math.round((value ?? 0) * 100)),
              }))}
            />
          </section>
        )}
      </Stack>
    </>
  );
}
