import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InventoryReport, InventoryScope } from '@pvz/contracts/api/inventory';
import { messages } from '@pvz/contracts/messages';
import { findPage } from '@pvz/contracts/pages';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { PageHeader } from '@pvz/ui/page-header';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSearchParams } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useGoodsInventoryReportQuery } from '../features/inventory/api/get-inventory-report';
import { InventoryReportView } from '../features/inventory/components/inventory-report-view';
import { InventoryReportsTable } from '../features/inventory/components/inventory-reports-table';
import { LastScanResult, ScannedItems } from '../features/inventory/components/scanned-items';
import { useInventoryCheck } from '../features/inventory/hooks/use-inventory-check';
import { useInventoryScans } from '../features/inventory/hooks/use-inventory-scans';

function reportFromSearch(search: URLSearchParams): number | null {
  const value = Number(search.get('report'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The report open on the page: the one just made, or one picked from the list (`?report=`). */
function OpenReport({ scope, id, fresh }: { scope: InventoryScope; id: number; fresh: InventoryReport | null }) {
  const { data, isFetching, isError } = useGoodsInventoryReportQuery({ scope, id }, { skip: fresh?.id === id });
  const report = fresh?.id === id ? fresh : data;
  if (report) return <InventoryReportView report={report} />;
  if (isError) return <Alert severity="error">{messages.inventoryReportNotFound}</Alert>;
  return isFetching ? <LinearProgress aria-label="Загрузка отчёта" /> : null;
}

function Inventory({ scope, title }: { scope: InventoryScope; title: string }) {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const reportId = reportFromSearch(search);
  const { scans, last, scan, forget, clear } = useInventoryScans(scope, pointId);
  const { check, checking } = useInventoryCheck(scope);
  const [fresh, setFresh] = useState<InventoryReport | null>(null);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
  const openReport = useCallback(
    (id: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set('report', String(id));
        return next;
      }),
    [setSearch],
  );

  useScanHandler(
    (code) => {
      if (pointId === null) {
        playError();
        enqueueSnackbar(messages.pointRequired, { variant: 'error' });
      } else scan(code);
      return true;
    },
    [pointId, scan, enqueueSnackbar],
  );

  const runCheck = async () => {
    if (pointId === null) return;
    const checked = scans;
    const report = await check(pointId, checked);
    if (!report) return;
    // the count is done: the next one starts empty
    forget(checked);
    setFresh(report);
    openReport(report.id);
  };

  return (
    <>
      <PageHeader title={title} actions={<PointSelect value={pointId} onChange={choosePoint} />} />
      {pointId === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Выберите ПВЗ, на котором проводите инвентаризацию.
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack sx={{ gap: 2 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} disabled={pointId === null} />
              <CameraScanButton variant="outlined" disabled={pointId === null} />
              <Typography variant="h6" component="p" sx={{ ml: 2 }}>
                Отсканировано: {scans.length}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
                <Button
                  variant="contained"
                  onClick={runCheck}
                  loading={checking}
                  disabled={pointId === null || scans.length === 0}
                >
                  Проверить
                </Button>
                <Button color="error" onClick={() => setConfirmRestart(true)} disabled={scans.length === 0 || checking}>
                  Начать заново
                </Button>
              </Stack>
            </Stack>
            {checking && <LinearProgress aria-label="Проверка" />}
            <LastScanResult result={last} />
            {scans.length > 0 && <ScannedItems scans={scans} />}
          </Stack>
        </Paper>
        {reportId !== null && <OpenReport scope={scope} id={reportId} fresh={fresh} />}
        <Typography variant="h6" component="h2">
          Отчёты
        </Typography>
        <InventoryReportsTable scope={scope} pointId={pointId} onOpen={openReport} />
      </Stack>
      <ConfirmDialog
        open={confirmRestart}
        title="Начать заново?"
        confirmLabel="Начать заново"
        destructive
        onConfirm={() => {
          clear();
          setConfirmRestart(false);
        }}
        onClose={() => setConfirmRestart(false)}
      >
        Отсканированные товары ({scans.length}) будут забыты, подсчёт начнётся с нуля.
      </ConfirmDialog>
    </>
  );
}

/**
 * /spreadsheets/inventory: the point's parcels (purchases and barcode deliveries) on its shelves.
 * The operator scans everything, «Проверить» saves a report of what is missing or out of place.
 */
export function PointInventoryPage() {
  return (
    <ScanProvider>
      <Inventory scope="point" title={findPage('goods-inventory').title} />
    </ScanProvider>
  );
}

/** /spreadsheets/inventory-shop: the same count for the shop's goods. */
export function ShopInventoryPage() {
  return (
    <ScanProvider>
      <Inventory scope="shop" title={findPage('goods-inventory-shop').title} />
    </ScanProvider>
  );
}
