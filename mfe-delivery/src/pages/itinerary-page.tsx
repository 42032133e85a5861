import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import {
  MAX_ROUTE_STOPS,
  type PlaceChoice,
  type PlaceRef,
  type PlannedRoute,
  placeKindTitle,
} from '@pvz/contracts/api/itinerary';
import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { useSearchParams } from '@pvz/ui/router';
import { useEffect, useState } from 'react';
import { usePlanRouteMutation, useRoutePlacesQuery, useSavedRouteQuery } from '../features/itinerary/api/itinerary-api';
import { SaveRoutePanel } from '../features/itinerary/components/save-route-panel';
import { StopsTable } from '../features/itinerary/components/stops-table';
import { duration, kilometres, placeLabel, samePlace } from '../features/itinerary/route-format';

const noPlaces: PlaceChoice[] = [];
const refOf = ({ kind, id }: PlaceRef): PlaceRef => ({ kind, id });

/**
 * «Маршрут» (/itinerary): a start (a sorting centre as a rule) and the stops (points, delivery points,
 * markers); «Оптимизировать» asks the gateway for the shortest order, dragging or the arrows reorder by
 * hand and «Пересчитать» keeps that order; each leg shows its distance and time and a point its boxes.
 * The route is then saved for a day and a courier (`?route=` opens a saved one to change it).
 */
export default function ItineraryPage() {
  const { title } = findPage('delivery-itinerary');
  const canSave = usePageLevel('delivery-itinerary') === 'write';
  const [params] = useSearchParams();
  const routeId = Number(params.get('route')) || undefined;
  const { data: choices } = useRoutePlacesQuery();
  const { data: saved } = useSavedRouteQuery(routeId ?? 0, { skip: routeId === undefined });
  const places = choices?.places ?? noPlaces;
  const [start, setStart] = useState<PlaceRef | null>(null);
  const [stops, setStops] = useState<PlaceRef[]>([]);
  const [closed, setClosed] = useState(false);
  const [plan, planning] = usePlanRouteMutation();
  const [route, setRoute] = useState<PlannedRoute | null>(null);
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!saved) return;
    setStart(refOf(saved.start));
    setStops(saved.stops.map(refOf));
    setClosed(saved.closed);
  }, [saved]);

  const choiceOf = (place: PlaceRef) => places.find((choice) => samePlace(choice, place));
  const nameOf = (place: PlaceRef) => {
    const choice = choiceOf(place);
    return choice ? placeLabel(choice) : `${placeKindTitle[place.kind]} №${place.id}`;
  };
  const reorder = (next: PlaceRef[]) => {
    setStops(next);
    setRoute(null);
  };

  const ask = async (optimise: boolean) => {
    if (start === null || stops.length === 0) return;
    try {
      const answer = await plan({ start, stops, closed, optimise }).unwrap();
      setRoute(answer);
      setStops(answer.stops.map(refOf));
      setRefusal(undefined);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  const placeField = {
    options: places.map(refOf),
    getOptionLabel: (place: PlaceRef) =>
      `${nameOf(place)}${choiceOf(place)?.placed === false ? ' — нет координат' : ''}`,
    groupBy: (place: PlaceRef) => placeKindTitle[place.kind],
    getOptionDisabled: (place: PlaceRef) => choiceOf(place)?.placed === false,
    isOptionEqualToValue: samePlace,
  };

  return (
    <>
      <PageHeader title={saved ? `${title}: изменение маршрута №${saved.id}` : title} />
      <Stack sx={{ gap: 2, maxWidth: 1000 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Autocomplete
            {...placeField}
            sx={{ minWidth: 260 }}
            value={start}
            onChange={(_, value) => {
              setStart(value);
              setStops((current) => current.filter((stop) => !value || !samePlace(stop, value)));
              setRoute(null);
            }}
            renderInput={(props) => <TextField {...props} label="Откуда" />}
          />
          <Autocomplete
            {...placeField}
            sx={{ flex: 1 }}
            multiple
            filterSelectedOptions
            options={placeField.options.filter((place) => !start || !samePlace(place, start))}
            value={stops}
            onChange={(_, value) => reorder(value.slice(0, MAX_ROUTE_STOPS))}
            renderInput={(props) => <TextField {...props} label="Остановки" />}
          />
        </Stack>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={closed} onChange={(event) => setClosed(event.target.checked)} />}
            label="Вернуться в начало"
          />
          <Button
            variant="contained"
            disabled={start === null || stops.length === 0}
            loading={planning.isLoading}
            onClick={() => ask(true)}
          >
            Оптимизировать
          </Button>
          <Button disabled={start === null || stops.length === 0 || planning.isLoading} onClick={() => ask(false)}>
            Пересчитать в этом порядке
          </Button>
        </Stack>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {stops.length > 0 && <StopsTable stops={stops} nameOf={nameOf} route={route} onReorder={reorder} />}
        {route && (
          <Typography component="p" aria-label="Итого по маршруту" sx={{ fontWeight: 600 }}>
            Всего: {kilometres(route.metres)}, {duration(route.minutes)}
            {closed && ' с возвращением'}
            {route.exact && ' — кратчайший порядок'}
          </Typography>
        )}
        {canSave && (
          <SaveRoutePanel
            key={saved?.id ?? 'new'}
            saved={saved}
            couriers={choices?.couriers ?? []}
            start={start}
            stops={stops}
            closed={closed}
            onSaved={(savedRoute) => setStops(savedRoute.stops.map(refOf))}
          />
        )}
      </Stack>
    </>
  );
}
