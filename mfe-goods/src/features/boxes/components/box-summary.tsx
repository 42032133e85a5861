import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { type Box, boxStatusTitle, boxTypeTitle } from '@pvz/contracts/api/boxes';
import { formatDateTime } from '@pvz/ui/format';

const stepOf = (at: string | null, by: string | null) => (at ? `${formatDateTime(at)} · ${by ?? ''}` : '—');

/** What a box is: its point, type, status and the stamps of its steps. */
export function BoxSummary({ box }: { box: Box }) {
  const fields: [string, string][] = [
    ['ПВЗ', box.point.name],
    ['Адрес', box.point.address],
    ['Тип', box.pieces > 1 ? `${boxTypeTitle[box.type]} · мест: ${box.pieces}` : boxTypeTitle[box.type]],
    ['Товаров', String(box.parcels)],
    ['Создана', stepOf(box.createdAt, box.createdBy)],
    ['На курьере', stepOf(box.sortedAt, box.sortedBy)],
    ['Доставлено', stepOf(box.deliveredAt, box.deliveredBy)],
    ['Принята на ПВЗ', stepOf(box.acceptedAt, box.acceptedBy)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 1, mb: 1 }}>
        <Chip
          label={boxStatusTitle[box.status]}
          color={box.status === 'accepted' ? 'success' : box.status === 'sorting' ? 'default' : 'primary'}
        />
      </Stack>
      <Table size="small" aria-label="Коробка">
        <TableBody>
          {fields.map(([title, value]) => (
            <TableRow key={title}>
              <TableCell component="th" scope="row" sx={{ width: 180, color: 'text.secondary' }}>
                {title}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
