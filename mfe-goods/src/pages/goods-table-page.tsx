import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { usePageLevel } from '@pvz/api-client/page-level';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { GoodsRow, GoodsView } from '@pvz/contracts/api/goods';
import type { GoodsTable as Table } from '@pvz/contracts/api/goods-routes';
import { findPage, type PageKey } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { Link as RouterLink } from '@pvz/ui/router';
import { useState } from 'react';
import { GoodsActions } from '../features/goods-form/components/goods-actions';
import { GoodsTable } from '../features/goods-table/components/goods-table';
import { IssueScanListener } from '../features/issuing/components/issue-scan-listener';
import { chooserPath } from '../features/point-chooser/components/point-chooser';

/** The catalogue page of each goods table. */
export const pageKeyOf: Record<Table, PageKey> = {
  purchase: 'goods-purchase',
  barcode: 'goods-barcode',
  shop: 'goods-shop',
  all: 'goods-issue',
};

export interface GoodsTablePageProps {
  table: Table;
  /** a point's table; without it, every point of the user's */
  pvzId?: number;
  /** where the table's pages live, e.g. `/spreadsheets/our-ransom` */
  basePath: string;
}

/**
 * A goods table page: a point's working list (or everything), with the changes the user may make
 * on the ticked rows; on a point's page a scanned pickup QR or parcel label opens the hand-over.
 */
export function GoodsTablePage({ table, pvzId, basePath }: GoodsTablePageProps) {
  const page = findPage(pageKeyOf[table]);
  const canWrite = usePageLevel(page.key) === 'write';
  const [view, setView] = useState<GoodsView>(pvzId === undefined ? 'all' : 'work');
  const [selected, setSelected] = useState<GoodsRow[]>([]);
  const pointName = useReferenceChoicesQuery().data?.points.find((point) => point.id === pvzId)?.name;
  const place = pvzId === undefined ? 'Все ПВЗ' : (pointName ?? `ПВЗ № ${pvzId}`);

  return (
    <>
      <PageHeader
        title={page.title}
        actions={
          table !== 'all' &&
          canWrite && (
            <GoodsActions kind={table} pointId={pvzId} selected={selected} onSelectionDone={() => setSelected([])} />
          )
        }
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {place}
        </Typography>
        <Button component={RouterLink} to={chooserPath(basePath)} size="small">
          Выбрать ПВЗ
        </Button>
        {table !== 'all' && pvzId !== undefined && (
          <Button component={RouterLink} to={basePath} size="small">
            Все ПВЗ
          </Button>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: GoodsView | null) => next && setView(next)}
          aria-label="Какие товары показать"
        >
          <ToggleButton value="all">Все</ToggleButton>
          <ToggleButton value="work">В работе</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        {pvzId !== undefined && <IssueScanListener pvzId={pvzId} basePath={basePath} autoFocus={table === 'all'} />}
      </Stack>
      <GoodsTable
        table={table}
        pvzId={pvzId}
        view={view}
        exportFileName={`${page.title} — ${place}`}
        selected={selected}
        onSelectedChange={table !== 'all' && canWrite ? setSelected : undefined}
      />
    </>
  );
}
