import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { goodsStatusTitle, recordTypeOf } from '@pvz/contracts/goods';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { recordPath } from '@pvz/contracts/scan-codes';
import { formatDateTime, formatMoney } from '@pvz/ui/format';
import { Link } from '@pvz/ui/router';

const kindTitle = (kind: string) => goodsKinds.find((info) => info.kind === kind)?.title ?? kind;
const dash = '—';
const dateOf = (value: string | null | undefined) => (value ? formatDateTime(value) : dash);

/** A client's parcels, each linked to its card; a cell the answer leaves out (hidden) shows a dash. */
export function PhoneParcelsTable({ rows }: { rows: readonly GoodsRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Товары клиента">
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Вид</TableCell>
            <TableCell>ПВЗ</TableCell>
            <TableCell>Ячейка</TableCell>
            <TableCell>Товар</TableCell>
            <TableCell>Статус</TableCell>
            <TableCell align="right">Сумма с клиента</TableCell>
            <TableCell>Создан</TableCell>
            <TableCell>Доставлено на ПВЗ</TableCell>
            <TableCell>Выдан клиенту</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <MuiLink component={Link} to={recordPath(recordTypeOf[row.kind], row.id)}>
                  {row.id}
                </MuiLink>
              </TableCell>
              <TableCell>{kindTitle(row.kind)}</TableCell>
              <TableCell>{row.dispatchPVZ?.name ?? dash}</TableCell>
              <TableCell>{row.cell ?? dash}</TableCell>
              <TableCell>{row.productName || dash}</TableCell>
              <TableCell>{goodsStatusTitle[row.status]}</TableCell>
              <TableCell align="right">
                {row.amountFromClient === undefined ? dash : formatMoney(row.amountFromClient)}
              </TableCell>
              <TableCell>{dateOf(row.createdAt)}</TableCell>
              <TableCell>{dateOf(row.deliveredPVZ)}</TableCell>
              <TableCell>{dateOf(row.issued)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
