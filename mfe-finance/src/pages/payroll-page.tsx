import PaymentsIcon from '@mui/icons-material/Payments';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { type PayoutReportKind, type PayrollRow, payoutReports, payoutReportTitle } from '@pvz/contracts/api/employees';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { netPay, type PayrollFigures, totalAccrued, totalBeforeDeductions } from '@pvz/contracts/payroll';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { MonthPicker } from '@pvz/ui/month-picker';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useUnsavedEdits } from '../components/unsaved-edits';
import { useIsDirector } from '../components/use-is-director';
import { useFillPayrollMutation, usePayrollQuery, useSavePayrollMutation } from '../features/payroll/api/payroll-api';
import { PayoutReportDialog } from '../features/payroll/components/payout-report-dialog';
import { payrollColumns } from '../features/payroll/components/payroll-columns';

const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });

/** The row's totals again after an edit, by the module the gateway computes them with. */
function recomputed(row: PayrollRow): PayrollRow {
  const figures: PayrollFigures = { ...row, hoursCenti: Math.round(row.hours * 100) };
  return {
    ...row,
    totalBeforeDeductions: totalBeforeDeductions(figures),
    totalAccrued: totalAccrued(figures),
    net: netPay(figures),
  };
}

/**
 * «Зарплата» (/advance-report/payroll): a month's rows, one per employee, filled at the hourly rate;
 * hours and sums are edited in the table and saved together («ЗП к начислению» below zero is what the
 * employee owes: note it «Нам должны» and they join the debtors). Leaving with unsaved edits asks first.
 * The director posts the month's advance and pay to the advance report, once each.
 */
export default function PayrollPage() {
  const { title } = findPage('finance-payroll');
  const canWrite = usePageLevel('finance-payroll') === 'write';
  const isDirector = useIsDirector();
  const [payout, setPayout] = useState<PayoutReportKind | null>(null);
  const [month, setMonth] = useState(() => monthStartOf(moscowDay()));
  const payroll = usePayrollQuery({ month });
  const [edits, setEdits] = useState<Map<number, PayrollRow>>(new Map());
  const [fill, filling] = useFillPayrollMutation();
  const [save, saving] = useSavePayrollMutation();
  const { enqueueSnackbar } = useSnackbar();
  const dirty = edits.size > 0;
  const unsaved = useUnsavedEdits(dirty, () => setEdits(new Map()), 'Несохранённые изменения зарплаты пропадут.');

  const rows = (payroll.data?.rows ?? []).map((row) => edits.get(row.id) ?? row);
  const totals = rows.reduce((sum, row) => ({ accrued: sum.accrued + row.totalAccrued, net: sum.net + row.net }), {
    accrued: 0,
    net: 0,
  });

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setEdits(new Map());
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const saveEdits = () =>
    run(
      () =>
        save({
          month,
          rows: [...edits.values()].map((row) => ({
            id: row.id,
            hours: row.hours,
            advance: row.advance,
            advanceOfficial: row.advanceOfficial,
            salaryOfficial: row.salaryOfficial,
            deductions: row.deductions,
            extra: row.extra,
            note: row.note,
          })),
        }).unwrap(),
      messages.payrollSaved,
    );

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthPicker value={month} onChange={(next) => unsaved.guard(() => setMonth(next))} />
          {canWrite && (
            <>
              <Button
                startIcon={<PlaylistAddIcon />}
                disabled={filling.isLoading || dirty}
                onClick={() => run(() => fill({ month }).unwrap(), messages.payrollFilled)}
              >
                Заполнить таблицу за {monthName.format(new Date(month))}
              </Button>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={!dirty || saving.isLoading}
                onClick={saveEdits}
              >
                Сохранить{dirty ? ` (${edits.size})` : ''}
              </Button>
            </>
          )}
          {payoutReports.map((report) => (
            <Button
              key={report}
              startIcon={<PaymentsIcon />}
              disabled={dirty || rows.length === 0}
              onClick={() => setPayout(report)}
            >
              {payoutReportTitle[report]}
            </Button>
          ))}
        </Stack>
        {payroll.isError && <Alert severity="error">{errorMessage(payroll.error)}</Alert>}
        <Box sx={{ height: 'calc(100dvh - 320px)', minHeight: 360 }}>
          <DataTable
            rows={rows}
            exportFileName={`${title} ${month.slice(0, 7)}`}
            exportTotals={[
              'advance',
              'advanceOfficial',
              'salaryOfficial',
              'deductions',
              'extra',
              'totalAccrued',
              'net',
            ]}
            columns={payrollColumns}
            loading={payroll.isFetching}
            isCellEditable={() => canWrite}
            processRowUpdate={(row: PayrollRow) => {
              const next = recomputed(row);
              setEdits((current) => new Map(current).set(next.id, next));
              return next;
            }}
            onProcessRowUpdateError={(error) => enqueueSnackbar(errorMessage(error), { variant: 'error' })}
            getRowClassName={({ row }) => (row.net < 0 ? 'owes' : '')}
            sx={{ '& .owes': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16) } }}
            localeText={{ noRowsLabel: 'За этот месяц строк нет: заполните таблицу' }}
          />
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Итого за месяц">
          <Typography>
            Начислено: {formatMoney(totals.accrued)} · к выплате: {formatMoney(totals.net)}
          </Typography>
        </Paper>
      </Stack>
      {unsaved.dialog}
      {payout && (
        <PayoutReportDialog month={month} report={payout} mayPost={isDirector} onClose={() => setPayout(null)} />
      )}
    </>
  );
}
