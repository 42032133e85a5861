import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { MAX_TASK_PERIOD_DAYS, type Occurrence, type TaskScope } from '@pvz/contracts/api/employee-tasks';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { addDays, dayNumber } from '@pvz/contracts/recurrence';
import { PageHeader } from '@pvz/ui/page-header';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTasksOccurrencesQuery } from '../features/employee-tasks/api/get-occurrences';
import { useTasksRecordQuery } from '../features/employee-tasks/api/get-task-record';
import { useTasksDeleteMutation } from '../features/employee-tasks/api/save-task';
import { OccurrenceDialog } from '../features/employee-tasks/components/occurrence-dialog';
import { OccurrencesTable } from '../features/employee-tasks/components/occurrences-table';
import { ScopeDialog } from '../features/employee-tasks/components/scope-dialog';
import { TaskFormDialog } from '../features/employee-tasks/components/task-form-dialog';
import { TickDialog } from '../features/employee-tasks/components/tick-dialog';

type Dialog =
  | { kind: 'create' }
  | { kind: 'open' | 'tick' | 'edit-scope' | 'delete'; occurrence: Occurrence }
  | { kind: 'edit'; occurrence: Occurrence; scope: TaskScope }
  | null;

const repeats = (occurrence: Occurrence) => occurrence.rule.repeat !== 'none';

/** The edit form of a task's day, once the task's fields are here. */
function EditTask({ occurrence, scope, onClose }: { occurrence: Occurrence; scope: TaskScope; onClose(): void }) {
  const record = useTasksRecordQuery(occurrence.id);
  if (record.isError) return <Alert severity="error">{errorMessage(record.error)}</Alert>;
  if (!record.data) return null;
  return <TaskFormDialog mode={{ kind: 'edit', record: record.data, scope }} onClose={onClose} />;
}

/** Removes a task's day, the following or all, once the scope is chosen (the dialog is the confirmation). */
function DeleteTask({ occurrence, onClose }: { occurrence: Occurrence; onClose(): void }) {
  const [remove, removing] = useTasksDeleteMutation();
  const { run, refusal } = useDialogAction(onClose);
  return (
    <ScopeDialog
      action="delete"
      repeats={repeats(occurrence)}
      title={occurrence.title}
      busy={removing.isLoading}
      refusal={refusal}
      onChoose={(scope) =>
        run(JSON.stringify(['delete', occurrence.id, scope]), (operationId) =>
          remove({ operationId, occurrenceId: occurrence.id, scope }).unwrap(),
        )
      }
      onClose={onClose}
    />
  );
}

/**
 * «Задачи сотрудников» (/tasks-employees): the tasks' days over a period with done counters and the
 * overdue ones; each person ticks their own (with a photo if they like); managers create tasks with
 * repeats and assignees and change or remove them from a day on, asked «Только эту задачу» / «Эту и
 * последующие задачи» / «Все задачи».
 */
export default function EmployeeTasksPage() {
  const { title } = findPage('extra-tasks-employees');
  const canWrite = usePageLevel('extra-tasks-employees') === 'write';
  const today = moscowDay();
  const [from, setFrom] = useState(() => addDays(today, -7));
  const [to, setTo] = useState(() => addDays(today, 14));
  const [onlyMine, setOnlyMine] = useState(!canWrite);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const length = dayNumber(to) - dayNumber(from) + 1;
  const periodValid = length >= 1 && length <= MAX_TASK_PERIOD_DAYS;
  const days = useTasksOccurrencesQuery({ from, to }, { skip: !periodValid });
  const shown = (days.data?.occurrences ?? []).filter((occurrence) => !onlyMine || occurrence.mine !== null);

  const onOpen = useCallback((occurrence: Occurrence) => setDialog({ kind: 'open', occurrence }), []);
  const onTick = useCallback((occurrence: Occurrence) => setDialog({ kind: 'tick', occurrence }), []);
  const onEdit = useCallback(
    (occurrence: Occurrence) =>
      setDialog(repeats(occurrence) ? { kind: 'edit-scope', occurrence } : { kind: 'edit', occurrence, scope: 'all' }),
    [],
  );
  const onDelete = useCallback((occurrence: Occurrence) => setDialog({ kind: 'delete', occurrence }), []);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
              Новая задача
            </Button>
          )
        }
      />
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <RussianDates>
          <DatePicker
            label="С"
            value={dayjs(from)}
            onChange={(value) => value?.isValid() && setFrom(value.format('YYYY-MM-DD'))}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
          />
          <DatePicker
            label="По"
            value={dayjs(to)}
            onChange={(value) => value?.isValid() && setTo(value.format('YYYY-MM-DD'))}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
          />
        </RussianDates>
        <FormControlLabel
          control={<Switch checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)} />}
          label="Только мои"
        />
      </Stack>
      {!periodValid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {messages.taskPeriodInvalid}
        </Alert>
      )}
      {days.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(days.error)}
        </Alert>
      )}
      <OccurrencesTable
        occurrences={shown}
        loading={days.isFetching}
        canWrite={canWrite}
        onOpen={onOpen}
        onTick={onTick}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {dialog?.kind === 'create' && <TaskFormDialog mode={{ kind: 'create' }} onClose={close} />}
      {dialog?.kind === 'open' && <OccurrenceDialog occurrenceId={dialog.occurrence.id} onClose={close} />}
      {dialog?.kind === 'tick' && (
        <TickDialog
          occurrenceId={dialog.occurrence.id}
          title={dialog.occurrence.title}
          day={dialog.occurrence.day}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit-scope' && (
        <ScopeDialog
          action="edit"
          repeats
          title={dialog.occurrence.title}
          onChoose={(scope) => setDialog({ kind: 'edit', occurrence: dialog.occurrence, scope })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && <EditTask occurrence={dialog.occurrence} scope={dialog.scope} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteTask occurrence={dialog.occurrence} onClose={close} />}
    </>
  );
}
