import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReturnBox } from '@pvz/contracts/api/returns';
import { outcomeTitle } from '@pvz/contracts/goods';
import { formatDateTime, formatShownMoney } from '@pvz/ui/format';

/** The class that marks what a print shows; the rest of the page stays on screen only. */
const actClass = 'pvz-print-return-act';

const printOnlyTheAct = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '15mm' },
        'body *': { visibility: 'hidden' },
        [`.${actClass}, .${actClass} *`]: { visibility: 'visible' },
        [`.${actClass}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none !important' },
        [`.${actClass} .no-print`]: { display: 'none' },
      },
    }}
  />
);

/**
 * The return act of a closed box (its number is the box's): the marketplace, the date, every parcel
 * with its product, price and refusal, the count and the sum, and the lines to sign.
 */
export function ReturnAct({ box }: { box: ReturnBox }) {
  return (
    <Box
      className={actClass}
      role="document"
      aria-label={`Акт возврата № ${box.id}`}
      sx={{ p: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {printOnlyTheAct}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            Акт возврата № {box.id}
          </Typography>
          <Typography>Маркетплейс: {box.marketplace.name}</Typography>
          <Typography>Дата: {box.closedAt ? formatDateTime(box.closedAt) : '—'}</Typography>
        </Box>
        <Button className="no-print" startIcon={<PrintIcon />} variant="outlined" onClick={() => window.print()}>
          Печать
        </Button>
      </Stack>
      <Table size="small" aria-label="Товары акта">
        <TableHead>
          <TableRow>
            <TableCell>№</TableCell>
            <TableCell>ID</TableCell>
            <TableCell>Товар</TableCell>
            <TableCell>ПВЗ</TableCell>
            <TableCell>Отказ</TableCell>
            <TableCell align="right">Стоимость</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {box.parcels.map((parcel, index) => (
            <TableRow key={parcel.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{parcel.id}</TableCell>
              <TableCell>{parcel.product}</TableCell>
              <TableCell>{parcel.point ?? ''}</TableCell>
              <TableCell>{outcomeTitle[parcel.outcome]}</TableCell>
              <TableCell align="right">{formatShownMoney(parcel.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: 'body2.fontSize' } }}>
          <TableRow>
            <TableCell colSpan={5}>Итого товаров: {box.count}</TableCell>
            <TableCell align="right">{formatShownMoney(box.sum)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 6, gap: 4 }}>
        <Typography>Сдал: ____________________ / {box.closedBy ?? '____________'} /</Typography>
        <Typography>Принял: ____________________ / ____________ /</Typography>
      </Stack>
    </Box>
  );
}
