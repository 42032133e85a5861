import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { StatementBatches } from '@pvz/contracts/api/statements';
import { messages } from '@pvz/contracts/messages';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { DataTable } from '@pvz/ui/data-table';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useStatementBatchesQuery, useUndoStatementMutation } from '../api/statements-api';

type Batch = StatementBatches['batches'][number];

/** The imports, newest first; «Отменить» reverses a whole one after asking. */
export function BatchesTable() {
  const batches = useStatementBatchesQuery();
  const [undo, undoing] = useUndoStatementMutation();
  const [asked, setAsked] = useState<Batch | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    if (!asked) return;
    try {
      await once(`undo-statement:${asked.id}`, (operationId) => undo({ operationId, batchId: asked.id }).unwrap());
      enqueueSnackbar(messages.statementUndone, { variant: 'success' });
      setAsked(null);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  const columns: GridColDef<Batch>[] = [
    dateTimeColumn<Batch>('createdAt', 'Загружена'),
    { field: 'bank', headerName: 'Банк', width: 150 },
    { field: 'fileName', headerName: 'Файл', flex: 1, minWidth: 180 },
    { field: 'lines', headerName: 'Строк', type: 'number', width: 90 },
    moneyColumn<Batch>('incoming', 'Поступления'),
    moneyColumn<Batch>('outgoing', 'Списания'),
    { field: 'createdBy', headerName: 'Кто', width: 120 },
    {
      field: 'undoneAt',
      headerName: '',
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.undoneAt ? (
          'Отменена'
        ) : (
          <Button size="small" color="error" startIcon={<UndoIcon />} onClick={() => setAsked(row)}>
            Отменить
          </Button>
        ),
    },
  ];
  return (
    <>
      <DataTable
        rows={batches.data?.batches ?? []}
        columns={columns}
        loading={batches.isFetching}
        exportFileName="Загрузки выписок"
        exportTotals={['lines', 'incoming', 'outgoing']}
        autoHeight
        localeText={{ noRowsLabel: 'Выписок ещё не загружали' }}
      />
      <ConfirmDialog
        open={asked !== null}
        title="Отменить загрузку?"
        confirmLabel="Отменить загрузку"
        destructive
        busy={undoing.isLoading}
        refusal={refusal}
        onConfirm={confirm}
        onClose={() => {
          setAsked(null);
          setRefusal(undefined);
        }}
      >
        Все строки файла «{asked?.fileName}» будут сторнированы, а их записи в авансовом отчёте отменены.
      </ConfirmDialog>
    </>
  );
}
