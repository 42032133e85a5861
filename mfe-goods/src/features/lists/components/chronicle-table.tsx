import type { GridColDef } from '@mui/x-data-grid';
import type { ChronicleExportQuery, ChronicleKind, ChronicleRow } from '@pvz/contracts/api/goods-lists';
import { formatDateTime } from '@pvz/ui/format';
import { useEffect, useMemo, useState } from 'react';
import { goodsColumnsOf } from '../../../components/goods-grid/goods-columns';
import { GoodsGrid } from '../../../components/goods-grid/goods-grid';
import { useGridQuery } from '../../../components/goods-grid/use-grid-query';
import { useColumnLevels } from '../../../hooks/use-column-levels';
import { useGoodsChronicleQuery } from '../api/get-chronicle';
import { useChronicleExport } from '../hooks/use-chronicle-export';
import { ChronicleFilterBar, type ChronicleFilters, noChronicleFilters } from './chronicle-filter-bar';

const DELETED = 'chronicle-deleted';
const TYPING_PAUSE_MS = 400;

const deletedColumn: GridColDef<ChronicleRow>[] = [
  {
    field: 'deletedAt',
    headerName: 'Удалён',
    width: 150,
    sortable: false,
    filterable: false,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : ''),
  },
];

/** The filter bar as the chronicle's query: empty fields are no filter. */
function barQuery(filters: ChronicleFilters): Partial<ChronicleExportQuery> {
  return {
    ...(filters.createdFrom && { createdFrom: filters.createdFrom }),
    ...(filters.createdTo && { createdTo: filters.createdTo }),
    ...(filters.phone.trim() && { phone: filters.phone.trim() }),
    ...(filters.status && { status: filters.status }),
    ...(filters.marketplaceId !== undefined && { marketplaceId: filters.marketplaceId }),
  };
}

/**
 * A chronicle: every row of a kind, deleted ones marked, with the filter bar above the grid's own
 * filters, the totals over the filtered set and its xlsx streamed by the server.
 */
export function ChronicleTable({ kind, exportFileName }: { kind: ChronicleKind; exportFileName: string }) {
  const [filters, setFilters] = useState<ChronicleFilters>(noChronicleFilters);
  // the query follows the bar once the typing stops
  const [applied, setApplied] = useState(filters);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(filters), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters]);
  const bar = useMemo(() => barQuery(applied), [applied]);

  const levels = useColumnLevels(kind);
  const columns = useMemo(() => goodsColumnsOf(kind, levels), [kind, levels]);
  const state = useGridQuery(applied.pvzId, 'all', JSON.stringify(bar));
  const { view: _view, page, pageSize, ...gridFilters } = state.query;
  const answer = useGoodsChronicleQuery({ kind, page, pageSize, ...gridFilters, ...bar });
  const { exportAll, progress } = useChronicleExport(kind);

  return (
    <>
      <ChronicleFilterBar value={filters} onChange={setFilters} withMarketplace={kind !== 'barcode'} />
      <GoodsGrid<ChronicleRow>
        columns={columns}
        state={state}
        list={answer}
        onExportAll={() => void exportAll({ ...gridFilters, ...bar }, exportFileName)}
        progress={progress}
        extraColumns={deletedColumn}
        getRowClassName={(row) => (row.deletedAt ? DELETED : '')}
        sx={{ [`& .${DELETED}`]: { color: 'text.disabled', textDecoration: 'line-through' } }}
      />
    </>
  );
}
