import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef } from '@mui/x-data-grid';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import type { WorkingList, WorkingListKind } from '@pvz/contracts/api/goods-lists';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { useMemo, useState } from 'react';
import { type GoodsColumn, goodsColumnsOf } from '../../../components/goods-grid/goods-columns';
import { GoodsGrid } from '../../../components/goods-grid/goods-grid';
import { useGridQuery } from '../../../components/goods-grid/use-grid-query';
import { usePagedExport } from '../../../components/goods-grid/use-paged-export';
import { useColumnLevels } from '../../../hooks/use-column-levels';
import { useGoodsWorkingListQuery, useLazyGoodsWorkingListQuery } from '../api/get-working-list';
import { PointFilter } from './point-filter';

const kindTitle = new Map(goodsKinds.map((info) => [info.kind, info.title]));
const WARNED = 'working-list-warned';
const noDays: Record<string, number> = {};

export interface WorkingListTableProps {
  list: WorkingList;
  /** the kinds the list switches between (the first is shown first) */
  kinds: readonly WorkingListKind[];
  /** the xlsx file's name, without extension */
  exportFileName: string;
}

/**
 * A working list: the rows the gateway says belong to it, of one kind at a time, for one point or
 * all of the user's. The expired list shows the days at the point and marks the rows whose clients
 * have been warned.
 */
export function WorkingListTable({ list, kinds, exportFileName }: WorkingListTableProps) {
  const [kind, setKind] = useState<WorkingListKind>(kinds[0] ?? 'purchase');
  const [pvzId, setPvzId] = useState<number | undefined>();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {kinds.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_event, next: WorkingListKind | null) => next && setKind(next)}
            aria-label="Вид товаров"
          >
            {kinds.map((one) => (
              <ToggleButton key={one} value={one}>
                {kindTitle.get(one) ?? one}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <PointFilter value={pvzId} onChange={setPvzId} />
      </Stack>
      {/* another kind has other columns: its grid starts afresh */}
      <WorkingListGrid
        key={kind}
        list={list}
        kind={kind}
        pvzId={pvzId}
        exportFileName={`${exportFileName} — ${kindTitle.get(kind) ?? kind}`}
      />
    </>
  );
}

interface WorkingListGridProps {
  list: WorkingList;
  kind: WorkingListKind;
  pvzId?: number;
  exportFileName: string;
}

function WorkingListGrid({ list, kind, pvzId, exportFileName }: WorkingListGridProps) {
  const levels = useColumnLevels(kind);
  const columns = useMemo(() => goodsColumnsOf(kind, levels), [kind, levels]);
  const state = useGridQuery(pvzId, 'all');
  const answer = useGoodsWorkingListQuery({ list, kind, ...state.query });
  const [fetchPage] = useLazyGoodsWorkingListQuery();
  const { exportPages, progress } = usePagedExport();
  const daysAtPoint = answer.data?.daysAtPoint ?? noDays;
  const warningDays = answer.data?.warningDays ?? Number.POSITIVE_INFINITY;

  const daysColumn = useMemo<GridColDef<GoodsRow>[]>(
    () =>
      list === 'expired'
        ? [
            {
              field: 'daysAtPoint',
              headerName: 'Дней на ПВЗ',
              type: 'number',
              sortable: false,
              filterable: false,
              valueGetter: (_value, row) => daysAtPoint[String(row.id)] ?? null,
              renderCell: ({ value }) =>
                typeof value === 'number' && value >= warningDays ? (
                  <Chip size="small" color="warning" label={`${value} · клиент предупреждён`} />
                ) : (
                  value
                ),
              width: 200,
            },
          ]
        : [],
    [list, daysAtPoint, warningDays],
  );

  const startExport = (visible: readonly GoodsColumn[]) => {
    const { page: _page, pageSize: _pageSize, ...filters } = state.query;
    void exportPages(
      (page, pageSize) => fetchPage({ list, kind, ...filters, page, pageSize }).unwrap(),
      visible,
      exportFileName,
    );
  };

  return (
    <GoodsGrid
      columns={columns}
      state={state}
      list={answer}
      onExportAll={startExport}
      progress={progress}
      extraColumns={daysColumn}
      getRowClassName={(row) => ((daysAtPoint[String(row.id)] ?? 0) >= warningDays ? WARNED : '')}
      sx={{ [`& .${WARNED}`]: { bgcolor: 'warning.light' } }}
    />
  );
}
