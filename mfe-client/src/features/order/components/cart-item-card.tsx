import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product, QuotedItem } from '@pvz/contracts/api/marketplaces';
import { maxItemQuantity } from '@pvz/contracts/api/marketplaces';
import { formatMoney } from '@pvz/ui/format';
import { useState } from 'react';

export interface CartLine {
  id: number;
  product: Product;
  size: string | null;
  quantity: number;
}

const marketplaceTitles = { ozon: 'Ozon', wb: 'Wildberries', ym: 'Яндекс Маркет' } as const;

interface Props {
  line: CartLine;
  quoted: QuotedItem | undefined;
  onChange: (line: CartLine) => void;
  onRemove: () => void;
}

/** One product in the cart: picture, name, the site's price, size and quantity, and the price with the service. */
export function CartItemCard({ line, quoted, onChange, onRemove }: Props) {
  const { product } = line;
  // a picture the marketplace's CDN refuses leaves the grey frame rather than a broken image
  const [pictureFailed, setPictureFailed] = useState(false);
  const sizePrice = product.sizes.find((size) => size.name === line.size)?.price;
  const price = sizePrice ?? product.price;
  return (
    <Card variant="outlined" component="li" aria-label={product.name}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box
          sx={{ width: 72, height: 96, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          {product.image && !pictureFailed && (
            <Box
              component="img"
              src={product.image}
              alt=""
              referrerPolicy="no-referrer"
              onError={() => setPictureFailed(true)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
        <Stack sx={{ gap: 1, minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {marketplaceTitles[product.marketplace]}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
            </Box>
            <IconButton aria-label={`Убрать «${product.name}»`} onClick={onRemove} edge="end">
              <DeleteIcon />
            </IconButton>
          </Stack>
          <Typography>Цена на сайте: {formatMoney(price)}</Typography>
          <Stack direction="row" sx={{ gap: 1 }}>
            {product.sizes.length > 0 && (
              <TextField
                select
                size="small"
                label="Размер"
                value={line.size ?? ''}
                onChange={(event) => onChange({ ...line, size: event.target.value })}
                error={line.size === null}
                sx={{ minWidth: 110 }}
              >
                {product.sizes.map((size) => (
                  <MenuItem key={size.name} value={size.name} disabled={size.price === null}>
                    {size.origName ? `${size.name} (${size.origName})` : size.name}
                    {size.price === null ? ' — нет в наличии' : ''}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              label="Количество"
              value={line.quantity}
              onChange={(event) => onChange({ ...line, quantity: Number(event.target.value) })}
              sx={{ minWidth: 110 }}
            >
              {Array.from({ length: maxItemQuantity }, (_, index) => index + 1).map((count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {quoted && (
            <Typography sx={{ fontWeight: 700 }}>
              С услугой ({quoted.percent} %): {formatMoney(quoted.total)}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
