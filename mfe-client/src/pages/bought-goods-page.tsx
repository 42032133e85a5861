import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { BOUGHT_PAGE_SIZE } from '@pvz/contracts/api/client-orders';
import { formatDateTime, formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useClientBoughtGoodsQuery } from '../features/bought-goods/api/get-bought-goods';

function pageButtonLabel(type: string, page: number | null): string {
  if (type === 'previous') return 'Предыдущая страница';
  if (type === 'next') return 'Следующая страница';
  return `Страница ${page}`;
}

/** /client/goods: what the client has received, with the date and «Стоимость с доставкой». */
export default function BoughtGoodsPage() {
  const [page, setPage] = useState(0);
  const bought = useClientBoughtGoodsQuery(page);
  const pages = bought.data ? Math.ceil(bought.data.total / BOUGHT_PAGE_SIZE) : 0;
  return (
    <>
      <PageHeader title="Купленные товары" />
      {bought.isLoading ? (
        <CircularProgress aria-label="Загрузка" />
      ) : bought.error ? (
        <Alert severity="error">{errorMessage(bought.error)}</Alert>
      ) : bought.data && bought.data.total > 0 ? (
        <Stack sx={{ gap: 1.5 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            Получено товаров: {bought.data.total} на сумму {formatMoney(bought.data.totalPaid)}
          </Typography>
          <Stack component="ul" aria-label="Купленные товары" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {bought.data.items.map((item) => (
              <Paper component="li" key={item.id} variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Stack sx={{ minWidth: 0, gap: 0.5 }}>
                    {item.productLink ? (
                      <Link
                        href={item.productLink}
                        target="_blank"
                        rel="noopener noreferrer"
                        sx={{ wordBreak: 'break-word' }}
                      >
                        {item.productName || item.marketplace || 'Товар'}
                      </Link>
                    ) : (
                      <Typography sx={{ wordBreak: 'break-word' }}>
                        {item.productName || item.marketplace || 'Товар'}
                      </Typography>
                    )}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Получен {formatDateTime(item.issuedAt)}
                      {item.point && ` · ${item.point}`}
                    </Typography>
                  </Stack>
                  <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      Стоимость с доставкой
                    </Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(item.paid)}</Typography>
                  </Stack>
                </Stack>
              </Paper>
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_event, value) => setPage(value - 1)}
              getItemAriaLabel={pageButtonLabel}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      ) : (
        <Alert severity="info">Полученных товаров пока нет</Alert>
      )}
    </>
  );
}
