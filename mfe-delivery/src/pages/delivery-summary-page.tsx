import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
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
import type { DeliveryCalendar } from '@pvz/contracts/api/service-rows';
import { kopecksToRubles } from '@pvz/contracts/money';
import { formatMonth, monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useDeliveryCalendarQuery } from '../features/service-rows/api/service-rows-api';
import { monthWeeks, shiftMonth } from '../features/service-rows/components/month-weeks';

type Customer = DeliveryCalendar['customers'][number];
type Measure = 'fee' | 'value';

const weekdays = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

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

function CustomerCalendar({
  customer,
  weeks,
  measure,
}: {
  customer: Customer;
  weeks: (number | null)[][];
  measure: Measure;
}) {
  const at = (day: number | null, action: 'delivery' | 'sorting') =>
    day === null ? 0 : (customer[action][measure][day - 1] ?? 0);
  const weekSum = (week: (number | null)[], action: 'delivery' | 'sorting') => sum(week.map((day) => at(day, action)));
  return (
    <Paper variant="outlined" component="section" aria-label={customer.name || customer.phone} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2">
        {customer.name || 'Без имени'} · {customer.phone}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        За месяц: доставка {formatMoney(sum(customer.delivery[measure]))}, сортировка{' '}
        {formatMoney(sum(customer.sorting[measure]))}
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
                        <Sums delivery={at(day, 'delivery')} sorting={at(day, 'sorting')} />
                      </>
                    )}
                  </TableCell>
                ))}
                <TableCell sx={{ verticalAlign: 'top', fontWeight: 600, minWidth: 110 }}>
                  <Sums delivery={weekSum(week, 'delivery')} sorting={weekSum(week, 'sorting')} />
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
 * was paid each day for delivery (Д) and sorting (С), with the totals of each week and of the month;
 * the fees or the goods values; xlsx.
 */
export default function DeliverySummaryPage() {
  const { title } = findPage('delivery-summary');
  const [month, setMonth] = useState(() => monthStartOf(moscowDay()));
  const [measure, setMeasure] = useState<Measure>('fee');
  const calendar = useDeliveryCalendarQuery(month);
  const data = calendar.data;
  const weeks = data ? monthWeeks(data.month, data.days) : [];
  const shownMonth = formatMonth(month);

  const exportMonth = async () => {
    if (!data) return;
    const rows = data.customers.flatMap((customer) =>
      Array.from({ length: data.days }, (_, day) => [
        customer.name,
        customer.phone,
        `${String(day + 1).padStart(2, '0')}.${month.slice(5, 7)}.${month.slice(0, 4)}`,
        kopecksToRubles(customer.delivery[measure][day] ?? 0),
        kopecksToRubles(customer.sorting[measure][day] ?? 0),
      ]).filter((row) => row[3] !== 0 || row[4] !== 0),
    );
    await exportToXlsx(
      `${title} ${shownMonth}`,
      [
        { header: 'Заказчик' },
        { header: 'Телефон' },
        { header: 'Дата' },
        { header: 'Доставка, ₽' },
        { header: 'Сортировка, ₽' },
      ],
      rows,
    );
  };

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <IconButton aria-label="Предыдущий месяц" onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ minWidth: 170, textAlign: 'center' }}>
            {shownMonth}
          </Typography>
          <IconButton aria-label="Следующий месяц" onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={measure}
            onChange={(_, next: Measure | null) => next && setMeasure(next)}
            aria-label="Что показывать"
          >
            <ToggleButton value="fee">Оплаты</ToggleButton>
            <ToggleButton value="value">Стоимость товаров</ToggleButton>
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
        {data?.customers.map((customer) => (
          <CustomerCalendar key={customer.phone} customer={customer} weeks={weeks} measure={measure} />
        ))}
      </Stack>
    </>
  );
}
