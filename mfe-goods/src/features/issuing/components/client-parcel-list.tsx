import {
  Checkbox,
  Chip,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { goodsStatusTitle, recordTypeOf } from '@pvz/contracts/goods';
import { recordPath, shortItemCode } from '@pvz/contracts/scan-codes';
import { formatMoney } from '@pvz/ui/format';
import { Link as RouterLink } from 'react-router-dom';

/** A parcel that lies in the cell now, and so can be handed over. */
export function isWaiting(row: GoodsRow): boolean {
  return row.status === 'at-point';
}

/** The product, with how many pieces when there are several («Кружка × 20»). */
function parcelTitle(row: GoodsRow): string {
  const title = row.productName || `Товар ${row.id}`;
  return row.itemsCount !== undefined && row.itemsCount > 1 ? `${title} × ${row.itemsCount}` : title;
}

function ParcelText({ row }: { row: GoodsRow }) {
  const recordType = recordTypeOf[row.kind];
  return (
    <ListItemText
      primary={parcelTitle(row)}
      secondary={
        <>
          <Link component={RouterLink} to={recordPath(recordType, row.id)} onClick={(event) => event.stopPropagation()}>
            {shortItemCode(recordType, row.id)}
          </Link>
          {row.amountFromClient !== undefined && ` · ${formatMoney(row.amountFromClient)}`}
        </>
      }
    />
  );
}

/**
 * A client's parcels: those in the cell, each ticked when staff scan it or click it, then those still
 * on their way, greyed.
 */
export function ClientParcelList({
  rows,
  picked,
  onToggle,
}: {
  rows: readonly GoodsRow[];
  picked: ReadonlySet<number>;
  onToggle(id: number): void;
}) {
  const waiting = rows.filter(isWaiting);
  const onTheWay = rows.filter((row) => !isWaiting(row));
  return (
    <>
      <List aria-label="Товары в ячейке" dense>
        {waiting.map((row) => {
          const label = `${parcelTitle(row)}, ${shortItemCode(recordTypeOf[row.kind], row.id)}`;
          return (
            <ListItem key={row.id} disablePadding>
              <ListItemButton onClick={() => onToggle(row.id)} selected={picked.has(row.id)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={picked.has(row.id)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </ListItemIcon>
                <ParcelText row={row} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {onTheWay.length > 0 && (
        <>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 2 }}>
            В пути
          </Typography>
          <List aria-label="Товары в пути" dense sx={{ opacity: 0.55 }}>
            {onTheWay.map((row) => (
              <ListItem key={row.id} secondaryAction={<Chip size="small" label={goodsStatusTitle[row.status]} />}>
                <ParcelText row={row} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
