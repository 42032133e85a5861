import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { TimesheetRow } from '@pvz/contracts/api/timesheet';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { DataTable } from '@pvz/ui/data-table';
import { MonthPicker } from '@pvz/ui/month-picker';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useUnsavedEdits } from '../components/unsaved-edits';
import { useIsDirector } from '../components/use-is-director';
import {
  useCopyPreviousMonthMutation,
  useLockTimesheetMutation,
  useSaveTimesheetMutation,
  useTimesheetQuery,
} from '../features/timesheet/api/timesheet-api';
import { DayTasksDialog } from '../features/timesheet/components/day-tasks-dialog';

/** A grid row: the employee's hours as fields `d1`…`d31`, so that each day is a column of its own. */
type GridRow = TimesheetRow & { id: number } & Record<`d${number}`, number>;

const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });

/** The grid's row of an employee's hours, with the totals counted from them. */
const toGridRow = (row: TimesheetRow, hours: readonly number[]): GridRow =>
  Object.assign(
    {
      ...row,
      id: row.employee.id,
      hours: [...hours],
      total: hours.reduce((sum, value) => sum + value, 0),
      workedDays: hours.filter((value) => value > 0).length,
    },
    Object.fromEntries(hours.map((value, index) => [`d${index + 1}`, value])),
  ) as GridRow;

/**
 * «Табель» (/timesheet): a month of hours per employee of my points and day, with the totals of hours
 * and worked days; edited in the grid and saved together, last month's hours copied into the empty
 * days, the month approved (closed) by the director. The payroll takes its hours from here. A day
 * clicked shows the person's employee tasks of that day (to those who edit hours, once switched to it).
 */
export default function TimesheetPage() {
  const { title } = findPage('finance-timesheet');
  const canWrite = usePageLevel('finance-timesheet') === 'write';
  const isDirector = useIsDirector();
  const [month, setMonth] = useState(() => monthStartOf(moscowDay()));
  const sheet = useTimesheetQuery({ month });
  const [edits, setEdits] = useState<Map<string, { employeeId: number; day: number; hours: number }>>(new Map());
  const [save, saving] = useSaveTimesheetMutation();
  const [copy, copying] = useCopyPreviousMonthMutation();
  const [lock, locking] = useLockTimesheetMutation();
  const { enqueueSnackbar } = useSnackbar();
  const dirty = edits.size > 0;
  const unsaved = useUnsavedEdits(dirty, () => setEdits(new Map()), 'Несохранённые изменения табеля пропадут.');
  const locked = sheet.data?.locked ?? false;
  const editable = canWrite && !locked;
  // a click on a day shows the person's tasks of the day; those who edit the hours switch to it
  const [tasksByClick, setTasksByClick] = useState(false);
  const showsTasks = !editable || tasksByClick;
  const [dayTasks, setDayTasks] = useState<{ employee: TimesheetRow['employee']; day: string } | null>(null);

  const days = sheet.data?.days ?? 0;
  const rows = (sheet.data?.rows ?? []).map((row) =>
    toGridRow(
      row,
      row.hours.map((value, index) => edits.get(`${row.employee.id}:${index + 1}`)?.hours ?? value),
    ),
  );
  const columns: GridColDef<GridRow>[] = [
    { field: 'employee', headerName: 'Сотрудник', width: 190, valueGetter: (value: GridRow['employee']) => value.name },
    { field: 'point', headerName: 'ПВЗ', width: 120, valueGetter: (value: GridRow['point']) => value?.name ?? 'Офис' },
    ...Array.from({ length: days }, (_, index): GridColDef<GridRow> => {
      const day = index + 1;
      const date = new Date(`${month.slice(0, 8)}${String(day).padStart(2, '0')}T00:00:00Z`);
      return {
        field: `d${day}`,
        headerName: `${day} ${weekday.format(date)}`,
        type: 'number',
        width: 64,
        editable: true,
        sortable: false,
        // a day off reads as an empty cell, as on a paper timesheet
        valueFormatter: (value: number) => (value ? String(value) : ''),
        valueSetter: (value: number | null, row) => ({
          ...row,
          [`d${day}`]: Math.max(0, Math.min(24, Math.round(value ?? 0))),
        }),
      };
    }),
    { field: 'total', headerName: 'Часов', type: 'number', width: 80 },
    { field: 'workedDays', headerName: 'Дней', type: 'number', width: 70 },
  ];

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setEdits(new Map());
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthPicker value={month} onChange={(next) => unsaved.guard(() => setMonth(next))} />
          {editable && (
            <>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={!dirty || saving.isLoading}
                onClick={() => run(() => save({ month, cells: [...edits.values()] }).unwrap(), messages.timesheetSaved)}
              >
                Сохранить{dirty ? ` (${edits.size})` : ''}
              </Button>
              <Button
                startIcon={<ContentCopyIcon />}
                disabled={dirty || copying.isLoading}
                onClick={() => run(() => copy({ month }).unwrap(), messages.timesheetCopied)}
              >
                Перенести смены прошлого месяца
              </Button>
            </>
          )}
          {editable && (
            <FormControlLabel
              control={<Switch checked={tasksByClick} onChange={(event) => setTasksByClick(event.target.checked)} />}
              label="Задачи дня по щелчку"
            />
          )}
          {isDirector && (
            <Button
              startIcon={locked ? <LockOpenIcon /> : <LockIcon />}
              disabled={dirty || locking.isLoading || !sheet.data}
              onClick={() =>
                run(
                  () => lock({ month, locked: !locked }).unwrap(),
                  locked ? messages.timesheetUnlocked : messages.timesheetLockedNow,
                )
              }
            >
              {locked ? 'Открыть месяц' : 'Утвердить месяц'}
            </Button>
          )}
        </Stack>
        {locked && <Alert severity="info">{messages.timesheetLocked}</Alert>}
        {sheet.isError && <Alert severity="error">{errorMessage(sheet.error)}</Alert>}
        <Box sx={{ height: 'calc(100dvh - 300px)', minHeight: 360 }}>
          <DataTable
            rows={rows}
            columns={columns}
            loading={sheet.isFetching}
            exportFileName={`${title} ${month.slice(0, 7)}`}
            exportTotals={['total', 'workedDays']}
            isCellEditable={() => editable && !showsTasks}
            onCellClick={(cell) => {
              const day = /^d(\d+)$/.exec(cell.field)?.[1];
              if (showsTasks && day)
                setDayTasks({ employee: cell.row.employee, day: `${month.slice(0, 8)}${day.padStart(2, '0')}` });
            }}
            processRowUpdate={(next: GridRow, previous: GridRow) => {
              setEdits((current) => {
                const changed = new Map(current);
                for (let day = 1; day <= days; day++) {
                  const key = `d${day}` as const;
                  if (next[key] !== previous[key])
                    changed.set(`${next.employee.id}:${day}`, {
                      employeeId: next.employee.id,
                      day,
                      hours: next[key] ?? 0,
                    });
                }
                return changed;
              });
              // the grid shows the row it is given back: with its totals counted again
              return toGridRow(
                next,
                Array.from({ length: days }, (_, index) => next[`d${index + 1}`] ?? 0),
              );
            }}
            onProcessRowUpdateError={(error) => enqueueSnackbar(errorMessage(error), { variant: 'error' })}
            columnBufferPx={4000}
            localeText={{ noRowsLabel: 'В этом месяце у ваших ПВЗ нет работающих сотрудников' }}
          />
        </Box>
      </Stack>
      {unsaved.dialog}
      {dayTasks && <DayTasksDialog employee={dayTasks.employee} day={dayTasks.day} onClose={() => setDayTasks(null)} />}
    </>
  );
}
