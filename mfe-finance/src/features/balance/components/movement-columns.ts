import type { GridColDef } from '@mui/x-data-grid';
import type { Movement } from '@pvz/contracts/api/balance';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';

/** What each kind of ledger move is called on screen (an unknown kind shows as it is). */
const kindTitle: Record<string, string> = {
  'goods-cash': 'Выдача товара: наличные',
  'goods-online': 'Выдача товара: онлайн',
  withdrawal: 'Вывод средств',
  'income-withdrawal': 'Вывод дохода',
  'advance-expense': 'Расход',
  'advance-transfer': 'Передача денежных средств',
  'advance-top-up': 'Пополнение баланса',
  'statement-in': 'Поступление по выписке',
  'statement-out': 'Списание по выписке',
  'bank-opening': 'Начальный остаток банка',
  'bank-transfer': 'Перевод между банками',
};

/** The columns of a ledger account's moves: when, what, ±amount, the other side and the reason. */
export const movementColumns: GridColDef<Movement>[] = [
  dateTimeColumn<Movement>('at', 'Когда'),
  {
    field: 'kind',
    headerName: 'Что',
    width: 220,
    valueFormatter: (value: string, row) => `${kindTitle[value] ?? value}${row.pending ? ' (ожидает получения)' : ''}`,
  },
  moneyColumn<Movement>('amount', 'Сумма'),
  { field: 'counterpart', headerName: 'Откуда / куда', width: 200 },
  { field: 'reference', headerName: 'Основание', width: 180, valueFormatter: (value: string | null) => value ?? '' },
];
