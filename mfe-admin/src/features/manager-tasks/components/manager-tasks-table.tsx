import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { fileRoutes } from '@pvz/contracts/api/files';
import { type ManagerTask, managerTaskStateTitle } from '@pvz/contracts/api/manager-tasks';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { type ReactElement, useMemo } from 'react';

export type TaskAction = 'done' | 'check' | 'refine' | 'edit' | 'delete';

const stateColor = { open: 'default', refinement: 'warning', done: 'info', checked: 'success' } as const;

/**
 * Manager tasks: what, who, by when, where it stands (overdue in red), photos; the buttons a row
 * offers the caller come first: «Выполнено» to its responsible, «Принять» / «На доработку» to its
 * creator once done, change and delete to its creator.
 */
export function ManagerTasksTable({
  tasks,
  loading,
  onAction,
}: {
  tasks: readonly ManagerTask[];
  loading: boolean;
  onAction(action: TaskAction, task: ManagerTask): void;
}) {
  const columns = useMemo<GridColDef<ManagerTask>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Действия',
        width: 150,
        getActions: ({ row }) => {
          const open = row.state === 'open' || row.state === 'refinement';
          const item = (action: TaskAction, label: string, icon: ReactElement) => (
            <GridActionsCellItem
              key={action}
              icon={icon}
              label={`${label}: ${row.description}`}
              onClick={() => onAction(action, row)}
              showInMenu={action === 'edit' || action === 'delete'}
            />
          );
          return [
            ...(row.mine && open ? [item('done', 'Выполнено', <CheckCircleOutlineIcon color="success" />)] : []),
            ...(row.mayManage && row.state === 'done'
              ? [
                  item('check', 'Принять', <DoneAllIcon color="success" />),
                  item('refine', 'На доработку', <ReplayIcon />),
                ]
              : []),
            ...(row.mayManage && row.state !== 'checked' ? [item('edit', 'Изменить', <EditIcon />)] : []),
            ...(row.mayManage ? [item('delete', 'Удалить', <DeleteIcon />)] : []),
          ];
        },
      },
      { field: 'description', headerName: 'Задача', flex: 1, minWidth: 220 },
      {
        field: 'responsible',
        headerName: 'Ответственный',
        width: 150,
        valueGetter: (_value, row) => row.responsible.name,
      },
      { field: 'creator', headerName: 'Поставил', width: 140, valueGetter: (_value, row) => row.creator.name },
      {
        field: 'deadline',
        headerName: 'Срок',
        type: 'date',
        width: 110,
        valueGetter: (value: string) => new Date(`${value}T00:00:00`),
        valueFormatter: (_value, row) => formatMoscowDate(`${row.deadline}T12:00:00+03:00`),
      },
      {
        field: 'state',
        headerName: 'Статус',
        width: 210,
        valueGetter: (_value, row) => `${managerTaskStateTitle[row.state]}${row.overdue ? ', просрочена' : ''}`,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
            <Chip size="small" color={stateColor[row.state]} label={managerTaskStateTitle[row.state]} />
            {row.overdue && <Chip size="small" color="error" label="Просрочена" />}
          </Stack>
        ),
      },
      {
        field: 'refinementNote',
        headerName: 'Доработать',
        width: 170,
        valueGetter: (value: string, row) => (row.state === 'refinement' ? value : ''),
      },
      { field: 'note', headerName: 'Примечание', width: 170 },
      {
        field: 'photos',
        headerName: 'Фото',
        width: 130,
        sortable: false,
        valueGetter: (_value, row) => row.photos.length,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
            {row.photos.map((photo, index) => (
              <Link key={photo.id} href={fileRoutes.file(photo.id)} target="_blank" rel="noopener">
                {index + 1}
              </Link>
            ))}
          </Stack>
        ),
      },
      dateTimeColumn<ManagerTask>('createdAt', 'Поставлена'),
      dateTimeColumn<ManagerTask>('doneAt', 'Выполнена'),
      dateTimeColumn<ManagerTask>('checkedAt', 'Проверена'),
    ],
    [onAction],
  );
  return (
    <DataTable
      rows={tasks}
      columns={columns}
      loading={loading}
      exportFileName="Задачи"
      initialState={{
        sorting: { sortModel: [{ field: 'deadline', sort: 'asc' }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      localeText={{ noRowsLabel: 'Задач нет' }}
      sx={{ bgcolor: 'background.paper' }}
      autoHeight
    />
  );
}
