import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { CHECKED_TASK_SHOWN_HOURS, type ManagerTask } from '@pvz/contracts/api/manager-tasks';
import { findPage } from '@pvz/contracts/pages';
import { AnySelect } from '@pvz/ui/any-select';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { PageHeader } from '@pvz/ui/page-header';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import { useCallback, useState } from 'react';
import { useManagerTasksChoicesQuery, useManagerTasksListQuery } from '../features/manager-tasks/api/get-manager-tasks';
import { useManagerTasksDeleteMutation } from '../features/manager-tasks/api/save-manager-task';
import { useManagerTasksCheckMutation } from '../features/manager-tasks/api/task-steps';
import { ManagerTaskDialog } from '../features/manager-tasks/components/manager-task-dialog';
import { ManagerTasksTable, type TaskAction } from '../features/manager-tasks/components/manager-tasks-table';
import { DoneDialog, RefineDialog } from '../features/manager-tasks/components/step-dialogs';

type Dialog = { action: TaskAction | 'create'; task: ManagerTask | null } | null;

/** A step that is only a question: accept a done task, or delete one. */
function ConfirmStep({ action, task, onClose }: { action: 'check' | 'delete'; task: ManagerTask; onClose(): void }) {
  const [check, checking] = useManagerTasksCheckMutation();
  const [remove, removing] = useManagerTasksDeleteMutation();
  const { run, refusal } = useDialogAction(onClose);
  const deleting = action === 'delete';
  return (
    <ConfirmDialog
      open
      title={deleting ? 'Удалить задачу?' : 'Принять задачу?'}
      confirmLabel={deleting ? 'Удалить' : 'Принять'}
      destructive={deleting}
      busy={checking.isLoading || removing.isLoading}
      refusal={refusal}
      onConfirm={() =>
        run(JSON.stringify([action, task.id]), (operationId) =>
          (deleting ? remove({ operationId, id: task.id }) : check({ operationId, id: task.id })).unwrap(),
        )
      }
      onClose={onClose}
    >
      «{task.description}»
      {deleting
        ? ''
        : ` — выполнено ответственным ${task.responsible.name}. Через ${CHECKED_TASK_SHOWN_HOURS} ч задача уйдёт в архив.`}
    </ConfirmDialog>
  );
}

/**
 * «Задачи» (/tasks): tasks managers give one another — with a responsible, a deadline, a note and
 * photos. The responsible marks it done; its creator accepts it or sends it back for refinement, each
 * step pushed to the other. Accepted tasks leave the list a day later («Архив» shows them).
 */
export default function ManagerTasksPage() {
  const { title } = findPage('extra-tasks');
  const canWrite = usePageLevel('extra-tasks') === 'write';
  const [responsibleId, setResponsibleId] = useState<number | undefined>();
  const [archived, setArchived] = useState(false);
  const people = useManagerTasksChoicesQuery().data?.people ?? [];
  const tasks = useManagerTasksListQuery({
    ...(responsibleId !== undefined && { responsibleId }),
    ...(archived && { archived }),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const onAction = useCallback((action: TaskAction, task: ManagerTask) => setDialog({ action, task }), []);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ action: 'create', task: null })}
            >
              Поставить задачу
            </Button>
          )
        }
      />
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <AnySelect<number>
          label="Ответственный"
          anyTitle="Все"
          options={people}
          value={responsibleId}
          onChange={setResponsibleId}
          minWidth={220}
        />
        <FormControlLabel
          control={<Switch checked={archived} onChange={(event) => setArchived(event.target.checked)} />}
          label="Архив"
        />
      </Stack>
      {tasks.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(tasks.error)}
        </Alert>
      )}
      <ManagerTasksTable tasks={tasks.data?.tasks ?? []} loading={tasks.isFetching} onAction={onAction} />
      {dialog?.action === 'create' && <ManagerTaskDialog editing={null} onClose={close} />}
      {dialog?.action === 'edit' && dialog.task && <ManagerTaskDialog editing={dialog.task} onClose={close} />}
      {dialog?.action === 'done' && dialog.task && <DoneDialog task={dialog.task} onClose={close} />}
      {dialog?.action === 'refine' && dialog.task && <RefineDialog task={dialog.task} onClose={close} />}
      {(dialog?.action === 'check' || dialog?.action === 'delete') && dialog.task && (
        <ConfirmStep action={dialog.action} task={dialog.task} onClose={close} />
      )}
    </>
  );
}
