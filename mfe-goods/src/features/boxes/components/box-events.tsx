import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type BoxEvent, boxEventTitle, boxStatusTitle, type ManualBoxStatus } from '@pvz/contracts/api/boxes';
import { formatDateTime } from '@pvz/ui/format';

/** What a step changed, in words: the parcel added or removed, the status set. */
function detailsOf(event: BoxEvent): string {
  const details = event.details ?? {};
  if (typeof details.goodsId === 'number') return `Товар ${details.goodsId}`;
  if (typeof details.status === 'string') return boxStatusTitle[details.status as ManualBoxStatus] ?? '';
  if (details.notDelivered === true) return 'Курьер не отметил доставку';
  return '';
}

/** A box's history, oldest step first: who, when, which scan. */
export function BoxEvents({ events }: { events: readonly BoxEvent[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        История
      </Typography>
      <Table size="small" aria-label="История коробки">
        <TableHead>
          <TableRow>
            <TableCell>Когда</TableCell>
            <TableCell>Что</TableCell>
            <TableCell>Подробности</TableCell>
            <TableCell>Кто</TableCell>
            <TableCell>Скан</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell>{formatDateTime(event.at)}</TableCell>
              <TableCell>{boxEventTitle[event.type]}</TableCell>
              <TableCell>{detailsOf(event)}</TableCell>
              <TableCell>{event.actor}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{event.scan ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
