import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PendingSyncChip } from '@pvz/scanning/pending-sync-chip';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { PointScanLayout } from '../components/point-scan-layout';
import { AcceptResultPanel } from '../features/acceptance/components/accept-result-panel';
import { AcceptScanList } from '../features/acceptance/components/accept-scan-list';
import { useAcceptanceScans } from '../features/acceptance/hooks/use-acceptance-scans';

function Acceptance() {
  const { lines, current, accepted, pending, scan } = useAcceptanceScans();

  return (
    <PointScanLayout title="Приёмка" hint="Выберите ПВЗ, на который принимаете товары." scan={scan}>
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
    </PointScanLayout>
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
