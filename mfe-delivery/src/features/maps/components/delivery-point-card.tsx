import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeliveryPointOnMap } from '@pvz/contracts/api/maps';
import { formatShownMoney } from '@pvz/ui/format';
import { formatCoordinates } from '../map-places';
import { PlaceCard } from './place-card';

/**
 * A delivery point with the customers whose goods wait to go there; the sums only for whoever may see
 * those columns (the gateway leaves them out for the others).
 */
export function DeliveryPointCard({ point, onClose }: { point: DeliveryPointOnMap; onClose(): void }) {
  const showsMoney = point.customers.some((customer) => customer.value !== undefined || customer.fees !== undefined);
  return (
    <PlaceCard title={point.name} subtitle={point.address} onClose={onClose}>
      <Typography variant="body2">Координаты: {formatCoordinates(point)}</Typography>
      {point.customers.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Никто не ждёт доставки сюда
        </Typography>
      ) : (
        <Table size="small" aria-label="Покупатели" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Покупатель</TableCell>
              <TableCell>Телефон</TableCell>
              <TableCell align="right">Строк</TableCell>
              {showsMoney && <TableCell align="right">Товар</TableCell>}
              {showsMoney && <TableCell align="right">Услуги</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {point.customers.map((customer, index) => (
              // a customer is their phone; whoever may not see phones gets the list in its order
              <TableRow key={customer.phone ?? index}>
                <TableCell>{customer.name ?? '—'}</TableCell>
                <TableCell>{customer.phone ?? '—'}</TableCell>
                <TableCell align="right">{customer.rows}</TableCell>
                {showsMoney && <TableCell align="right">{formatShownMoney(customer.value)}</TableCell>}
                {showsMoney && <TableCell align="right">{formatShownMoney(customer.fees)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PlaceCard>
  );
}
