import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { formatMonth, monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { formatMoney } from '@pvz/ui/format';
import { MonthPicker } from '@pvz/ui/month-picker';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useDeliveryCalendarQuery } from '../features/service-rows/api/service-rows-api';
import {
  type CalendarMeasure,
  type CalendarSums,
  calendarMeasureTitle,
  calendarSheetColumns,
  calendarSheetRows,
  calendarSums,
} from '../features/service-rows/components/calendar-sheet';
import {
  type CalendarWeek,
  daySum,
  monthWeeks,
  sumOf,
  weekdays,
  weekSum,
} from '../features/service-rows/components/month-weeks';

/** One day's or week's delivery and sorting sums, as a cell shows them. */
function Sums({ delivery, sorting }: { delivery: number; sorting: number }) {
  if (delivery === 0 && sorting === 0) return <Typography color="text.disabled">—</Typography>;
  return (
    <>
      {delivery > 0 && <Typography variant="body2">Д: {formatMoney(delivery)}</Typography>}
      {sorting > 0 && <Typography variant="body2">С: {formatMoney(sorting)}</Typography>}
    </>
  );
}

/** A month calendar of one customer's sums, or of all customers' («Итого»), with the week and month totals. */
function MonthCalendar({
  sums,
  title,
  label,
  weeks,
}: {
  sums: CalendarSums;
  title: string;
  label: string;
  weeks: CalendarWeek[];
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        За месяц: доставка {formatMoney(sumOf(sums.delivery))}, сортировка {formatMoney(sumOf(sums.sorting))}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {weekdays.map((day) => (
                <TableCell key={day}>{day}</TableCell>
              ))}
              <TableCell>Неделя</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.find((day) => day !== null)}>
                {week.map((day, index) => (
                  <TableCell key={day ?? `empty-${index}`} sx={{ verticalAlign: 'top', minWidth: 96 }}>
                    {day !== null && (
                      <>
                        <Typography variant="caption" color="text.secondary">
                          {day}
                        </Typography>
                        <Sums delivery={daySum(sums.delivery, day)} sorting={daySum(sums.sorting, day)} />
                      </>
                    )}
                  </TableCell>
                ))}
                <TableCell sx={{ verticalAlign: 'top', fontWeight: 600, minWidth: 110 }}>
                  <Sums delivery={weekSum(sums.delivery, week)} sorting={weekSum(sums.sorting, week)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * «Сводная: доставка и сортировка» (/summary-tables/delivery): a month calendar per customer of what
 * was paid each day for delivery (Д) and sorting (С), with the totals of each week and of the month,
 * and the same for all customers («Итого»); the fees or the goods values; the calendars as xlsx.
 */
export default function DeliverySummaryPage() {
  const { title } = findPage('delivery-summary');
  const [month, setMonth] = useState(() => monthStartOf(moscowDay()));
  const [measure, setMeasure] = useState<CalendarMeasure>('fee');
  const calendar = useDeliveryCalendarQuery(month);
  const data = calendar.data;
  const weeks = data ? monthWeeks(data.month, data.days) : [];
  const sums = data ? calendarSums(data, measure) : null;

  const exportMonth = async () => {
    if (!data) return;
    // «ноябрь 2026», without the «г.» that would stand before the extension
    const shownMonth = formatMonth(data.month).replace(/ г\.$/, '');
    const what = measure === 'fee' ? '' : ` (${calendarMeasureTitle[measure].toLowerCase()})`;
    await exportToXlsx(`${title} ${shownMonth}${what}`, calendarSheetColumns, calendarSheetRows(data, measure));
  };

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthPicker value={month} onChange={setMonth} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={measure}
            onChange={(_, next: CalendarMeasure | null) => next && setMeasure(next)}
            aria-label="Что показывать"
          >
            <ToggleButton value="fee">{calendarMeasureTitle.fee}</ToggleButton>
            <ToggleButton value="value">{calendarMeasureTitle.value}</ToggleButton>
          </ToggleButtonGroup>
          <Button startIcon={<DownloadIcon />} disabled={!data?.customers.length} onClick={exportMonth}>
            Экспорт в xlsx
          </Button>
        </Stack>
        {calendar.isFetching && <LinearProgress aria-label="Загрузка" />}
        {calendar.isError && <Alert severity="error">{errorMessage(calendar.error)}</Alert>}
        {data && data.customers.length === 0 && (
          <Typography color="text.secondary">В этом месяце оплаченных строк нет</Typography>
        )}
        {sums?.customers.map((customer) => (
          <MonthCalendar
            key={customer.phone}
            sums={customer}
            title={`${customer.name || 'Без имени'} · ${customer.phone}`}
            label={customer.name || customer.phone}
            weeks={weeks}
          />
        ))}
        {sums && sums.customers.length > 0 && (
          <MonthCalendar sums={sums.total} title="Итого по всем заказчикам" label="Итого" weeks={weeks} />
        )}
      </Stack>
    </>
  );
}
