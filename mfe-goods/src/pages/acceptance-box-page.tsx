import { Alert, LinearProgress, Stack } from '@mui/material';
import { messages } from '@pvz/contracts/messages';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { PageHeader } from '@pvz/ui/page-header';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AcceptedBoxParcels } from '../features/boxes/components/accepted-box-parcels';
import { ScanResultPanel } from '../features/boxes/components/scan-result-panel';
import { useBoxAcceptance } from '../features/boxes/hooks/use-box-acceptance';

function BoxAcceptance() {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
  const { last, scan, busy } = useBoxAcceptance();
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
      <PageHeader title="Приёмка коробок" actions={<PointSelect value={pointId} onChange={choosePoint} />} />
      {pointId === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Выберите ПВЗ, на который принимаете коробки.
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} disabled={pointId === null} />
          <CameraScanButton variant="outlined" disabled={pointId === null} />
        </Stack>
        {busy && <LinearProgress aria-label="Приёмка коробки" />}
        <ScanResultPanel outcome={last?.outcome ?? null} idle="Сканируйте этикетку коробки">
          {last?.boxId != null && last.outcome.ok && `Коробка №${last.boxId}`}
        </ScanResultPanel>
        {last && last.cells.length > 0 && <AcceptedBoxParcels cells={last.cells} rows={last.rows} />}
      </Stack>
    </>
  );
}

/**
 * /acceptance-box: a point accepts a whole box by its label; every parcel in it takes its cell, shown
 * big with the total and spoken. Another point's box, or one accepted earlier, is refused with the
 * error sound.
 */
export default function AcceptanceBoxPage() {
  return (
    <ScanProvider>
      <BoxAcceptance />
    </ScanProvider>
  );
}
