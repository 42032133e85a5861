import AddBoxIcon from '@mui/icons-material/AddBox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { BOX_PIECES_MAX, type BoxType, boxPath, boxStatusTitle, boxTypeTitle } from '@pvz/contracts/api/boxes';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { messages } from '@pvz/contracts/messages';
import { playError } from '@pvz/scanning/feedback';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { Link as RouterLink, useSearchParams } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGoodsBoxRecordQuery } from '../api/get-box-record';
import { useGoodsOpenBoxMutation } from '../api/open-box';
import { useBoxParcelScan } from '../hooks/use-box-parcel-scan';
import { BoxLabel } from './box-label';
import { BoxParcelsTable } from './box-parcels-table';
import { RemoveParcelDialog } from './remove-parcel-dialog';
import { ScanResultPanel } from './scan-result-panel';

/** The open box: scans go into it; its parcels, its label. */
function OpenBox({ pointId, boxId, onClose }: { pointId: number; boxId: number; onClose(): void }) {
  const record = useGoodsBoxRecordQuery({ pvzNumber: pointId, id: boxId });
  const { outcome, scan } = useBoxParcelScan(boxId);
  const [removing, setRemoving] = useState<GoodsRow | null>(null);
  useScanHandler(
    (code) => {
      scan(code);
      return true;
    },
    [scan],
  );
  if (record.error) return <Alert severity="error">{errorMessage(record.error)}</Alert>;
  const box = record.data?.box;
  const atSorting = box?.status === 'sorting';
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          Коробка{' '}
          <Link component={RouterLink} to={boxPath(pointId, boxId)}>
            №{boxId}
          </Link>
        </Typography>
        {box && (
          <Typography color="text.secondary">
            {box.point.name} · {boxTypeTitle[box.type]} · {boxStatusTitle[box.status]} · товаров: {box.parcels}
          </Typography>
        )}
        <Button onClick={onClose}>Закрыть коробку</Button>
      </Stack>
      {box && !atSorting && <Alert severity="warning">{messages.boxLeftSorting}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Stack sx={{ gap: 2, flex: 1, minWidth: 0 }}>
          <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} disabled={!atSorting} />
          <ScanResultPanel outcome={outcome} idle="Сканируйте товары в коробку" />
          <BoxParcelsTable
            rows={record.data?.rows ?? []}
            boxId={boxId}
            onRemove={atSorting ? setRemoving : undefined}
          />
        </Stack>
        {box && <BoxLabel box={box} />}
      </Stack>
      <RemoveParcelDialog boxId={boxId} row={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

/**
 * «Создать коробку» and «Крупногабаритный товар»: choose the point, open a box (an oversized one with
 * its number of pieces), scan parcels into it, print its label. The point and the box stay in the
 * address, so a reload keeps the open box.
 */
export function OpenBoxTab({ type }: { type: BoxType }) {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const boxId = Number(search.get('box')) || null;
  const [piecesText, setPiecesText] = useState('2');
  const pieces = Number(piecesText);
  const piecesValid = Number.isInteger(pieces) && pieces >= 1 && pieces <= BOX_PIECES_MAX;
  const [openBox, { isLoading }] = useGoodsOpenBoxMutation();
  const withOperationId = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) value === null ? next.delete(key) : next.set(key, value);
        return next;
      },
      { replace: true },
    );

  useScanHandler(() => {
    if (boxId !== null) return false;
    playError();
    enqueueSnackbar('Сначала откройте коробку', { variant: 'error' });
    return true;
  }, [boxId, enqueueSnackbar]);

  const open = async () => {
    if (pointId === null) return;
    const count = type === 'oversized' ? pieces : 1;
    try {
      const answer = await withOperationId(`open-box:${pointId}:${type}:${count}`, (operationId) =>
        openBox({ operationId, pvzId: pointId, type, pieces: count }).unwrap(),
      );
      enqueueSnackbar(`${answer.message}: №${answer.box.id}`, { variant: 'success' });
      update({ box: String(answer.box.id) });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PointSelect value={pointId} onChange={(id) => update({ pvz: String(id), box: null })} />
          {type === 'oversized' && (
            <TextField
              label="Мест"
              type="number"
              size="small"
              value={piecesText}
              onChange={(event) => setPiecesText(event.target.value)}
              error={!piecesValid}
              helperText={piecesValid ? undefined : `от 1 до ${BOX_PIECES_MAX}`}
              slotProps={{ htmlInput: { min: 1, max: BOX_PIECES_MAX } }}
              sx={{ width: 100 }}
            />
          )}
          <Button
            variant="contained"
            startIcon={<AddBoxIcon />}
            disabled={pointId === null || isLoading || (type === 'oversized' && !piecesValid)}
            onClick={open}
          >
            {type === 'oversized' ? 'Открыть коробку КГТ' : 'Открыть коробку'}
          </Button>
        </Stack>
      </Paper>
      {pointId === null && <Alert severity="info">Выберите ПВЗ, для которого собираете коробку.</Alert>}
      {pointId !== null && boxId !== null && (
        <OpenBox key={boxId} pointId={pointId} boxId={boxId} onClose={() => update({ box: null })} />
      )}
    </Stack>
  );
}
