import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { boxPath } from '@pvz/contracts/api/boxes';
import type { FindHit } from '@pvz/contracts/api/goods-lookup';
import { goodsStatusTitle, recordTypeOf } from '@pvz/contracts/goods';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { recordPath } from '@pvz/contracts/scan-codes';
import { Link } from '@pvz/ui/router';

const kindTitle = (kind: string) => goodsKinds.find((info) => info.kind === kind)?.title ?? kind;
const phonePath = (phone: string) => `/phone/${phone}`;

/** Where a hit leads, what it is called and what is said under it. */
function describeHit(hit: FindHit): { to: string; title: string; details: string[]; status?: string } {
  switch (hit.type) {
    case 'parcel':
      return {
        to: recordPath(recordTypeOf[hit.kind], hit.id),
        title: `${kindTitle(hit.kind)}, ID ${hit.id}`,
        status: goodsStatusTitle[hit.status],
        details: [
          hit.point ? hit.point.name : '',
          hit.phone ? `Клиент ${hit.phone}` : '',
          hit.name ? hit.name : '',
          hit.cell ? `Ячейка ${hit.cell}` : '',
        ].filter(Boolean),
      };
    case 'client':
      return { to: phonePath(hit.phone), title: `Клиент ${hit.phone}`, details: [`Товаров: ${hit.parcels}`] };
    case 'box':
      return { to: boxPath(hit.pvzNumber, hit.id), title: `Коробка ${hit.id}`, details: [`Товаров: ${hit.parcels}`] };
    case 'order-link':
      return {
        to: phonePath(hit.phone),
        title: `Ссылка на заказы клиента ${hit.phone}`,
        details: [kindTitle(hit.kind), `Товаров: ${hit.parcels}`],
      };
  }
}

const hitKey = (hit: FindHit) =>
  hit.type === 'client'
    ? `client:${hit.phone}`
    : hit.type === 'order-link'
      ? `link:${hit.link}`
      : `${hit.type}:${hit.id}`;

/** What the search found, each a link to its page; «Ничего не найдено» when nothing. */
export function FindHitList({ hits }: { hits: readonly FindHit[] }) {
  if (hits.length === 0)
    return (
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        Ничего не найдено
      </Typography>
    );
  return (
    <Paper variant="outlined">
      <List aria-label="Найдено" disablePadding>
        {hits.map((hit) => {
          const { to, title, details, status } = describeHit(hit);
          return (
            <ListItemButton key={hitKey(hit)} component={Link} to={to} divider>
              <ListItemText
                primary={
                  <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center' }}>
                    <span>{title}</span>
                    {status && <Chip size="small" label={status} component="span" />}
                  </Stack>
                }
                secondary={details.join(' · ')}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
