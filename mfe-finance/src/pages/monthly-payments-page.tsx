import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { MonthlyPayment } from '@pvz/contracts/api/monthly-payments';
import { messages } from '@pvz/contracts/messages';
import { formatMonth, monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatMoney } from '@pvz/ui/format';
import { MonthPicker } from '@pvz/ui/month-picker';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useMonthlyPaymentsQuery } from '../features/monthly-payments/api/get-monthly-payments';
import { useDeleteMonthlyTemplateMutation } from '../features/monthly-payments/api/save-template';
import { MonthlyPaymentsTable } from '../features/monthly-payments/components/monthly-payments-table';
import { PayDialog } from '../features/monthly-payments/components/pay-dialog';
import { TemplateDialog } from '../features/monthly-payments/components/template-dialog';

/**
 * «Ежемесячные платежи» (/payments/monthly-payments): the recurring expenses of the user's points,
 * each due on the 2nd of the month chosen; «Оплатить» pays one once, and what is due and paid is
 * summed at the foot.
 */
export default function MonthlyPaymentsPage() {
  const { title } = findPage('finance-monthly-payments');
  const canWrite = usePageLevel('finance-monthly-payments') === 'write';
  const [month, setMonth] = useState(() => monthStartOf(moscowDay()));
  const payments = useMonthlyPaymentsQuery({ month });
  const [editing, setEditing] = useState<MonthlyPayment | 'new' | null>(null);
  const [paying, setPaying] = useState<MonthlyPayment | null>(null);
  const [deleting, setDeleting] = useState<MonthlyPayment | null>(null);
  const [remove, removing] = useDeleteMonthlyTemplateMutation();
  const { enqueueSnackbar } = useSnackbar();
  const totals = payments.data?.totals;

  const confirmDelete = async (row: MonthlyPayment) => {
    try {
      await remove({ month, id: row.templateId }).unwrap();
      enqueueSnackbar(messages.monthlyTemplateDeleted, { variant: 'success' });
      setDeleting(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Добавить платёж
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <MonthPicker value={month} onChange={setMonth} />
        {payments.isError && <Alert severity="error">{errorMessage(payments.error)}</Alert>}
        <MonthlyPaymentsTable
          rows={payments.data?.rows ?? []}
          loading={payments.isFetching}
          exportFileName={`${title} ${formatMonth(month)}`}
          canWrite={canWrite}
          onPay={setPaying}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        {totals && (
          <Stack
            component="section"
            aria-label="Итого за месяц"
            direction="row"
            sx={{ gap: 3, flexWrap: 'wrap', px: 1, fontVariantNumeric: 'tabular-nums' }}
          >
            <Typography sx={{ fontWeight: 600 }}>Итого за {formatMonth(month)}</Typography>
            <Typography>К оплате: {formatMoney(totals.due)}</Typography>
            <Typography>Оплачено: {formatMoney(totals.paid)}</Typography>
          </Stack>
        )}
      </Stack>
      {editing && (
        <TemplateDialog month={month} editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {paying && <PayDialog month={month} row={paying} onClose={() => setPaying(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title="Удалить платёж?"
          confirmLabel="Удалить"
          destructive
          busy={removing.isLoading}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          «{deleting.company}» ({deleting.point.name}, {formatMoney(deleting.amount)}) больше не будет начисляться.
          Оплаченные месяцы останутся.
        </ConfirmDialog>
      )}
    </>
  );
}
