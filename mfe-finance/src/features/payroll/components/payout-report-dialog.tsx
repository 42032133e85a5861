import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { advancePaymentTitle } from '@pvz/contracts/api/advance-report';
import { type PayoutReportKind, payoutReportTitle } from '@pvz/contracts/api/employees';
import { formatMonth, formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useCreatePayoutReportMutation, usePayoutReportQuery } from '../api/payroll-api';

interface PayoutReportDialogProps {
  month: string;
  report: PayoutReportKind;
  /** the director posts; others see what was or would be posted */
  mayPost: boolean;
  onClose(): void;
}

/**
 * «создать отчет по авансу» / «по выплате зп»: the rows the report posts to the advance report (by
 * point, company and payment), and once posted, who posted them and when.
 */
export function PayoutReportDialog({ month, report, mayPost, onClose }: PayoutReportDialogProps) {
  const shown = usePayoutReportQuery({ month, report });
  const [create, creating] = useCreatePayoutReportMutation();
  const once = useOperationIds();
  const [refusal, setRefusal] = useState<string>();
  const { enqueueSnackbar } = useSnackbar();
  const data = shown.data;
  const posted = data?.postedAt != null;
  const ready = data !== undefined && !posted && data.lines.length > 0 && data.unplaced.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !mayPost) return onClose();
    try {
      const body = { month, report };
      const answer = await once(JSON.stringify(['payout', body]), (operationId) =>
        create({ operationId, ...body }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={`${payoutReportTitle[report]} за ${formatMonth(month)}`}
      submitLabel={ready && mayPost ? `Провести ${formatMoney(data.total)}` : 'Закрыть'}
      busy={creating.isLoading || shown.isFetching}
      refusal={refusal ?? (shown.isError ? errorMessage(shown.error) : undefined)}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      {posted && (
        <Alert severity="success">
          Проведён {formatMoscowDateTime(data.postedAt as string)}, {data.postedBy}
        </Alert>
      )}
      {data && data.unplaced.length > 0 && (
        <Alert severity="warning">
          Не указана точка или компания из списка: {data.unplaced.join(', ')}. Исправьте карточки сотрудников.
        </Alert>
      )}
      {data && data.lines.length === 0 ? (
        <Typography color="text.secondary">Проводить нечего: суммы за месяц равны нулю</Typography>
      ) : (
        <Table size="small" aria-label="Строки отчёта">
          <TableHead>
            <TableRow>
              <TableCell>ПВЗ</TableCell>
              <TableCell>Компания</TableCell>
              <TableCell>Оплата</TableCell>
              <TableCell align="right">Сотрудников</TableCell>
              <TableCell align="right">Сумма</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.lines.map((line) => (
              <TableRow key={`${line.point.id}:${line.company.id}:${line.payment}`}>
                <TableCell>{line.point.name}</TableCell>
                <TableCell>{line.company.name}</TableCell>
                <TableCell>{advancePaymentTitle[line.payment]}</TableCell>
                <TableCell align="right">{line.employees}</TableCell>
                <TableCell align="right">{formatMoney(line.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4}>Итого «Оплата ФОТ»</TableCell>
              <TableCell align="right">{formatMoney(data?.total ?? 0)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </FormDialog>
  );
}
