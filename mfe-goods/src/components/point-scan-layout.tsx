import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { messages } from '@pvz/contracts/messages';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { PageHeader } from '@pvz/ui/page-header';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSearchParams } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { type ReactNode, useCallback } from 'react';

export interface PointScanLayoutProps {
  title: string;
  /** what the page asks while no point is chosen */
  hint: string;
  /** what a scan does at the chosen point */
  scan: (pointId: number, code: string) => void;
  /** what the page shows below the scan field */
  children: ReactNode;
}

/**
 * A page that scans at a point (?pvz=): the point chooser, the scan field and the camera. Every scan
 * is this page's; with no point chosen it is refused with the error sound and «Выберите ПВЗ».
 * Renders inside a ScanProvider.
 */
export function PointScanLayout({ title, hint, scan, children }: PointScanLayoutProps) {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
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
      <PageHeader title={title} actions={<PointSelect value={pointId} onChange={choosePoint} />} />
      {pointId === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {hint}
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} disabled={pointId === null} />
          <CameraScanButton variant="outlined" disabled={pointId === null} />
        </Stack>
        {children}
      </Stack>
    </>
  );
}
