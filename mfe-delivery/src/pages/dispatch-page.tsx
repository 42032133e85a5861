import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { usePageLevel } from '@pvz/api-client/page-level';
import { stopStateTitle } from '@pvz/contracts/api/itinerary';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { PageHeader } from '@pvz/ui/page-header';
import { Link as RouterLink, useSearchParams } from '@pvz/ui/router';
import { useDayRoutesQuery } from '../features/itinerary/api/itinerary-api';
import { DayField } from '../features/itinerary/components/day-field';
import { DispatchRouteCard } from '../features/itinerary/components/dispatch-route-card';
import { placeLabel } from '../features/itinerary/route-format';

/**
 * «Доставки дня» (/delivery): the dispatcher's view of a day: each courier's route, progress per stop,
 * the boxes on couriers and the late stops; the day's stops export to xlsx.
 */
export default function DispatchPage() {
  const { title } = findPage('delivery-dispatch');
  const canChange = usePageLevel('delivery-itinerary') === 'write';
  const [params, setParams] = useSearchParams();
  const day = params.get('day') ?? moscowDay();
  const { data, isLoading, isError } = useDayRoutesQuery(day);
  const routes = data?.routes ?? [];

  const exportDay = () =>
    exportToXlsx(
      `Доставки ${day}`,
      [
        { header: 'Курьер' },
        { header: 'Маршрут', width: 10 },
        { header: '№', width: 6 },
        { header: 'Остановка', width: 36 },
        { header: 'Адрес', width: 40 },
        { header: 'План', width: 8 },
        { header: 'Состояние' },
        { header: 'Причина', width: 30 },
        { header: 'Коробки', width: 10 },
      ],
      routes.flatMap((route) =>
        route.stops.map((stop) => [
          route.courier.name,
          route.id,
          stop.position,
          placeLabel(stop),
          stop.address,
          stop.plannedAt,
          stopStateTitle[stop.state],
          stop.reason,
          stop.kind === 'point' ? stop.boxes.length : null,
        ]),
      ),
    );

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2, maxWidth: 1100 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <DayField day={day} onChange={(next) => setParams({ day: next })} />
          {canChange && (
            <Button variant="contained" component={RouterLink} to="/itinerary">
              Новый маршрут
            </Button>
          )}
          <Button disabled={routes.length === 0} onClick={exportDay}>
            Выгрузить в Excel
          </Button>
        </Stack>
        {isLoading && <LinearProgress aria-label="Загрузка маршрутов" />}
        {isError && <Alert severity="error">Не удалось загрузить маршруты дня. Обновите страницу.</Alert>}
        {data && routes.length === 0 && <Alert severity="info">На этот день маршрутов нет.</Alert>}
        {routes.map((route) => (
          <DispatchRouteCard key={route.id} route={route} canChange={canChange} />
        ))}
      </Stack>
    </>
  );
}
