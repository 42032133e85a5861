import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import { kindPath } from '@pvz/contracts/goods';
import { findPage } from '@pvz/contracts/pages';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Navigate, Route, Link as RouterLink, Routes, useParams } from '@pvz/ui/router';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { PointChooser } from '../features/point-chooser/components/point-chooser';
import { GoodsTablePage, pageKeyOf } from './goods-table-page';

const loadIssuePage = () => import('./issue-page');
const IssuePage = lazy(loadIssuePage);
const ShopExpiredPage = lazy(async () => ({ default: (await import('./working-list-page')).ShopExpiredPage }));

const allGoodsPath = '/spreadsheets/all-goods';

function basePathOf(table: GoodsTable): string {
  return table === 'all' ? allGoodsPath : kindPath[table];
}

function pointIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && /^\d{1,9}$/.test(param) && id > 0 ? id : null;
}

function ChooserPage({ table }: { table: GoodsTable }) {
  const basePath = basePathOf(table);
  return (
    <>
      <PageHeader
        title={findPage(pageKeyOf[table]).title}
        actions={
          table !== 'all' && (
            <>
              {table === 'shop' && (
                <Button component={RouterLink} to={`${basePath}/expired`}>
                  Истекает срок хранения
                </Button>
              )}
              <Button component={RouterLink} to={basePath}>
                Все ПВЗ
              </Button>
            </>
          )
        }
      />
      <PointChooser table={table} basePath={basePath} />
    </>
  );
}

function PointTableRoute({ table }: { table: GoodsTable }) {
  const pvzId = pointIdOf(useParams().pvz);
  // a client opened from the table shows at once: while the hand-over page's code was still on its way,
  // the table (and its scan field) stayed on screen and the first label read went half into each field
  useEffect(() => {
    void loadIssuePage();
  }, []);
  if (pvzId === null) return <NotFoundRoute />;
  return <GoodsTablePage key={pvzId} table={table} pvzId={pvzId} basePath={basePathOf(table)} />;
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Загрузка" />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

function IssueRoute() {
  if (pointIdOf(useParams().pvz) === null) return <NotFoundRoute />;
  return (
    <Loading>
      <IssuePage />
    </Loading>
  );
}

/**
 * The pages of one goods table under its path (spec §2): `info` chooses a point, `{pvz}` is the
 * point's table, `{pvz}/{fromName}/{cell}` hands a client's parcels over; the kinds' own path
 * alone is the table over every point of the user's (the issuing page starts at the chooser); the
 * shop has its expired list at `expired`.
 */
export function GoodsRouter({ table }: { table: GoodsTable }) {
  return (
    <Routes>
      <Route
        index
        element={
          table === 'all' ? (
            <Navigate to="info" replace />
          ) : (
            <GoodsTablePage table={table} basePath={basePathOf(table)} />
          )
        }
      />
      <Route path="info" element={<ChooserPage table={table} />} />
      {table === 'shop' && (
        <Route
          path="expired"
          element={
            <Loading>
              <ShopExpiredPage />
            </Loading>
          }
        />
      )}
      <Route path=":pvz" element={<PointTableRoute table={table} />} />
      <Route path=":pvz/:fromName/:cell" element={<IssueRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}

/** One component per table, so that each catalogue page has a name of its own. */
export const goodsRouterPages: Record<GoodsTable, ComponentType> = {
  purchase: () => <GoodsRouter table="purchase" />,
  barcode: () => <GoodsRouter table="barcode" />,
  shop: () => <GoodsRouter table="shop" />,
  all: () => <GoodsRouter table="all" />,
};
