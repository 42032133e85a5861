import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGoodsRemoveParcelFromBoxMutation } from '../api/remove-parcel';

/** Asks before a parcel leaves its box; the box then shows it no more. */
export function RemoveParcelDialog({ boxId, row, onClose }: { boxId: number; row: GoodsRow | null; onClose(): void }) {
  const [remove, { isLoading }] = useGoodsRemoveParcelFromBoxMutation();
  const withOperationId = useOperationIds();
  const [refusal, setRefusal] = useState<string>();
  const { enqueueSnackbar } = useSnackbar();
  const close = () => {
    setRefusal(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!row) return;
    try {
      const answer = await withOperationId(`remove-parcel:${boxId}:${row.id}`, (operationId) =>
        remove({ operationId, boxId, goodsId: row.id }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title="Убрать товар из коробки?"
      confirmLabel="Убрать"
      destructive
      busy={isLoading}
      refusal={refusal}
      onConfirm={confirm}
      onClose={close}
    >
      Товар {row?.id} будет убран из коробки №{boxId}.
    </ConfirmDialog>
  );
}
