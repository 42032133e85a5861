import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Alert,
  Autocomplete,
  Button,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { PlannedRoute } from '@pvz/contracts/api/itinerary';
import { MAX_ROUTE_STOPS } from '@pvz/contracts/api/itinerary';
import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { usePlanRouteMutation } from '../features/itinerary/api/itinerary-api';

const kilometres = (metres: number) => `${(metres / 1000).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} км`;
const duration = (minutes: number) =>
  minutes < 60 ? `${minutes} мин` : `${Math.floor(minutes / 60)} ч ${String(minutes % 60).padStart(2, '0')} мин`;

/**
 * «Маршрут» (/itinerary): a start and the stops among the user's points; «Оптимизировать» asks the
 * gateway for the shortest order, the arrows reorder by hand and «Пересчитать» keeps that order; each
 * leg shows its distance and time (by road, estimated from the straight line) and the totals.
 */
export default function ItineraryPage() {
  const { title } = findPage('delivery-itinerary');
  const points = useReferenceChoicesQuery().data?.points ?? noChoices.points;
  const [start, setStart] = useState<number | null>(null);
  const [stops, setStops] = useState<number[]>([]);
  const [closed, setClosed] = useState(false);
  const [plan, planning] = usePlanRouteMutation();
  const [route, setRoute] = useState<PlannedRoute | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const nameOf = (id: number) => points.find((point) => point.id === id)?.name ?? String(id);

  const ask = async (optimise: boolean, order = stops) => {
    if (start === null || order.length === 0) return;
    try {
      const answer = await plan({ start, stops: order, closed, optimise }).unwrap();
      setRoute(answer);
      setStops(answer.stops.map((stop) => stop.id));
      setRefusal(undefined);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...stops];
    [next[index], next[index + by]] = [next[index + by] as number, next[index] as number];
    setStops(next);
    setRoute(null);
  };

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2, maxWidth: 900 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Autocomplete
            sx={{ minWidth: 260 }}
            options={points.map((point) => point.id)}
            getOptionLabel={nameOf}
            value={start}
            onChange={(_, value) => {
              setStart(value);
              setStops((current) => current.filter((id) => id !== value));
              setRoute(null);
            }}
            renderInput={(params) => <TextField {...params} label="Откуда" />}
          />
          <Autocomplete
            sx={{ flex: 1 }}
            multiple
            options={points.map((point) => point.id).filter((id) => id !== start)}
            getOptionLabel={nameOf}
            value={stops}
            onChange={(_, value) => {
              setStops(value.slice(0, MAX_ROUTE_STOPS));
              setRoute(null);
            }}
            renderInput={(params) => <TextField {...params} label="Остановки" />}
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
        {stops.length > 0 && (
          <Paper variant="outlined" component="section" aria-label="Порядок остановок" sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>№</TableCell>
                  <TableCell>Остановка</TableCell>
                  <TableCell align="right">Расстояние</TableCell>
                  <TableCell align="right">Время</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {stops.map((id, index) => {
                  const leg = route?.legs[index];
                  return (
                    <TableRow key={id}>
                      <TableCell>{index + 1}</TableCell>
                      <TableCell>
                        {nameOf(id)}
                        {route?.stops[index]?.address && (
                          <Typography variant="body2" color="text.secondary">
                            {route.stops[index]?.address}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{leg ? kilometres(leg.metres) : '—'}</TableCell>
                      <TableCell align="right">{leg ? duration(leg.minutes) : '—'}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          size="small"
                          aria-label={`Выше: ${nameOf(id)}`}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`Ниже: ${nameOf(id)}`}
                          disabled={index === stops.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Paper>
        )}
        {route && (
          <Typography component="p" aria-label="Итого по маршруту" sx={{ fontWeight: 600 }}>
            Всего: {kilometres(route.metres)}, {duration(route.minutes)}
            {closed && ' с возвращением'}
            {route.exact && ' — кратчайший порядок'}
          </Typography>
        )}
      </Stack>
    </>
  );
}
