import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PhoneCard } from '@pvz/contracts/api/goods-lookup';
import { orderPath } from '@pvz/contracts/api/goods-lookup';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { formatMoney } from '@pvz/ui/format';
import { Link } from '@pvz/ui/router';
import type { ReactNode } from 'react';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Typography sx={{ color: 'text.secondary', minWidth: 200 }}>{label}</Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** The public order links of the client's rows, one per kind (a row carries it when the column is visible). */
function orderLinksOf(card: PhoneCard) {
  const links = new Map<string, string>();
  for (const row of card.rows) if (row.clientLink && !links.has(row.kind)) links.set(row.kind, row.clientLink);
  return [...links].map(([kind, link]) => ({
    link,
    title: goodsKinds.find((info) => info.kind === kind)?.title ?? kind,
  }));
}

/** The client's address card: the phone, the home-delivery address, the cabinet, the sum still due. */
export function PhoneAddressCard({ card }: { card: PhoneCard }) {
  const links = orderLinksOf(card);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Карточка клиента" component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {card.phone}
      </Typography>
      <Stack sx={{ gap: 0.5 }}>
        <Line label="Адрес доставки">{card.address ?? 'не указан'}</Line>
        <Line label="Личный кабинет">{card.client ? `зарегистрирован: ${card.client.fio}` : 'не зарегистрирован'}</Line>
        <Line label="Осталось оплатить">{formatMoney(card.totalDue)}</Line>
        {links.map(({ link, title }) => (
          <Line key={link} label={`Страница заказов: ${title}`}>
            <MuiLink component={Link} to={orderPath(link)} target="_blank" rel="noopener">
              {orderPath(link)}
            </MuiLink>
          </Line>
        ))}
      </Stack>
    </Paper>
  );
}
