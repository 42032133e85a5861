import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GoodsEvent } from '@pvz/contracts/api/goods';
import { formatDateTime } from '@pvz/ui/format';

/** The event types the gateway writes (api-gateway services/goods/events.ts), in Russian. */
const eventTitle: Record<string, string> = {
  created: 'Создан',
  edited: 'Изменён',
  deleted: 'Удалён',
  cancelled: 'Отменён: штрих-код не актуален',
  'to-sorting-center': 'Доставлен на СЦ',
  accepted: 'Принят на ПВЗ',
  issued: 'Выдан клиенту',
  refused: 'Отказ',
  'return-shipped': 'Возврат отправлен маркетплейсу',
  'return-verified': 'Возврат проверен',
  'return-packed': 'Положен в коробку возврата',
  'return-unpacked': 'Убран из коробки возврата',
  boxed: 'Положен в коробку для ПВЗ',
  unboxed: 'Убран из коробки для ПВЗ',
};

/** A parcel's history: every step with when, who, where and which scan. */
export function RecordEvents({ events }: { events: readonly GoodsEvent[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="record-events-title" sx={{ mb: 1 }}>
        История
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary">Событий нет</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="record-events-title">
            <TableHead>
              <TableRow>
                <TableCell>Время</TableCell>
                <TableCell>Событие</TableCell>
                <TableCell>Кто</TableCell>
                <TableCell>ПВЗ</TableCell>
                <TableCell>Скан</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
                  <TableCell>{eventTitle[event.type] ?? event.type}</TableCell>
                  <TableCell>{event.actor}</TableCell>
                  <TableCell>{event.point?.name ?? '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{event.scan ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
