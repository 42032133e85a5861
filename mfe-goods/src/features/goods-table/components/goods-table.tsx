import type { GoodsRow, GoodsView } from '@pvz/contracts/api/goods';
import type { GoodsTable as Table } from '@pvz/contracts/api/goods-routes';
import { useMemo } from 'react';
import { goodsColumnsOf } from '../../../components/goods-grid/goods-columns';
import { GoodsGrid } from '../../../components/goods-grid/goods-grid';
import { useGridQuery } from '../../../components/goods-grid/use-grid-query';
import { useColumnLevels } from '../../../hooks/use-column-levels';
import { useGoodsListQuery } from '../../../lib/goods-api/get-goods-list';
import { useGoodsExport } from '../hooks/use-goods-export';

export interface GoodsTableProps {
  table: Table;
  /** one point's rows, or every point of the user's */
  pvzId?: number;
  view: GoodsView;
  /** the xlsx file's name, without extension */
  exportFileName: string;
  /** rows ticked for the bulk actions; without a handler the table has no check boxes */
  selected?: readonly GoodsRow[];
  onSelectedChange?: (rows: GoodsRow[]) => void;
}

/** What an empty table tells the user to do: add a row, or (issuing) accept parcels first. */
function emptyTextOf(table: Table, canAdd: boolean): string {
  if (table === 'all') return 'Здесь появятся товары, принятые на ПВЗ: примите их на странице «Приёмка»';
  return canAdd ? 'Товаров пока нет: добавьте первый кнопкой «Добавить»' : 'Товаров пока нет';
}

/** A goods table of one kind (or of every kind of a point), on the gateway's list of that table. */
export function GoodsTable({ table, pvzId, view, exportFileName, selected, onSelectedChange }: GoodsTableProps) {
  const levels = useColumnLevels(table);
  const columns = useMemo(() => goodsColumnsOf(table, levels), [table, levels]);
  const state = useGridQuery(pvzId, view);
  const list = useGoodsListQuery({ table, ...state.query });
  const { exportAll, progress } = useGoodsExport();
  const { page: _page, pageSize: _pageSize, ...filters } = state.query;

  return (
    <GoodsGrid
      columns={columns}
      state={state}
      list={list}
      onExportAll={(visible) => void exportAll({ table, ...filters }, visible, exportFileName)}
      progress={progress}
      selected={selected}
      onSelectedChange={onSelectedChange}
      emptyText={emptyTextOf(table, onSelectedChange !== undefined)}
    />
  );
}
