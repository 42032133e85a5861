import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import { boxStatusTitle } from '@pvz/contracts/api/boxes';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { formatDateTime } from '@pvz/ui/format';
import { useState } from 'react';
import { useGoodsCourierScanBoxMutation } from '../api/courier-scan';
import { announce, type ScanOutcome } from '../hooks/announce';
import { ScanResultPanel } from './scan-result-panel';

interface ScanLine extends ScanOutcome {
  key: string;
  at: Date;
  code: string;
}

/**
 * «Сканировать»: the courier scans a box label when taking the box («На курьере») and when handing it
 * over at the point («Доставлено»); a box scanned again says it is delivered already. Each answer is
 * spoken.
 */
export function CourierScanTab() {
  const [courierScan] = useGoodsCourierScanBoxMutation();
  const [lines, setLines] = useState<ScanLine[]>([]);

  useScanHandler(
    (code) => {
      const key = crypto.randomUUID();
      courierScan({ operationId: key, code })
        .unwrap()
        .then(
          (answer) => ({
            ok: true,
            message: answer.message,
            detail: `Коробка №${answer.box.id} · ${answer.box.point.name}`,
          }),
          (error: unknown) => ({ ok: false, message: errorMessage(error) }),
        )
        .then((outcome: ScanOutcome) => {
          announce(outcome);
          setLines((all) => [{ ...outcome, key, at: new Date(), code }, ...all]);
        });
      return true;
    },
    [courierScan],
  );

  const current = lines[0] ?? null;
  return (
    <Stack sx={{ gap: 2 }}>
      <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} />
      <ScanResultPanel
        outcome={current}
        idle={`Сканируйте этикетку коробки: «${boxStatusTitle.courier}» или «${boxStatusTitle.delivered}»`}
      />
      {lines.length > 0 && (
        <Paper variant="outlined">
          <List dense aria-label="Сканы коробок">
            {lines.map((line) => (
              <ListItem key={line.key}>
                <ListItemText
                  primary={`${line.message}${line.detail ? ` — ${line.detail}` : ''}`}
                  secondary={`${formatDateTime(line.at)} · ${line.code}`}
                  slotProps={{ primary: { color: line.ok ? 'text.primary' : 'error' } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
