import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { goodsStatusTitle, recordTypeOf } from '@pvz/contracts/goods';
import { recordPath, shortItemCode } from '@pvz/contracts/scan-codes';
import { formatMoney } from '@pvz/ui/format';
import { Link as RouterLink } from '@pvz/ui/router';

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

/** Parcels nobody tells apart at the counter: the same kind, product, pieces and sum. */
function groupsOf(rows: readonly GoodsRow[]): GoodsRow[][] {
  const groups = new Map<string, GoodsRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.kind, row.productName || `#${row.id}`, row.itemsCount, row.amountFromClient]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/** Identical parcels as one line («Кружка — 20 шт.»), ticked all at once or one by one as they are scanned. */
function GroupText({ rows, picked }: { rows: readonly GoodsRow[]; picked: number }) {
  const [first] = rows;
  if (!first) return null;
  const codes = rows.map((row) => shortItemCode(recordTypeOf[row.kind], row.id));
  const shown = codes.length > 3 ? `${codes.slice(0, 3).join(', ')} и ещё ${codes.length - 3}` : codes.join(', ');
  return (
    <ListItemText
      primary={`${parcelTitle(first)} — ${rows.length} шт.`}
      secondary={[
        shown,
        first.amountFromClient !== undefined && `по ${formatMoney(first.amountFromClient)}`,
        `отмечено ${picked} из ${rows.length}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    />
  );
}

/**
 * A client's parcels: those in the cell, identical ones grouped, each ticked when staff scan it or
 * click it (a group: all of it), then those still on their way, greyed.
 */
export function ClientParcelList({
  rows,
  picked,
  onToggle,
}: {
  rows: readonly GoodsRow[];
  picked: ReadonlySet<number>;
  /** ticks the parcels, or unticks them when every one is ticked */
  onToggle(ids: readonly number[]): void;
}) {
  const waiting = groupsOf(rows.filter(isWaiting));
  const onTheWay = rows.filter((row) => !isWaiting(row));
  return (
    <>
      <List aria-label="Товары в ячейке" dense>
        {waiting.map((group) => {
          const [first] = group;
          if (!first) return null;
          const pickedCount = group.filter((row) => picked.has(row.id)).length;
          const all = pickedCount === group.length;
          const label =
            group.length === 1
              ? `${parcelTitle(first)}, ${shortItemCode(recordTypeOf[first.kind], first.id)}`
              : `${parcelTitle(first)}, ${group.length} шт.`;
          return (
            <ListItem key={first.id} disablePadding>
              <ListItemButton onClick={() => onToggle(group.map((row) => row.id))} selected={pickedCount > 0}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={all}
                    indeterminate={pickedCount > 0 && !all}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </ListItemIcon>
                {group.length === 1 ? <ParcelText row={first} /> : <GroupText rows={group} picked={pickedCount} />}
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
