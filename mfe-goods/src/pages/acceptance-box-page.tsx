import LinearProgress from '@mui/material/LinearProgress';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { PointScanLayout } from '../components/point-scan-layout';
import { AcceptedBoxParcels } from '../features/boxes/components/accepted-box-parcels';
import { ScanResultPanel } from '../features/boxes/components/scan-result-panel';
import { useBoxAcceptance } from '../features/boxes/hooks/use-box-acceptance';

function BoxAcceptance() {
  const { last, scan, busy } = useBoxAcceptance();

  return (
    <PointScanLayout title="Приёмка коробок" hint="Выберите ПВЗ, на который принимаете коробки." scan={scan}>
      {busy && <LinearProgress aria-label="Приёмка коробки" />}
      <ScanResultPanel outcome={last?.outcome ?? null} idle="Сканируйте этикетку коробки">
        {last?.boxId != null && last.outcome.ok && `Коробка №${last.boxId}`}
      </ScanResultPanel>
      {last && last.cells.length > 0 && <AcceptedBoxParcels cells={last.cells} rows={last.rows} />}
    </PointScanLayout>
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
