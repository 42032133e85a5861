import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import type { GoodsRow, IssueAnswer } from '@pvz/contracts/api/goods';
import { type Outcome, recordTypeOf } from '@pvz/contracts/goods';
import { describe, messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError, playSuccess } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { formatMoney } from '@pvz/ui/format';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useGoodsClientParcelsQuery } from '../features/issuing/api/get-client-parcels';
import { ClientParcelList, isWaiting } from '../features/issuing/components/client-parcel-list';
import { OutcomeButtons } from '../features/issuing/components/outcome-buttons';
import { useHandOver } from '../features/issuing/hooks/use-hand-over';
import { PHONE_END_HINT, useOpenClientByScan } from '../features/issuing/hooks/use-open-client-by-scan';
import { notAtPointReason } from '../features/issuing/utils/not-at-point-reason';

/** The parcel of the list a label names: null for a label of a parcel not in it, undefined for no label at all. */
function findScanned(rows: readonly GoodsRow[], code: string): GoodsRow | null | undefined {
  const parsed = parseScanCode(code);
  if (parsed?.type === 'item')
    return rows.find((row) => row.id === parsed.id && recordTypeOf[row.kind] === parsed.recordType) ?? null;
  if (parsed?.type === 'old-item') return rows.find((row) => row.oldId === parsed.oldId) ?? null;
  // not a parcel's label
  return undefined;
}

function HandOver({
  pvzId,
  phone,
  cellInPath,
  basePath,
}: {
  pvzId: number;
  phone: string;
  cellInPath: number | null;
  basePath: string;
}) {
  const parcels = useGoodsClientParcelsQuery({ pvzId, phone });
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<IssueAnswer | null>(null);
  const { handOver, busy } = useHandOver(pvzId);
  const { onScan: openClient, chooser } = useOpenClientByScan(pvzId, basePath);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const rows = parcels.data?.rows;
  const waiting = rows?.filter(isWaiting) ?? [];
  const pickedIds = waiting.filter((row) => picked.has(row.id)).map((row) => row.id);
  // what the picked parcels cost; everything in the cell until some are picked
  const shownDues = (parcels.data?.dues ?? []).filter((due) => pickedIds.length === 0 || pickedIds.includes(due.id));
  const toCollect = {
    cash: shownDues.reduce((total, due) => total + due.cash, 0),
    online: shownDues.reduce((total, due) => total + due.online, 0),
  };

  const toggle = useCallback(
    (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  useScanHandler(
    (code) => {
      const refuse = (message: string) => {
        playError();
        enqueueSnackbar(message, { variant: 'error' });
        return true;
      };
      const row = rows && findScanned(rows, code);
      // another client's pickup QR opens that client
      if (row === undefined) return openClient(code);
      if (row === null) return refuse(messages.parcelOfOtherClient);
      const reason = notAtPointReason(row.status);
      if (reason) return refuse(reason);
      playSuccess();
      setPicked((current) => new Set(current).add(row.id));
      return true;
    },
    [rows, openClient, enqueueSnackbar],
  );

  const issue = async (outcome: Outcome) => {
    const answer = await handOver(pickedIds, outcome);
    if (!answer) return;
    setResult(answer);
    setPicked(new Set());
    if (waiting.every((row) => pickedIds.includes(row.id))) navigate(`${basePath}/${pvzId}`);
  };

  const cell = parcels.data?.cell ?? cellInPath;

  return (
    <>
      {chooser}
      <PageHeader
        title={`Выдача: ${phone}`}
        actions={
          <Button component={RouterLink} to={`${basePath}/${pvzId}`}>
            Назад к ПВЗ
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 220, textAlign: 'center' }}>
          <Typography color="text.secondary">Ячейка</Typography>
          <Typography aria-label="Ячейка" sx={{ fontSize: '6rem', fontWeight: 700, lineHeight: 1 }}>
            {cell}
          </Typography>
        </Paper>
        <Stack sx={{ gap: 2, flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <ScanInput placeholder={PHONE_END_HINT} autoFocus size="small" fullWidth={false} sx={{ width: 320 }} />
            <CameraScanButton size="small" />
          </Stack>
          {parcels.isLoading && <CircularProgress aria-label="Загрузка" />}
          {parcels.isError && <Alert severity="error">{errorMessage(parcels.error)}</Alert>}
          {result && (
            <Alert severity="success">
              {result.message}
              {result.collected &&
                `. Получено наличными: ${formatMoney(result.collected.cash)}, онлайн: ${formatMoney(result.collected.online)}`}
              {result.freedCell !== null && `. ${describe.cellFreed(result.freedCell)}`}
            </Alert>
          )}
          {parcels.data && (
            <>
              {/* the server leaves the sums out for a user who may not see them */}
              {parcels.data.toCollect && (
                <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
                  <Typography variant="h6" component="p">
                    К оплате наличными: {formatMoney(toCollect.cash)}
                  </Typography>
                  <Typography variant="h6" component="p">
                    Онлайн: {formatMoney(toCollect.online)}
                  </Typography>
                  {parcels.data.refusalFee !== undefined && (
                    <Typography color="text.secondary">
                      Плата за отказ: {formatMoney(parcels.data.refusalFee)}
                    </Typography>
                  )}
                </Stack>
              )}
              {parcels.data.rows.length === 0 ? (
                <Alert severity="info">{messages.noParcelsForClient}</Alert>
              ) : (
                <>
                  <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                    <Typography>
                      Отмечено: {pickedIds.length} из {waiting.length}
                    </Typography>
                    <Button
                      size="small"
                      disabled={waiting.length === 0}
                      onClick={() => setPicked(new Set(waiting.map((row) => row.id)))}
                    >
                      Отметить все
                    </Button>
                  </Stack>
                  <ClientParcelList rows={parcels.data.rows} picked={picked} onToggle={toggle} />
                  <OutcomeButtons
                    count={pickedIds.length}
                    refusalFee={parcels.data.refusalFee}
                    busy={busy}
                    onIssue={issue}
                  />
                </>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </>
  );
}

/**
 * `{basePath}/:pvz/:fromName/:cell`: a client's hand-over. Staff scan each parcel they take from the
 * cell (or tick it), then choose how it ends.
 */
export default function IssuePage() {
  const { pvz, fromName, cell } = useParams();
  const { pathname } = useLocation();
  const basePath = pathname.split('/').slice(0, -3).join('/');
  const pvzId = Number(pvz);
  const cellInPath = /^\d+$/.test(cell ?? '') ? Number(cell) : null;
  if (!Number.isSafeInteger(pvzId) || pvzId <= 0 || !fromName) return <NotFoundRoute />;
  return (
    <ScanProvider>
      <HandOver
        key={`${pvzId}/${fromName}`}
        pvzId={pvzId}
        phone={fromName}
        cellInPath={cellInPath}
        basePath={basePath}
      />
    </ScanProvider>
  );
}
