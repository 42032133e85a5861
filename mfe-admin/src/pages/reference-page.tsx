import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { ReferenceEntity, ReferenceItem } from '@pvz/contracts/api/reference';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { DataTable } from '@pvz/ui/data-table';
import { PageHeader } from '@pvz/ui/page-header';
import { useCrudDialog } from '@pvz/ui/use-crud-dialog';
import { useMemo } from 'react';
import { useAdminReferenceCreateMutation } from '../features/reference-data/api/create-reference';
import { useAdminReferenceDeleteMutation } from '../features/reference-data/api/delete-reference';
import { useAdminReferenceEditMutation } from '../features/reference-data/api/edit-reference';
import { useAdminReferenceListQuery } from '../features/reference-data/api/list-reference';
import { ReferenceFormDialog } from '../features/reference-data/components/reference-form-dialog';
import { entityConfigs, usesChoices } from '../features/reference-data/entities';

type Item = ReferenceItem<ReferenceEntity>;

/** One reference list of /admin/*: a table with create, edit and delete for those who may write. */
export function ReferencePage({ entity }: { entity: ReferenceEntity }) {
  const config = entityConfigs[entity];
  const list = useAdminReferenceListQuery(entity);
  const [create, creating] = useAdminReferenceCreateMutation();
  const [edit, editing] = useAdminReferenceEditMutation();
  const [remove, removing] = useAdminReferenceDeleteMutation();
  const { dialog, open, close, refusal, run } = useCrudDialog<Item>();
  const canWrite = usePageLevel(config.page) === 'write';
  const choices = useReferenceChoicesQuery(undefined, { skip: !usesChoices(config) }).data ?? noChoices;

  const columns = useMemo<GridColDef<Item>[]>(
    () => [
      ...(config.columns(choices) as GridColDef<Item>[]),
      ...(canWrite
        ? [
            {
              field: 'actions',
              type: 'actions',
              headerName: 'Действия',
              width: 100,
              getActions: ({ row }) => [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={`Изменить ${config.nameOf(row)}`}
                  onClick={() => open({ kind: 'edit', item: row })}
                />,
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label={`Удалить ${config.nameOf(row)}`}
                  onClick={() => open({ kind: 'delete', item: row })}
                />,
              ],
            } satisfies GridColDef<Item>,
          ]
        : []),
    ],
    [config, choices, canWrite, open],
  );

  return (
    <>
      <PageHeader
        title={config.title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'create' })}>
              Добавить
            </Button>
          )
        }
      />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error)}
        </Alert>
      )}
      <DataTable
        rows={list.data?.items ?? []}
        columns={columns}
        loading={list.isFetching}
        exportFileName={config.title}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
        localeText={{
          noRowsLabel: canWrite ? 'Записей пока нет: добавьте первую кнопкой «Добавить»' : 'Записей пока нет',
        }}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ReferenceFormDialog
          config={config}
          item={dialog.kind === 'edit' ? dialog.item : undefined}
          busy={creating.isLoading || editing.isLoading}
          refusal={refusal}
          onClose={close}
          onSubmit={(item) =>
            dialog.kind === 'create'
              ? run(
                  () => create({ entity, item }).unwrap(),
                  (answer) => answer.message ?? messages.created,
                )
              : run(() => edit({ entity, item: { ...item, id: dialog.item.id } }).unwrap(), messages.updated)
          }
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Удалить запись?"
        confirmLabel="Удалить"
        destructive
        busy={removing.isLoading}
        refusal={refusal}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'delete' && run(() => remove({ entity, id: dialog.item.id }).unwrap(), messages.deleted)
        }
      >
        {dialog?.kind === 'delete' && (
          <>«{config.nameOf(dialog.item)}» исчезнет из списка; в истории запись останется.</>
        )}
      </ConfirmDialog>
    </>
  );
}
