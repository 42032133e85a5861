import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { type Box, boxStatusTitle, type ManualBoxStatus, manualBoxStatuses } from '@pvz/contracts/api/boxes';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGoodsSetBoxStatusMutation } from '../api/set-box-status';

/** The status set by hand when a scan was missed; an accepted box keeps its status. */
export function BoxStatusForm({ box }: { box: Box }) {
  const [status, setStatus] = useState<ManualBoxStatus>(box.status === 'accepted' ? 'delivered' : box.status);
  const [save, { isLoading }] = useGoodsSetBoxStatusMutation();
  const withOperationId = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const submit = async () => {
    try {
      const answer = await withOperationId(`box-status:${box.id}:${status}`, (operationId) =>
        save({ operationId, boxId: box.id, status }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const accepted = box.status === 'accepted';
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Статус"
        value={status}
        disabled={accepted}
        onChange={(event) => setStatus(event.target.value as ManualBoxStatus)}
        fullWidth={false}
        sx={{ width: 220 }}
      >
        {manualBoxStatuses.map((option) => (
          <MenuItem key={option} value={option}>
            {boxStatusTitle[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        sx={{ whiteSpace: 'nowrap' }}
        disabled={accepted || isLoading || status === box.status}
        onClick={submit}
      >
        Установить статус
      </Button>
    </Stack>
  );
}
