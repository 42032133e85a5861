import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StoreIcon from '@mui/icons-material/Store';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { GoodsInput, GoodsRow, ToPointAnswer } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useCrudDialog } from '@pvz/ui/use-crud-dialog';
import { useMemo } from 'react';
import { levelOf, useColumnLevels } from '../../../hooks/use-column-levels';
import { useGoodsCopyMutation } from '../../../lib/goods-api/copy-goods';
import { useGoodsCreateMutation } from '../../../lib/goods-api/create-goods';
import { useGoodsDeleteMutation } from '../../../lib/goods-api/delete-goods';
import { useGoodsEditMutation } from '../../../lib/goods-api/edit-goods';
import { useGoodsToPointMutation } from '../../../lib/goods-api/to-point';
import { useGoodsToSortingCenterMutation } from '../../../lib/goods-api/to-sorting-center';
import { formFieldsOf } from '../form-fields';
import { GoodsFormDialog } from './goods-form-dialog';

/** The toast of «На ПВЗ»: the gateway's words and the cell each row got. */
function toPointToast(answer: ToPointAnswer): string {
  if (answer.cells.length === 0) return answer.message;
  return `${answer.message}. ${answer.cells.map(({ id, cell }) => `№ ${id} — ячейка ${cell}`).join(', ')}`;
}

export interface GoodsActionsProps {
  kind: CounterKind;
  /** the point a new row goes to unless changed */
  pointId?: number;
  /** the rows ticked in the table */
  selected: readonly GoodsRow[];
  /** the ticked rows changed or are gone: the table lets go of them */
  onSelectionDone(): void;
}

/**
 * What a user with the right to change a goods table can do: add rows, change, copy or delete the
 * ticked ones, mark them as at the sorting centre or at the point. Each answer's message is the toast.
 * Only for users who may write the page; buttons of columns they may not change are left out.
 */
export function GoodsActions({ kind, pointId, selected, onSelectionDone }: GoodsActionsProps) {
  const levels = useColumnLevels(kind);
  const canEditFields = useMemo(() => formFieldsOf(kind, levels).some((field) => field.writable), [kind, levels]);
  // a new row needs its client and its point: without both there is nothing to create
  const canCreate = levelOf(levels, 'fromName') === 'write' && levelOf(levels, 'dispatchPVZ') === 'write';
  const { dialog, open, close, refusal, run } = useCrudDialog<readonly GoodsRow[]>();
  const once = useOperationIds();
  const [create, creating] = useGoodsCreateMutation();
  const [edit, editing] = useGoodsEditMutation();
  const [copy, copying] = useGoodsCopyMutation();
  const [remove, removing] = useGoodsDeleteMutation();
  const [toSortingCenter, sendingToSortingCenter] = useGoodsToSortingCenterMutation();
  const [toPoint, sendingToPoint] = useGoodsToPointMutation();
  const ids = selected.map((row) => row.id);
  const [single] = selected.length === 1 ? selected : [];

  /** A change to the ticked rows: the table lets go of them once it is done. */
  const changeSelected =
    <R,>(change: () => Promise<R>) =>
    async () => {
      const result = await change();
      onSelectionDone();
      return result;
    };

  const submitForm = (input: GoodsInput, quantity: number) => {
    if (dialog?.kind === 'edit' && dialog.item[0]) {
      const { id } = dialog.item[0];
      void run(
        changeSelected(() =>
          once(`edit:${kind}:${id}:${JSON.stringify(input)}`, (operationId) =>
            edit({ kind, body: { operationId, id, row: input } }).unwrap(),
          ),
        ),
        (answer) => answer.message,
      );
    } else {
      void run(
        () =>
          once(`create:${kind}:${quantity}:${JSON.stringify(input)}`, (operationId) =>
            create({ kind, body: { operationId, row: input, quantity } }).unwrap(),
          ),
        (answer) => answer.message,
      );
    }
  };

  const copySelected = (row: GoodsRow) =>
    void run(
      () => once(`copy:${kind}:${row.id}`, (operationId) => copy({ kind, body: { operationId, id: row.id } }).unwrap()),
      (answer) => answer.message,
    );

  const toSortingCenterSelected = () =>
    void run(
      changeSelected(() =>
        once(`to-sorting-center:${kind}:${ids.join(',')}`, (operationId) =>
          toSortingCenter({ kind, body: { operationId, ids } }).unwrap(),
        ),
      ),
      (answer) => answer.message,
    );

  const toPointSelected = () =>
    void run(
      changeSelected(() =>
        once(`to-point:${kind}:${ids.join(',')}`, (operationId) =>
          toPoint({ kind, body: { operationId, ids } }).unwrap(),
        ),
      ),
      toPointToast,
    );

  const deleteRows = (rows: readonly GoodsRow[]) => {
    const toDelete = rows.map((row) => row.id);
    void run(
      changeSelected(() =>
        once(`delete:${kind}:${toDelete.join(',')}`, (operationId) =>
          remove({ kind, body: { operationId, ids: toDelete } }).unwrap(),
        ),
      ),
      (answer) => answer.message,
    );
  };

  const none = selected.length === 0;
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'create' })}>
            Добавить
          </Button>
        )}
        {canEditFields && (
          <Button startIcon={<EditIcon />} disabled={!single} onClick={() => open({ kind: 'edit', item: selected })}>
            Изменить
          </Button>
        )}
        <Button
          startIcon={<ContentCopyIcon />}
          disabled={!single}
          loading={copying.isLoading}
          onClick={() => single && copySelected(single)}
        >
          Копировать
        </Button>
        {levelOf(levels, 'deliveredSC') === 'write' && (
          <Button
            startIcon={<WarehouseIcon />}
            disabled={none}
            loading={sendingToSortingCenter.isLoading}
            onClick={toSortingCenterSelected}
          >
            На СЦ
          </Button>
        )}
        {levelOf(levels, 'deliveredPVZ') === 'write' && (
          <Button
            startIcon={<StoreIcon />}
            disabled={none}
            loading={sendingToPoint.isLoading}
            onClick={toPointSelected}
          >
            На ПВЗ
          </Button>
        )}
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          disabled={none}
          onClick={() => open({ kind: 'delete', item: selected })}
        >
          Удалить
        </Button>
      </Stack>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <GoodsFormDialog
          kind={kind}
          row={dialog.kind === 'edit' ? dialog.item[0] : undefined}
          pointId={pointId}
          busy={creating.isLoading || editing.isLoading}
          refusal={refusal}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Удалить записей: ${dialog?.kind === 'delete' ? dialog.item.length : 0}?`}
        confirmLabel="Удалить"
        destructive
        busy={removing.isLoading}
        refusal={refusal}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && deleteRows(dialog.item)}
      >
        {dialog?.kind === 'delete' && `Записи ${dialog.item.map((row) => `№ ${row.id}`).join(', ')} будут удалены.`}
      </ConfirmDialog>
    </>
  );
}
