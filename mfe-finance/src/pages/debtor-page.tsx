import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { DEBTOR_LINK_PATTERN } from '@pvz/contracts/api/service-balances';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { formatMoney } from '@pvz/ui/format';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Route, Routes, useParams } from '@pvz/ui/router';
import { usePublicDebtorQuery } from '../features/debtors/api/debtors-api';

const linkPattern = new RegExp(DEBTOR_LINK_PATTERN);

function DebtorView() {
  const link = useParams().link ?? '';
  const valid = linkPattern.test(link);
  const debtor = usePublicDebtorQuery(link, { skip: !valid });
  const notFound = debtor.error && 'status' in debtor.error && debtor.error.status === 404;
  if (!valid || notFound) return <NotFoundRoute />;
  if (debtor.isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (debtor.error) return <Alert severity="error">{errorMessage(debtor.error)}</Alert>;
  if (!debtor.data) return null;
  const { name, owed, rows } = debtor.data;
  return (
    <>
      <PageHeader title="Задолженность" />
      <Stack sx={{ gap: 2 }}>
        {name && <Typography sx={{ color: 'text.secondary' }}>{name}</Typography>}
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Итого">
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography>К оплате</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(owed)}</Typography>
          </Stack>
        </Paper>
        {owed === 0 ? (
          <Typography>Задолженности нет. Спасибо!</Typography>
        ) : (
          <>
            <Typography>
              Оплатить можно наличными или переводом — уточните реквизиты у менеджера, который прислал вам эту ссылку.
            </Typography>
            <Table size="small" aria-label="За что">
              <TableHead>
                <TableRow>
                  <TableCell>Дата</TableCell>
                  <TableCell>За что</TableCell>
                  <TableCell align="right">Стоимость товаров</TableCell>
                  <TableCell align="right">К оплате</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a list shown once, never reordered, whose rows have no id of their own
                  <TableRow key={index}>
                    <TableCell>{formatMoscowDate(row.date)}</TableCell>
                    <TableCell>{row.title}</TableCell>
                    <TableCell align="right">{row.value === null ? '' : formatMoney(row.value)}</TableCell>
                    <TableCell align="right">{formatMoney(row.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Stack>
    </>
  );
}

/** /debtor/{link}: what a business customer or an employee owes, opened from a signed link without a login. */
export default function DebtorPage() {
  return (
    <Routes>
      <Route path=":link" element={<DebtorView />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
