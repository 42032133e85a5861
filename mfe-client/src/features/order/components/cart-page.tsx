import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { type CartBody, maxCartItems } from '@pvz/contracts/api/marketplaces';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { PointAddressSelect } from '@pvz/ui/point-select';
import { Link, useNavigate } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { type FormEvent, useRef, useState } from 'react';
import { useClientOrderPointsQuery } from '../api/get-order-points';
import { useClientLookupProductMutation } from '../api/lookup-product';
import { useClientPlaceOrderMutation } from '../api/place-order';
import { useClientQuoteOrderQuery } from '../api/quote-order';
import { CartItemCard, type CartLine } from './cart-item-card';

const pointKey = 'pvz-order-point';

function savedPoint(): number | '' {
  const saved = Number(localStorage.getItem(pointKey));
  return Number.isInteger(saved) && saved > 0 ? saved : '';
}

/** /client/order/accept-order: paste links, choose sizes and a point, see the price with the service, place the order. */
export function CartPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [link, setLink] = useState('');
  const [lines, setLines] = useState<CartLine[]>([]);
  const [nextId, setNextId] = useState(1);
  const [savedPointId, setPointId] = useState<number | ''>(savedPoint);
  const points = useClientOrderPointsQuery();
  const [lookupProduct, lookup] = useClientLookupProductMutation();
  const [placeOrder, placing] = useClientPlaceOrderMutation();
  /** one operation id per cart: sent again after a lost answer, the same cart is ordered once */
  const operationIds = useRef(new Map<string, string>());
  // a point remembered from an earlier visit counts only while it is still on the list
  const pointId = points.data?.points.some((point) => point.id === savedPointId) ? savedPointId : '';

  const ready =
    pointId !== '' && lines.length > 0 && lines.every((line) => line.size !== null || line.product.sizes.length === 0);
  const cart: CartBody | null = ready
    ? {
        pointId,
        items: lines.map((line) => ({
          link: line.product.link,
          quantity: line.quantity,
          ...(line.size === null ? {} : { size: line.size }),
        })),
      }
    : null;
  const quote = useClientQuoteOrderQuery(cart ?? { pointId: 0, items: [] }, { skip: cart === null });

  async function add(event: FormEvent) {
    event.preventDefault();
    if (link.trim() === '') return;
    const answer = await lookupProduct(link.trim());
    if (!('data' in answer) || !answer.data) return;
    const product = answer.data;
    setLines((current) => [...current, { id: nextId, product, size: null, quantity: 1 }]);
    setNextId((id) => id + 1);
    setLink('');
  }

  async function place() {
    if (!cart) return;
    const cartKey = JSON.stringify(cart);
    const operationId = operationIds.current.get(cartKey) ?? crypto.randomUUID();
    operationIds.current.set(cartKey, operationId);
    const answer = await placeOrder({ ...cart, operationId });
    if ('data' in answer && answer.data) {
      enqueueSnackbar(answer.data.message, { variant: 'success' });
      navigate('/client/my-orders');
    } else enqueueSnackbar(errorMessage(answer.error), { variant: 'error' });
  }

  function choosePoint(id: number | '') {
    setPointId(id);
    localStorage.setItem(pointKey, String(id));
  }

  const full = lines.length >= maxCartItems;
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title="Заказ через личный кабинет" />
      <Paper variant="outlined" component="form" onSubmit={add} aria-label="Добавить товар" sx={{ p: 2 }}>
        <Stack sx={{ gap: 1.5 }}>
          <TextField
            label="Ссылка на товар"
            placeholder="https://www.ozon.ru/product/…"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            inputMode="url"
            autoComplete="off"
            disabled={full}
            helperText={
              full ? `В одном заказе не больше ${maxCartItems} товаров` : 'Ozon, Wildberries или Яндекс Маркет'
            }
            fullWidth
          />
          <Button
            type="submit"
            variant="outlined"
            size="large"
            startIcon={lookup.isLoading ? <CircularProgress size={18} /> : <AddIcon />}
            disabled={lookup.isLoading || full || link.trim() === ''}
          >
            Добавить
          </Button>
          {lookup.isError && <Alert severity="error">{errorMessage(lookup.error)}</Alert>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Как скопировать ссылку: <Link to="/client/order/info/ozon">Ozon</Link>,{' '}
            <Link to="/client/order/info/wb">Wildberries</Link>, <Link to="/client/order/info/ym">Яндекс Маркет</Link>
          </Typography>
        </Stack>
      </Paper>

      {lines.length === 0 ? (
        <Alert severity="info">Корзина пуста. Вставьте ссылку на товар и нажмите «Добавить».</Alert>
      ) : (
        <Stack component="ul" aria-label="Корзина" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line, index) => (
            <CartItemCard
              key={line.id}
              line={line}
              quoted={quote.data && cart && !quote.isFetching ? quote.data.items[index] : undefined}
              onChange={(changed) =>
                setLines((current) => current.map((item) => (item.id === line.id ? changed : item)))
              }
              onRemove={() => setLines((current) => current.filter((item) => item.id !== line.id))}
            />
          ))}
        </Stack>
      )}

      <PointAddressSelect
        points={points.data?.points ?? []}
        value={pointId}
        onChange={choosePoint}
        helperText={points.isError ? errorMessage(points.error) : 'Где вы заберёте заказ'}
        error={points.isError}
      />

      <Paper variant="outlined" component="section" aria-label="Итого" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Typography>Итого с услугой</Typography>
          <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
            {quote.isFetching ? (
              <CircularProgress size={20} aria-label="Считаем" />
            ) : quote.data && cart ? (
              formatMoney(quote.data.total)
            ) : (
              '—'
            )}
          </Typography>
        </Stack>
        {quote.isError && cart && <Alert severity="error">{errorMessage(quote.error)}</Alert>}
        {!ready && lines.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {pointId === '' ? 'Выберите пункт выдачи' : 'Выберите размер у каждого товара'}
          </Typography>
        )}
      </Paper>

      <Button
        variant="contained"
        size="large"
        onClick={place}
        disabled={!ready || placing.isLoading || quote.isFetching || quote.isError}
        startIcon={placing.isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Оформить заказ
      </Button>
    </Stack>
  );
}
