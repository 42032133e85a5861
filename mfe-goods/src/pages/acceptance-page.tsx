import { Alert, Paper, Stack, Typography } from '@mui/material';
import { messages } from '@pvz/contracts/messages';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError } from '@pvz/scanning/feedback';
import { PendingSyncChip } from '@pvz/scanning/pending-sync-chip';
import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { PageHeader } from '@pvz/ui/page-header';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AcceptResultPanel } from '../features/acceptance/components/accept-result-panel';
import { AcceptScanList } from '../features/acceptance/components/accept-scan-list';
import { useAcceptanceScans } from '../features/acceptance/hooks/use-acceptance-scans';

function Acceptance() {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
  const { lines, current, accepted, pending, scan } = useAcceptanceScans();
  const { enqueueSnackbar } = useSnackbar();

  useScanHandler(
    (code) => {
      if (pointId === null) {
        playError();
        enqueueSnackbar(messages.pointRequired, { variant: 'error' });
      } else scan(pointId, code);
      return true;
    },
    [pointId, scan, enqueueSnackbar],
  );

  return (
    <>
      <PageHeader title="Приёмка" actions={<PointSelect value={pointId} onChange={choosePoint} />} />
      {pointId === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Выберите ПВЗ, на который принимаете товары.
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} disabled={pointId === null} />
          <CameraScanButton variant="outlined" disabled={pointId === null} />
        </Stack>
        <AcceptResultPanel line={current} />
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Typography variant="h6" component="p">
            Принято: {accepted}
          </Typography>
          <PendingSyncChip count={pending} />
        </Stack>
        {lines.length > 0 && (
          <Paper variant="outlined">
            <AcceptScanList lines={lines} />
          </Paper>
        )}
      </Stack>
    </>
  );
}

/**
 * /acceptance: parcels arriving at a point. Each scan of a label is sent at once (or kept until the
 * connection is back) and answered with the cell to put the parcel in, big and spoken.
 */
export default function AcceptancePage() {
  return (
    <ScanProvider>
      <Acceptance />
    </ScanProvider>
  );
}
