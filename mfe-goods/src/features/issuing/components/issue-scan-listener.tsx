import Stack from '@mui/material/Stack';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { PHONE_END_HINT, useOpenClientByScan } from '../hooks/use-open-client-by-scan';

export interface IssueScanListenerProps {
  pvzId: number;
  /** the goods table the point's page belongs to, e.g. `/spreadsheets/our-ransom` */
  basePath: string;
  /** the field takes the focus (the issuing page, where the next client is all that happens) */
  autoFocus?: boolean;
}

function Listener({ pvzId, basePath, autoFocus }: IssueScanListenerProps) {
  const { onScan, chooser } = useOpenClientByScan(pvzId, basePath);
  useScanHandler(onScan, [onScan]);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <ScanInput
        autoFocus={autoFocus}
        placeholder={PHONE_END_HINT}
        size="small"
        fullWidth={false}
        sx={{ width: 260 }}
      />
      <CameraScanButton size="small" />
      {chooser}
    </Stack>
  );
}

/**
 * On a point's goods page: a client's pickup QR or a parcel's label, scanned or typed, or the last four
 * digits of their phone, opens that client's hand-over. Compact, for the page header.
 */
export function IssueScanListener(props: IssueScanListenerProps) {
  return (
    <ScanProvider>
      <Listener {...props} />
    </ScanProvider>
  );
}
