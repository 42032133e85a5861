import type { GridColDef } from '@mui/x-data-grid';
import type { PayrollRow } from '@pvz/contracts/api/employees';
import { rublesToKopecksNumber } from '@pvz/contracts/money';
import { payrollNotes } from '@pvz/contracts/payroll';
import { moneyColumn } from '@pvz/ui/columns';

/** A money column the user types roubles into; the row keeps kopecks. */
const editableMoney = (field: keyof PayrollRow, headerName: string): GridColDef<PayrollRow> =>
  moneyColumn<PayrollRow>(field, headerName, {
    editable: true,
    width: 130,
    valueSetter: (value: number | null, row) => ({
      ...row,
      [field]: Math.max(0, rublesToKopecksNumber(Number.isFinite(value) ? (value ?? 0) : 0)),
    }),
  });

/** «Зарплата» columns: who, the rate, the editable hours and sums, and the totals the row computes. */
export const payrollColumns: GridColDef<PayrollRow>[] = [
  {
    field: 'employee',
    headerName: 'Сотрудник',
    width: 200,
    valueGetter: (value: PayrollRow['employee']) => value.name,
  },
  { field: 'point', headerName: 'ПВЗ', width: 130, valueGetter: (value: PayrollRow['point']) => value?.name ?? 'Офис' },
  moneyColumn<PayrollRow>('rate', 'Ставка в час', { width: 110 }),
  {
    field: 'hours',
    headerName: 'Часы',
    type: 'number',
    width: 90,
    editable: true,
    valueSetter: (value: number | null, row) => ({ ...row, hours: Math.max(0, Math.min(744, value ?? 0)) }),
  },
  editableMoney('advance', 'Аванс'),
  editableMoney('advanceOfficial', 'Аванс (безнал)'),
  editableMoney('salaryOfficial', 'ЗП официально (безнал)'),
  editableMoney('deductions', 'Удержания'),
  editableMoney('extra', 'Доплата'),
  moneyColumn<PayrollRow>('totalBeforeDeductions', 'Итого до удержаний'),
  moneyColumn<PayrollRow>('totalAccrued', 'Итого начислено за месяц'),
  moneyColumn<PayrollRow>('net', 'ЗП к начислению'),
  {
    field: 'note',
    headerName: 'Примечание',
    width: 210,
    editable: true,
    type: 'singleSelect',
    valueOptions: payrollNotes.map((note) => ({ value: note, label: note || '—' })),
  },
];
