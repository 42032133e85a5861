import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fileRoutes } from '@pvz/contracts/api/files';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { goodsStatusTitle, type Outcome, outcomeTitle } from '@pvz/contracts/goods';
import { columnsOf, goodsKinds } from '@pvz/contracts/goods-columns';
import { formatDateTime, formatMoney } from '@pvz/ui/format';

const moneyKeys = new Set([
  'prepayment',
  'deliveredKGT',
  'amountFromClient',
  'profit',
  'priceSite',
  'priceProgram',
  'purchaseOfGoods',
]);
const stampKeys = new Set(['deliveredSC', 'deliveredPVZ', 'issued', 'sorted', 'paid']);

/** A field's value as staff read it: money in rubles, dates in Moscow time, references by name. */
function fieldText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (moneyKeys.has(key) && typeof value === 'number') return formatMoney(value);
  if (stampKeys.has(key) && typeof value === 'string') return formatDateTime(value);
  if (key === 'additionally' && typeof value === 'string') return outcomeTitle[value as Outcome] ?? value;
  if (key === 'percentClient' && typeof value === 'number') return `${value} %`;
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  return String(value);
}

/**
 * A parcel's fields under their Russian titles. Only the fields the answer carries: a column hidden
 * from this user is absent from it, and so from here.
 */
export function RecordFields({ row }: { row: GoodsRow }) {
  const values: Record<string, unknown> = row;
  const fields = columnsOf(row.kind).filter(({ key }) => key in values);
  const kindTitle = goodsKinds.find((info) => info.kind === row.kind)?.title ?? row.kind;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {kindTitle}, ID {row.id}
        </Typography>
        <Chip label={goodsStatusTitle[row.status]} color={row.status === 'at-point' ? 'success' : 'default'} />
      </Stack>
      <Table size="small" aria-label="Поля товара">
        <TableBody>
          {fields.map(({ key, title }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
                {title}
              </TableCell>
              <TableCell>{fieldText(key, values[key])}</TableCell>
            </TableRow>
          ))}
          {row.oldId !== null && (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                ID в старой системе
              </TableCell>
              <TableCell>{row.oldId}</TableCell>
            </TableRow>
          )}
          {row.barcodeFileId && (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                Штрих-код клиента
              </TableCell>
              <TableCell>
                <Link href={fileRoutes.file(row.barcodeFileId)} target="_blank" rel="noopener">
                  Открыть картинку
                </Link>
              </TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
              Создан
            </TableCell>
            <TableCell>
              {formatDateTime(row.createdAt)}, {row.createdBy}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
              Изменён
            </TableCell>
            <TableCell>
              {formatDateTime(row.updatedAt)}, {row.updatedBy}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
