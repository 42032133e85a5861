import Link from '@mui/material/Link';
import {
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { type EquipmentItem, type EquipmentSortKey, equipmentSortKeys } from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, equipmentRecordPath, registerTitles } from '@pvz/contracts/equipment';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { Link as RouterLink, useNavigate } from '@pvz/ui/router';
import { useMemo, useRef } from 'react';
import { EquipmentToolbar } from './equipment-toolbar';
import { StateChip } from './state-chip';

export interface TableSort {
  sort?: EquipmentSortKey;
  order?: 'asc' | 'desc';
}

/** The grid's sort model as the list call's sort (the columns' fields are the gateway's sort keys). */
export function sortOf(model: GridSortModel): TableSort {
  const [first] = model;
  const key = equipmentSortKeys.find((candidate) => candidate === first?.field);
  return key && first?.sort ? { sort: key, order: first.sort } : {};
}

function columnsOf(register: EquipmentRegister, decommissioned: boolean): GridColDef<EquipmentItem>[] {
  return [
    {
      field: 'inventoryNumber',
      headerName: 'Инв. номер',
      width: 120,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={equipmentRecordPath(register, row.id)}>
          {row.inventoryNumber}
        </Link>
      ),
    },
    { field: 'name', headerName: 'Название', flex: 1, minWidth: 160 },
    { field: 'type', headerName: 'Тип', width: 140 },
    { field: 'serial', headerName: 'Серийный номер', width: 140 },
    {
      field: 'state',
      headerName: 'Статус',
      width: 150,
      renderCell: ({ row }) => <StateChip state={row.state} />,
    },
    { field: 'point', headerName: 'ПВЗ', flex: 0.7, minWidth: 130, valueGetter: (_value, row) => row.point.name },
    {
      field: 'responsible',
      headerName: 'Ответственный',
      width: 140,
      valueGetter: (_value, row) => row.responsible?.name ?? '',
    },
    moneyColumn<EquipmentItem>('repairsCost', 'Ремонты', { width: 110 }),
    ...(decommissioned
      ? [
          dateTimeColumn<EquipmentItem>('decommissionedAt', 'Списано'),
          { field: 'decommissionReason', headerName: 'Причина', width: 220, sortable: false },
          { field: 'decommissionedBy', headerName: 'Кем', width: 130, sortable: false },
        ]
      : [dateTimeColumn<EquipmentItem>('updatedAt', 'Изменено')]),
  ];
}

export interface EquipmentTableProps {
  register: EquipmentRegister;
  decommissioned: boolean;
  rows: EquipmentItem[];
  total: number | undefined;
  loading: boolean;
  paging: GridPaginationModel;
  onPagingChange(model: GridPaginationModel): void;
  sort: GridSortModel;
  onSortChange(model: GridSortModel): void;
  /** the search of the toolbar, as the list call's `q` */
  onSearchChange(text: string): void;
  /** chosen rows, kept across pages; none when the user may not change the register */
  selected?: EquipmentItem[];
  onSelectedChange?(rows: EquipmentItem[]): void;
  onExportAll(): void;
  exporting: boolean;
}

/**
 * A register's table: paged, sorted and searched by the gateway, every matching row to xlsx, rows
 * chosen across pages for the bulk actions; Enter or a double click opens the card.
 */
export function EquipmentTable({
  register,
  decommissioned,
  rows,
  total,
  loading,
  paging,
  onPagingChange,
  sort,
  onSortChange,
  onSearchChange,
  selected,
  onSelectedChange,
  onExportAll,
  exporting,
}: EquipmentTableProps) {
  const navigate = useNavigate();
  const columns = useMemo(() => columnsOf(register, decommissioned), [register, decommissioned]);
  // the pager keeps its count while the next page loads
  const lastTotal = useRef(0);
  if (total !== undefined) lastTotal.current = total;
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>((selected ?? []).map((row) => row.id)) }),
    [selected],
  );
  const changeSelection = (model: GridRowSelectionModel) => {
    if (!onSelectedChange) return;
    const known = new Map<GridRowId, EquipmentItem>([...(selected ?? []), ...rows].map((row) => [row.id, row]));
    onSelectedChange(
      model.type === 'include'
        ? [...model.ids].flatMap((id) => known.get(id) ?? [])
        : rows.filter((row) => !model.ids.has(row.id)),
    );
  };
  const open = (row: EquipmentItem) => navigate(equipmentRecordPath(register, row.id));
  const search = (model: GridFilterModel) => onSearchChange((model.quickFilterValues ?? []).join(' ').trim());

  return (
    <DataTable<EquipmentItem>
      rows={rows}
      columns={columns}
      loading={loading}
      exportFileName={registerTitles[register]}
      rowCount={lastTotal.current}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      paginationModel={paging}
      onPaginationModelChange={onPagingChange}
      sortModel={sort}
      onSortModelChange={onSortChange}
      onFilterModelChange={search}
      checkboxSelection={Boolean(onSelectedChange)}
      keepNonExistentRowsSelected
      rowSelectionModel={selection}
      onRowSelectionModelChange={changeSelection}
      onRowDoubleClick={({ row }) => open(row)}
      onCellKeyDown={({ row, field }, event) => {
        // a focused link opens the card by itself
        if (
          event.key !== 'Enter' ||
          field === GRID_CHECKBOX_SELECTION_FIELD ||
          event.target instanceof HTMLAnchorElement
        )
          return;
        open(row);
      }}
      // the rarely needed columns wait in the columns menu, so that the rest fit a desk screen beside the menu
      initialState={{
        pagination: { paginationModel: { pageSize: 25 } },
        columns: { columnVisibilityModel: { serial: false, responsible: false, updatedAt: false } },
      }}
      localeText={{ noRowsLabel: decommissioned ? 'Списанного нет' : 'Ничего не найдено' }}
      slots={{ toolbar: EquipmentToolbar }}
      slotProps={{ toolbar: { onExportAll, exporting } }}
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
