import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { ReturnBox } from '@pvz/contracts/api/returns';
import { outcomeTitle } from '@pvz/contracts/goods';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatShownMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGoodsCloseReturnBoxMutation } from '../api/close-return-box';
import { useGoodsUnpackReturnMutation } from '../api/unpack-return';
import { useReturnBoxScans } from '../hooks/use-return-box-scans';

/**
 * An open return box: labels scanned (or typed) go into it, a parcel can be taken out, and closing it
 * forms the return act (after a confirmation: a closed box takes no more parcels).
 */
export function ReturnBoxPanel({ box }: { box: ReturnBox }) {
  const { scan, last } = useReturnBoxScans(box.id);
  const [unpack] = useGoodsUnpackReturnMutation();
  const [close, closing] = useGoodsCloseReturnBoxMutation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  useScanHandler(
    (code) => {
      void scan(code);
      return true;
    },
    [scan],
  );

  const takeOut = async (id: number) => {
    try {
      const answer = await once(`unpack:${box.id}:${id}`, (operationId) =>
        unpack({ operationId, boxId: box.id, id }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const closeBox = async () => {
    try {
      const answer = await once(`close:${box.id}`, (operationId) => close({ operationId, boxId: box.id }).unwrap());
      enqueueSnackbar(answer.message, { variant: 'success' });
      setAsking(false);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Коробка № {box.id} — {box.marketplace.name}
          </Typography>
          <Button
            variant="contained"
            color="warning"
            disabled={box.count === 0}
            onClick={() => {
              setRefusal(undefined);
              setAsking(true);
            }}
          >
            Закрыть и сформировать акт
          </Button>
        </Stack>
        <ScanInput autoFocus size="small" fullWidth={false} sx={{ width: 360 }} />
        {last && (
          <Alert severity={last.ok ? 'success' : 'error'} role="status">
            {last.message}
          </Alert>
        )}
        <Typography>
          В коробке: {box.count} на {formatShownMoney(box.sum)}
        </Typography>
        {box.parcels.length > 0 && (
          <Table size="small" aria-label="Товары в коробке">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>Товар</TableCell>
                <TableCell>ПВЗ</TableCell>
                <TableCell>Отказ</TableCell>
                <TableCell align="right">Стоимость</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {box.parcels.map((parcel) => (
                <TableRow key={parcel.id}>
                  <TableCell>{parcel.id}</TableCell>
                  <TableCell>{parcel.product}</TableCell>
                  <TableCell>{parcel.point ?? ''}</TableCell>
                  <TableCell>{outcomeTitle[parcel.outcome]}</TableCell>
                  <TableCell align="right">{formatShownMoney(parcel.price)}</TableCell>
                  <TableCell padding="checkbox">
                    <IconButton aria-label={`Убрать ${parcel.id} из коробки`} onClick={() => void takeOut(parcel.id)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Закрыть коробку"
        confirmLabel="Сформировать акт"
        busy={closing.isLoading}
        refusal={refusal}
        onConfirm={() => void closeBox()}
        onClose={() => setAsking(false)}
      >
        Закрыть коробку № {box.id} ({box.count} шт.) и сформировать акт возврата? Товары будут отмечены как
        отправленные.
      </ConfirmDialog>
    </Paper>
  );
}
