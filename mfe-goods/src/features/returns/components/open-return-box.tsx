import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGoodsOpenReturnBoxMutation } from '../api/open-return-box';

/** Opens a new return box for the chosen marketplace and hands its id back. */
export function OpenReturnBox({ onOpened }: { onOpened(boxId: number): void }) {
  const marketplaces = useReferenceChoicesQuery().data?.marketplaces ?? [];
  const [marketplaceId, setMarketplaceId] = useState<number | ''>('');
  const [open, opening] = useGoodsOpenReturnBoxMutation();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async () => {
    if (marketplaceId === '') return;
    try {
      const answer = await once(`open:${marketplaceId}`, (operationId) =>
        open({ operationId, marketplaceId }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      onOpened(answer.box.id);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <TextField
        select
        size="small"
        label="Маркетплейс"
        value={marketplaceId}
        onChange={(event) => setMarketplaceId(Number(event.target.value))}
        sx={{ minWidth: 200 }}
      >
        {marketplaces.map((marketplace) => (
          <MenuItem key={marketplace.id} value={marketplace.id}>
            {marketplace.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        disabled={marketplaceId === ''}
        loading={opening.isLoading}
        onClick={submit}
      >
        Открыть коробку
      </Button>
    </Stack>
  );
}
