import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { Income, IncomeFigures } from '@pvz/contracts/api/balance';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';

/** One earner's row: a partner point or a regional manager. */
export type IncomeRow = { id: string; earner: 'partner' | 'manager'; earnerId: number; name: string } & IncomeFigures;

export function incomeRowsOf(income: Income | undefined): IncomeRow[] {
  if (!income) return [];
  return [
    ...income.partners.map(({ point, income: figures }) => ({
      id: `p${point.id}`,
      earner: 'partner' as const,
      earnerId: point.id,
      name: point.name,
      ...figures,
    })),
    ...income.managers.map(({ manager, income: figures }) => ({
      id: `m${manager.id}`,
      earner: 'manager' as const,
      earnerId: manager.id,
      name: manager.name,
      ...figures,
    })),
  ];
}

const percentFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «Доход ППВЗ» and «Доход менеджера»: earned at each one's percent, withdrawn, and what may be withdrawn now. */
export function IncomeTable({
  rows,
  loading,
  exportFileName,
  mayWithdraw,
  maySetRate,
  onWithdraw,
  onRates,
}: {
  rows: readonly IncomeRow[];
  loading: boolean;
  exportFileName: string;
  mayWithdraw(row: IncomeRow): boolean;
  maySetRate: boolean;
  onWithdraw(row: IncomeRow): void;
  onRates(row: IncomeRow): void;
}) {
  const columns: GridColDef<IncomeRow>[] = [
    { field: 'name', headerName: 'Кто', width: 180 },
    {
      field: 'earner',
      headerName: 'Доход',
      width: 110,
      valueFormatter: (value: IncomeRow['earner']) => (value === 'partner' ? 'ППВЗ' : 'Менеджер'),
    },
    {
      field: 'percent',
      headerName: 'Процент',
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => `${percentFormat.format(value)} %`,
    },
    moneyColumn<IncomeRow>('earnedInPeriod', 'Начислено за период'),
    moneyColumn<IncomeRow>('earned', 'Начислено всего'),
    moneyColumn<IncomeRow>('withdrawn', 'Выведено'),
    moneyColumn<IncomeRow>('reserved', 'В заявках'),
    moneyColumn<IncomeRow>('available', 'Доступно к выводу'),
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Действия',
      width: 230,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 1 }}>
          {mayWithdraw(row) && (
            <Button size="small" disabled={row.available <= 0} onClick={() => onWithdraw(row)}>
              Вывод дохода
            </Button>
          )}
          <Button size="small" onClick={() => onRates(row)}>
            {maySetRate ? 'Ставка' : 'Ставки'}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <DataTable<IncomeRow>
      rows={[...rows]}
      columns={columns}
      loading={loading}
      exportFileName={exportFileName}
      exportTotals={['earnedInPeriod', 'earned', 'withdrawn', 'reserved', 'available']}
      autoHeight
      // every column stays rendered: a row is whole in the page (found by its text, read out in full)
      columnBufferPx={4000}
      localeText={{ noRowsLabel: 'Партнёрских ПВЗ и региональных менеджеров нет' }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
