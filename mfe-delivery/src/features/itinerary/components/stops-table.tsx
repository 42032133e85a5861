import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlaceRef, PlannedRoute } from '@pvz/contracts/api/itinerary';
import { placeKey } from '@pvz/contracts/api/itinerary';
import { useState } from 'react';
import { duration, kilometres } from '../route-format';

interface Props {
  stops: PlaceRef[];
  /** the stops' names for the order shown before the gateway answers */
  nameOf(place: PlaceRef): string;
  /** the gateway's answer for this very order, if any */
  route: PlannedRoute | null;
  onReorder(stops: PlaceRef[]): void;
}

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The stops in driving order with each leg's distance and time and a point's boxes. Reordered by
 * dragging a row (the browser's own drag and drop: a table of at most 200 rows needs no library) or,
 * from the keyboard, with the arrows.
 */
export function StopsTable({ stops, nameOf, route, onReorder }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-label="Порядок остановок" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>№</TableCell>
            <TableCell>Остановка</TableCell>
            <TableCell align="right">Коробки</TableCell>
            <TableCell align="right">Расстояние</TableCell>
            <TableCell align="right">Время</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {stops.map((stop, index) => {
            const leg = route?.legs[index];
            const planned = route?.stops[index];
            const name = nameOf(stop);
            return (
              <TableRow
                key={placeKey(stop)}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={() => {
                  if (dragged !== null && dragged !== index) onReorder(moved(stops, dragged, index));
                  setDragged(null);
                }}
                sx={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
              >
                <TableCell padding="checkbox">
                  <DragIndicatorIcon fontSize="small" color="action" />
                </TableCell>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  {name}
                  {planned?.address && (
                    <Typography variant="body2" color="text.secondary">
                      {planned.address}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{stop.kind === 'point' && planned ? planned.boxes : '—'}</TableCell>
                <TableCell align="right">{leg ? kilometres(leg.metres) : '—'}</TableCell>
                <TableCell align="right">{leg ? duration(leg.minutes) : '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={`Выше: ${name}`}
                    disabled={index === 0}
                    onClick={() => onReorder(moved(stops, index, index - 1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Ниже: ${name}`}
                    disabled={index === stops.length - 1}
                    onClick={() => onReorder(moved(stops, index, index + 1))}
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
  );
}
