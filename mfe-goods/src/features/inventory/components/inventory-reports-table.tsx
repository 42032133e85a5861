import type { GridPaginationModel } from '@mui/x-data-grid';
import type { InventoryScope } from '@pvz/contracts/api/inventory';
import { DataTable } from '@pvz/ui/data-table';
import { useState } from 'react';
import { useGoodsInventoryReportsQuery } from '../api/get-inventory-reports';
import { reportColumns } from './inventory-columns';

/** The saved reports of a count at a point, newest first, paged on the server; a row opens its report. */
export function InventoryReportsTable({
  scope,
  pointId,
  onOpen,
}: {
  scope: InventoryScope;
  pointId: number | null;
  onOpen(id: number): void;
}) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const { data, isFetching } = useGoodsInventoryReportsQuery({
    scope,
    ...(pointId !== null && { pvzId: pointId }),
    page: paging.page,
    pageSize: paging.pageSize,
  });
  return (
    <DataTable
      aria-label="Отчёты инвентаризации"
      rows={data?.rows ?? []}
      rowCount={data?.total ?? 0}
      columns={reportColumns}
      loading={isFetching}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={setPaging}
      onRowClick={(params) => onOpen(Number(params.id))}
      onCellKeyDown={(params, event) => event.key === 'Enter' && onOpen(Number(params.id))}
      autoHeight
      exportFileName="Отчёты инвентаризации"
      localeText={{ noRowsLabel: 'Отчётов пока нет' }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
