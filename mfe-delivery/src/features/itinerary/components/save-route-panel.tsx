import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import type { PlaceRef, SavedRoute } from '@pvz/contracts/api/itinerary';
import { formatMoscowDate, moscowDay } from '@pvz/contracts/moscow-time';
import { Link as RouterLink } from '@pvz/ui/router';
import { DatePicker, RussianDates, TimeField } from '@pvz/ui/russian-dates';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useSaveRouteMutation } from '../api/itinerary-api';

interface Props {
  /** the route being changed, if it was opened from the day's routes */
  saved: SavedRoute | undefined;
  couriers: { id: number; name: string }[];
  start: PlaceRef | null;
  stops: PlaceRef[];
  closed: boolean;
  onSaved(route: SavedRoute): void;
}

/** The route for a day and a courier: when they leave and who drives; saved in the order shown. */
export function SaveRoutePanel({ saved, couriers, start, stops, closed, onSaved }: Props) {
  // today in Moscow, as the courier's page asks for it, wherever the dispatcher's browser is
  const [day, setDay] = useState<Dayjs | null>(() => dayjs(moscowDay()));
  const [startsAt, setStartsAt] = useState<Dayjs | null>(() => dayjs(`${moscowDay()}T09:00`));
  const [courierId, setCourierId] = useState<number | null>(null);
  const [save, saving] = useSaveRouteMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; day?: string }>();
  // one save, however many clicks while it runs: a new id once it has answered
  const [operationId, setOperationId] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!saved) return;
    setDay(dayjs(saved.day));
    setStartsAt(dayjs(`${saved.day}T${saved.startsAt}`));
    setCourierId(saved.courier.id);
  }, [saved]);

  const ready = start !== null && stops.length > 0 && day?.isValid() && startsAt?.isValid() && courierId !== null;
  const submit = async () => {
    if (!ready || !day || !startsAt || courierId === null || start === null) return;
    try {
      const route = await save({
        operationId,
        ...(saved && { id: saved.id }),
        day: day.format('YYYY-MM-DD'),
        startsAt: startsAt.format('HH:mm'),
        courierId,
        start,
        stops,
        closed,
      }).unwrap();
      setOutcome({
        ok: true,
        text: `Маршрут сохранён: ${route.courier.name}, ${formatMoscowDate(`${route.day}T12:00:00Z`)}, выезд в ${route.startsAt}`,
        day: route.day,
      });
      onSaved(route);
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setOperationId(crypto.randomUUID());
    }
  };

  return (
    <Stack component="section" aria-label="Назначение маршрута" sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <RussianDates>
          <DatePicker label="Дата" value={day} onChange={setDay} slotProps={{ textField: { sx: { minWidth: 170 } } }} />
          <TimeField label="Выезд" value={startsAt} onChange={setStartsAt} ampm={false} sx={{ width: 110 }} />
        </RussianDates>
        <Autocomplete
          sx={{ minWidth: 240, flex: 1 }}
          options={couriers.map((courier) => courier.id)}
          getOptionLabel={(id) => couriers.find((courier) => courier.id === id)?.name ?? String(id)}
          value={courierId}
          onChange={(_, value) => setCourierId(value)}
          noOptionsText="Нет сотрудников с доступом к «Мой маршрут»"
          renderInput={(params) => <TextField {...params} label="Курьер" />}
        />
        <Button variant="outlined" disabled={!ready} loading={saving.isLoading} onClick={submit}>
          {saved ? 'Сохранить изменения' : 'Сохранить маршрут'}
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'}>
          {outcome.text}
          {outcome.day && (
            <>
              {' · '}
              <Link component={RouterLink} to={`/delivery?day=${outcome.day}`}>
                Доставки дня
              </Link>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
