import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { fileRoutes } from '@pvz/contracts/api/files';
import { type SavedRoute, stopStateTitle } from '@pvz/contracts/api/itinerary';
import { formatMoscowTime } from '@pvz/contracts/moscow-time';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { Link as RouterLink } from '@pvz/ui/router';
import { useState } from 'react';
import { useRemoveRouteMutation } from '../api/itinerary-api';
import { duration, kilometres, placeLabel } from '../route-format';

const stateColor = { planned: 'default', done: 'success', failed: 'error' } as const;

/** The figures of a route the dispatcher looks at first. */
export function routeProgress(route: SavedRoute) {
  const finished = route.stops.filter((stop) => stop.state !== 'planned').length;
  return {
    finished,
    failed: route.stops.filter((stop) => stop.state === 'failed').length,
    late: route.stops.filter((stop) => stop.late).length,
    boxesOnCourier: route.stops.flatMap((stop) => stop.boxes).filter((box) => box.status === 'courier').length,
    started: finished > 0,
  };
}

/** A route of the day for the dispatcher: its courier, progress per stop, boxes on the courier, late stops. */
export function DispatchRouteCard({ route, canChange }: { route: SavedRoute; canChange: boolean }) {
  const progress = routeProgress(route);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useRemoveRouteMutation();
  const [refusal, setRefusal] = useState<string>();
  return (
    <Card component="article" aria-label={`Маршрут №${route.id}: ${route.courier.name}`} variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {route.courier.name} · маршрут №{route.id}
          </Typography>
          {progress.late > 0 && <Chip color="warning" label={`Опаздывает: ${progress.late}`} />}
          {progress.failed > 0 && <Chip color="error" label={`Не выполнено: ${progress.failed}`} />}
          <Chip label={`Коробок на курьере: ${progress.boxesOnCourier}`} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Выезд в {route.startsAt} из «{placeLabel(route.start)}» · {kilometres(route.metres)},{' '}
          {duration(route.minutes)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Отмечено {progress.finished} из {route.stops.length}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(progress.finished / route.stops.length) * 100}
          aria-label={`Пройдено остановок: ${route.courier.name}`}
          sx={{ mb: 1 }}
        />
        <Table size="small" aria-label={`Остановки маршрута №${route.id}`}>
          <TableHead>
            <TableRow>
              <TableCell>№</TableCell>
              <TableCell>Остановка</TableCell>
              <TableCell>План</TableCell>
              <TableCell>Состояние</TableCell>
              <TableCell>Коробки</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {route.stops.map((stop) => (
              <TableRow key={stop.position}>
                <TableCell>{stop.position}</TableCell>
                <TableCell>{placeLabel(stop)}</TableCell>
                <TableCell>{stop.plannedAt}</TableCell>
                <TableCell>
                  <Chip size="small" color={stateColor[stop.state]} label={stopStateTitle[stop.state]} />
                  {stop.late && <Chip size="small" color="warning" label="Опаздывает" sx={{ ml: 0.5 }} />}
                  {stop.finishedAt && ` в ${formatMoscowTime(stop.finishedAt).slice(0, 5)}`}
                  {stop.reason && ` — ${stop.reason}`}
                  {stop.photoId && (
                    <>
                      {' · '}
                      <Link href={fileRoutes.file(stop.photoId)} target="_blank" rel="noopener">
                        фото
                      </Link>
                    </>
                  )}
                </TableCell>
                <TableCell>{stop.kind === 'point' ? stop.boxes.length : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {canChange && !progress.started && (
        <CardActions>
          <Button component={RouterLink} to={`/itinerary?route=${route.id}`}>
            Изменить
          </Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            Удалить
          </Button>
        </CardActions>
      )}
      <ConfirmDialog
        open={confirming}
        title="Удалить маршрут?"
        confirmLabel="Удалить"
        destructive
        busy={removing.isLoading}
        refusal={refusal}
        onConfirm={async () => {
          try {
            await remove({ id: route.id }).unwrap();
            setConfirming(false);
          } catch (error) {
            setRefusal(errorMessage(error));
          }
        }}
        onClose={() => setConfirming(false)}
      >
        Маршрут №{route.id} курьера {route.courier.name} на {route.startsAt} будет удалён.
      </ConfirmDialog>
    </Card>
  );
}
