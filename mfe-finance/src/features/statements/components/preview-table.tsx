import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { type LineStatus, lineStatusTitle, type PreviewLine } from '@pvz/contracts/api/statements';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';

const statusColor: Record<LineStatus, 'success' | 'default' | 'warning'> = {
  new: 'success',
  duplicate: 'default',
  possible: 'warning',
};

interface PreviewTableProps {
  lines: PreviewLine[];
  fileName: string;
  categories: { id: number; name: string }[];
  /** the possible duplicates chosen to import */
  included: ReadonlySet<string>;
  /** the category chosen for a line, over the suggested one */
  chosenCategory: ReadonlyMap<string, number>;
  onInclude(fingerprint: string, include: boolean): void;
  onCategory(fingerprint: string, categoryId: number | null): void;
}

/**
 * The lines of the file as they would be imported: new ones go in, those already imported stay out,
 * a possible duplicate goes in only when ticked; money out gets a category (suggested from the
 * counterparty's last one).
 */
export function PreviewTable(props: PreviewTableProps) {
  const { lines, fileName, categories, included, chosenCategory, onInclude, onCategory } = props;
  const columns: GridColDef<PreviewLine>[] = [
    { field: 'row', headerName: 'Строка', type: 'number', width: 80 },
    {
      field: 'day',
      headerName: 'Дата',
      width: 110,
      valueFormatter: (value: string) => value.split('-').reverse().join('.'),
    },
    {
      field: 'direction',
      headerName: 'Движение',
      width: 120,
      valueFormatter: (value: string) => (value === 'in' ? 'Поступление' : 'Списание'),
    },
    moneyColumn<PreviewLine>('amount', 'Сумма'),
    { field: 'counterparty', headerName: 'Контрагент', width: 200 },
    { field: 'inn', headerName: 'ИНН', width: 130 },
    { field: 'purpose', headerName: 'Назначение', flex: 1, minWidth: 220 },
    {
      field: 'status',
      headerName: 'Статус',
      width: 170,
      valueFormatter: (value: LineStatus) => lineStatusTitle[value],
      renderCell: ({ row }) => (
        <Chip size="small" color={statusColor[row.status]} label={lineStatusTitle[row.status]} />
      ),
    },
    {
      field: 'include',
      headerName: 'Загрузить',
      width: 100,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Checkbox
          checked={row.status === 'new' || (row.status === 'possible' && included.has(row.fingerprint))}
          disabled={row.status !== 'possible'}
          onChange={(event) => onInclude(row.fingerprint, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Загрузить строку ${row.row}` } }}
        />
      ),
    },
    {
      field: 'categoryId',
      headerName: 'Статья расхода',
      width: 230,
      sortable: false,
      renderCell: ({ row }) =>
        row.direction === 'out' && row.status !== 'duplicate' ? (
          <TextField
            select
            size="small"
            variant="standard"
            fullWidth
            value={chosenCategory.get(row.fingerprint) ?? row.categoryId ?? ''}
            onChange={(event) =>
              onCategory(row.fingerprint, event.target.value === '' ? null : Number(event.target.value))
            }
            slotProps={{ htmlInput: { 'aria-label': `Статья строки ${row.row}` } }}
          >
            <MenuItem value="">Без статьи</MenuItem>
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null,
    },
  ];
  return (
    <DataTable
      rows={lines}
      columns={columns}
      getRowId={(row) => row.fingerprint}
      exportFileName={`Выписка ${fileName}`}
      exportTotals={['amount']}
      autoHeight
      localeText={{ noRowsLabel: 'В файле нет строк с датой и суммой' }}
    />
  );
}
