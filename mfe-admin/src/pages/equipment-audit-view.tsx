import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { EquipmentAudit } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { messages } from '@pvz/contracts/messages';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { playError, playSuccess } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSearchParams } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useEquipmentAuditMutation } from '../features/equipment/api/audit-equipment';
import { AuditResult } from '../features/equipment/components/audit-result';
import { useAuditScans } from '../features/equipment/hooks/use-audit-scans';

/**
 * «Инвентаризация»: choose a point, scan every label there, «Проверить» answers what was found, what is
 * missing and what does not belong (another point's, decommissioned, the other register's).
 */
export function AuditView({ register }: { register: EquipmentRegister }) {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
  const { ids, scan, clear } = useAuditScans(register, pointId);
  const [check, checking] = useEquipmentAuditMutation();
  const [result, setResult] = useState<EquipmentAudit | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  useScanHandler(
    (code) => {
      if (pointId === null) {
        playError();
        enqueueSnackbar(messages.pointRequired, { variant: 'error' });
        return true;
      }
      const outcome = scan(code);
      if (!outcome.ok) {
        playError();
        setLast(messages.equipmentLabelExpected);
        return true;
      }
      playSuccess();
      setLast(outcome.repeated ? `№${outcome.id}: уже отсканировано` : `№${outcome.id}: отсканировано`);
      return true;
    },
    [pointId, scan, enqueueSnackbar],
  );

  const runCheck = async () => {
    if (pointId === null) return;
    try {
      setResult(await check({ register, pointId, ids }).unwrap());
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <PointSelect value={pointId} onChange={choosePoint} />
      {pointId === null && <Alert severity="info">Выберите ПВЗ, на котором проводите инвентаризацию.</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 320 }} disabled={pointId === null} />
          <CameraScanButton variant="outlined" disabled={pointId === null} />
          <Typography variant="h6" component="p" sx={{ ml: 2 }}>
            Отсканировано: {ids.length}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
            <Button variant="contained" onClick={runCheck} loading={checking.isLoading} disabled={pointId === null}>
              Проверить
            </Button>
            <Button color="error" onClick={() => setConfirmRestart(true)} disabled={ids.length === 0}>
              Начать заново
            </Button>
          </Stack>
        </Stack>
        {last && (
          <Typography role="status" sx={{ mt: 1 }}>
            {last}
          </Typography>
        )}
        {checking.isLoading && <LinearProgress aria-label="Проверка" sx={{ mt: 1 }} />}
      </Paper>
      {result && <AuditResult register={register} audit={result} />}
      <ConfirmDialog
        open={confirmRestart}
        title="Начать заново?"
        confirmLabel="Начать заново"
        destructive
        onConfirm={() => {
          clear();
          setResult(null);
          setLast(null);
          setConfirmRestart(false);
        }}
        onClose={() => setConfirmRestart(false)}
      >
        Отсканированные этикетки ({ids.length}) будут забыты, подсчёт начнётся с нуля.
      </ConfirmDialog>
    </Stack>
  );
}
