import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { useState } from 'react';
import { useScanRouteBoxMutation } from '../api/itinerary-api';

/**
 * The box scans of distribution, from the route: a box label scanned when the courier takes the box
 * («На курьере») and again at its point («Доставлено»). The answer is heard as well as shown.
 */
export function RouteBoxScan() {
  const [scan] = useScanRouteBoxMutation();
  const [last, setLast] = useState<{ ok: boolean; text: string }>();

  useScanHandler(
    (code) => {
      scan({ operationId: crypto.randomUUID(), code })
        .unwrap()
        .then(
          (answer) => ({ ok: true, text: `${answer.message}: коробка №${answer.box.id} · ${answer.box.point.name}` }),
          (error: unknown) => ({ ok: false, text: errorMessage(error) }),
        )
        .then((outcome) => {
          if (outcome.ok) playSuccess();
          else playError();
          speak(outcome.text.split(':')[0] ?? outcome.text);
          setLast(outcome);
        });
      return true;
    },
    [scan],
  );

  return (
    <Stack component="section" aria-label="Сканирование коробок" sx={{ gap: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <ScanInput size="small" fullWidth />
        <CameraScanButton variant="outlined" />
      </Stack>
      {last && (
        <Alert severity={last.ok ? 'success' : 'error'} role="status">
          {last.text}
        </Alert>
      )}
    </Stack>
  );
}
