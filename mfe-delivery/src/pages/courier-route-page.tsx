import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SavedRoute } from '@pvz/contracts/api/itinerary';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useMyRoutesQuery } from '../features/itinerary/api/itinerary-api';
import { CourierStopCard } from '../features/itinerary/components/courier-stop-card';
import { DayField } from '../features/itinerary/components/day-field';
import { PickupList } from '../features/itinerary/components/pickup-list';
import { RouteBoxScan } from '../features/itinerary/components/route-box-scan';
import { duration, kilometres, placeLabel } from '../features/itinerary/route-format';

/** One route as the courier drives it: the start with what to load there, then the stops, the next one marked. */
function DrivenRoute({ route }: { route: SavedRoute }) {
  const finished = route.stops.filter((stop) => stop.state !== 'planned').length;
  const next = route.stops.find((stop) => stop.state === 'planned');
  return (
    <Stack component="section" aria-label={`Маршрут №${route.id}`} sx={{ gap: 1.5 }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Маршрут №{route.id} · выезд в {route.startsAt} из «{placeLabel(route.start)}»
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {kilometres(route.metres)}, {duration(route.minutes)} в пути{route.closed && ', с возвращением'}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Отмечено {finished} из {route.stops.length}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(finished / route.stops.length) * 100}
          aria-label="Пройдено остановок"
          sx={{ mt: 0.5 }}
        />
        <PickupList place={route.start.name} pickup={route.start.pickup} />
      </Paper>
      {route.stops.map((stop) => (
        <CourierStopCard key={stop.position} routeId={route.id} stop={stop} next={stop === next} />
      ))}
    </Stack>
  );
}

/**
 * «Мой маршрут» (/itinerary/delivery): the courier's routes of a day on a phone, stop by stop, with
 * the box scans of distribution done from here.
 */
export default function CourierRoutePage() {
  const { title } = findPage('delivery-courier');
  const [day, setDay] = useState(moscowDay);
  const { data, isLoading, isError } = useMyRoutesQuery(day);
  const routes = data?.routes ?? [];
  return (
    <ScanProvider>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2, maxWidth: 720 }}>
        <DayField day={day} onChange={setDay} />
        <RouteBoxScan />
        {isLoading && <LinearProgress aria-label="Загрузка маршрутов" />}
        {isError && <Alert severity="error">Не удалось загрузить маршруты. Проверьте связь и обновите страницу.</Alert>}
        {data && routes.length === 0 && <Alert severity="info">На этот день маршрутов нет.</Alert>}
        {routes.map((route) => (
          <DrivenRoute key={route.id} route={route} />
        ))}
      </Stack>
    </ScanProvider>
  );
}
