import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
import { Link as RouterLink, useLocation, useParams } from '@pvz/ui/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGoodsClientParcelsQuery } from '../features/issuing/api/get-client-parcels';
import { ChangeCalculator } from '../features/issuing/components/change-calculator';
import { ClientParcelList, isWaiting } from '../features/issuing/components/client-parcel-list';
import { OutcomeButtons } from '../features/issuing/components/outcome-buttons';
import { ScanRefusalPanel } from '../features/issuing/components/scan-refusal-panel';
import { useHandOver } from '../features/issuing/hooks/use-hand-over';
import {
  type IssueLocationState,
  PHONE_END_HINT,
  useOpenClientByScan,
} from '../features/issuing/hooks/use-open-client-by-scan';
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
  // the parcel whose label opened the page is in the client's hands already
  const openedBy = (useLocation().state as IssueLocationState | null)?.pick;
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(openedBy ? [openedBy] : []));
  // the client's label scanned here again opens this page again: its parcel joins the pick
  useEffect(() => {
    if (openedBy) setPicked((current) => (current.has(openedBy) ? current : new Set(current).add(openedBy)));
  }, [openedBy]);
  const [result, setResult] = useState<IssueAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // what this visit has paid, over its hand-overs
  const [visit, setVisit] = useState({ cash: 0, online: 0 });
  const scanField = useRef<HTMLInputElement>(null);
  const focusScan = useCallback(() => scanField.current?.focus(), []);
  const { handOver, busy } = useHandOver(pvzId);
  const { onScan: openClient, chooser } = useOpenClientByScan(pvzId, basePath);
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
    (ids: readonly number[]) => {
      setPicked((current) => {
        const next = new Set(current);
        if (ids.every((id) => next.has(id))) for (const id of ids) next.delete(id);
        else for (const id of ids) next.add(id);
        return next;
      });
      focusScan();
    },
    [focusScan],
  );

  const onScan = useCallback(
    (code: string, list: readonly GoodsRow[]) => {
      const refuse = (message: string) => {
        playError();
        setRefusal(message);
        return true;
      };
      const row = findScanned(list, code);
      // another client's pickup QR opens that client
      if (row === undefined) return openClient(code);
      if (row === null) return refuse(messages.parcelOfOtherClient);
      const reason = notAtPointReason(row.status);
      if (reason) return refuse(reason);
      playSuccess();
      setRefusal(null);
      setPicked((current) => new Set(current).add(row.id));
      return true;
    },
    [openClient],
  );
  // labels scanned while the client's parcels are still on their way from the gateway wait for them
  const early = useRef<string[]>([]);
  useScanHandler(
    (code) => {
      if (rows) return onScan(code, rows);
      early.current.push(code);
      return true;
    },
    [rows, onScan],
  );
  useEffect(() => {
    if (!rows || early.current.length === 0) return;
    const waiting = early.current;
    early.current = [];
    for (const code of waiting) onScan(code, rows);
  }, [rows, onScan]);

  const issue = async (outcome: Outcome) => {
    const answer = await handOver(pickedIds, outcome);
    focusScan();
    if (!answer) return;
    setResult(answer);
    const collected = answer.collected;
    if (collected) setVisit((paid) => ({ cash: paid.cash + collected.cash, online: paid.online + collected.online }));
    setPicked(new Set());
  };

  const cell = parcels.data?.cell ?? cellInPath;
  const clientName = rows?.find((row) => row.name)?.name;

  return (
    <>
      {chooser}
      <PageHeader
        title={clientName ? `Выдача: ${clientName}, ${phone}` : `Выдача: ${phone}`}
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
            <ScanInput
              inputRef={scanField}
              placeholder={PHONE_END_HINT}
              autoFocus
              size="small"
              fullWidth={false}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
            <CameraScanButton size="small" />
          </Stack>
          {refusal && <ScanRefusalPanel message={refusal} />}
          {parcels.isLoading && <CircularProgress aria-label="Загрузка" />}
          {parcels.isError && <Alert severity="error">{errorMessage(parcels.error)}</Alert>}
          {result && (
            <Alert severity="success">
              {result.message}
              {result.freedCell !== null && `. ${describe.cellFreed(result.freedCell)}`}
              {result.collected && (
                <Typography variant="h6" component="p" aria-label="Итого за визит">
                  Итого за визит: наличными {formatMoney(visit.cash)}, онлайн {formatMoney(visit.online)}
                </Typography>
              )}
              {result.collected && result.collected.cash > 0 && <ChangeCalculator key={visit.cash} due={visit.cash} />}
            </Alert>
          )}
          {parcels.data && (
            <>
              {/* the server leaves the sums out for a user who may not see them */}
              {parcels.data.toCollect && (
                <Stack
                  direction="row"
                  // on a phone the sum is in the bar of outcomes at the bottom
                  sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'baseline', display: { xs: 'none', md: 'flex' } }}
                >
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
                      onClick={() => {
                        setPicked(new Set(waiting.map((row) => row.id)));
                        focusScan();
                      }}
                    >
                      Отметить все
                    </Button>
                  </Stack>
                  <ClientParcelList rows={parcels.data.rows} picked={picked} onToggle={toggle} />
                  <OutcomeButtons
                    count={pickedIds.length}
                    allPicked={waiting.length > 0 && pickedIds.length === waiting.length}
                    dues={parcels.data.toCollect && toCollect}
                    refusalFee={parcels.data.refusalFee}
                    busy={busy}
                    onIssue={issue}
                    onDialogClosed={focusScan}
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
