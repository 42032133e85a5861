import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Occurrence } from '@pvz/contracts/api/employee-tasks';
import { DataTable } from '@pvz/ui/data-table';
import { useMemo } from 'react';
import { audienceText, dayText, repeatText } from './repeat-text';

interface OccurrencesTableProps {
  occurrences: readonly Occurrence[];
  loading: boolean;
  canWrite: boolean;
  onOpen(occurrence: Occurrence): void;
  onTick(occurrence: Occurrence): void;
  onEdit(occurrence: Occurrence): void;
  onDelete(occurrence: Occurrence): void;
}

const progress = (row: Occurrence) => (row.assigned === 0 ? 0 : row.done / row.assigned);

/**
 * The tasks' days: date, task, repeat, whom for, done of assigned, overdue, my own tick; sorting,
 * filters, paging and xlsx export by DataTable. The buttons come first, within reach on a phone.
 */
export function OccurrencesTable({
  occurrences,
  loading,
  canWrite,
  onOpen,
  onTick,
  onEdit,
  onDelete,
}: OccurrencesTableProps) {
  const columns = useMemo<GridColDef<Occurrence>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Действия',
        width: canWrite ? 150 : 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="open"
            icon={<InfoOutlinedIcon />}
            label={`Подробнее: ${row.title}`}
            onClick={() => onOpen(row)}
          />,
          ...(row.mine && row.mine.doneAt === null
            ? [
                <GridActionsCellItem
                  key="tick"
                  icon={<CheckCircleOutlineIcon color="success" />}
                  label={`Выполнено: ${row.title}`}
                  onClick={() => onTick(row)}
                />,
              ]
            : []),
          ...(canWrite
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={`Изменить: ${row.title}`}
                  onClick={() => onEdit(row)}
                />,
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label={`Удалить: ${row.title}`}
                  onClick={() => onDelete(row)}
                />,
              ]
            : []),
        ],
      },
      {
        field: 'day',
        headerName: 'Дата',
        type: 'date',
        width: 110,
        valueGetter: (value: string) => new Date(`${value}T00:00:00`),
        valueFormatter: (_value, row) => dayText(row.day),
      },
      { field: 'title', headerName: 'Задача', flex: 1, minWidth: 180 },
      { field: 'description', headerName: 'Описание', flex: 1, minWidth: 180 },
      { field: 'repeat', headerName: 'Повтор', width: 200, valueGetter: (_value, row) => repeatText(row.rule) },
      { field: 'audience', headerName: 'Кому', width: 170, valueGetter: (_value, row) => audienceText(row.rule) },
      {
        field: 'progress',
        headerName: 'Выполнено',
        width: 110,
        valueGetter: (_value, row) => `${row.done} из ${row.assigned}`,
        sortComparator: (_a, _b, first, second) =>
          progress(first.api.getRow(first.id)) - progress(second.api.getRow(second.id)),
      },
      {
        field: 'overdue',
        headerName: 'Просрочена',
        type: 'boolean',
        width: 110,
        renderCell: ({ row }) => (row.overdue ? <Chip size="small" color="error" label="Просрочена" /> : null),
      },
      {
        field: 'mine',
        headerName: 'Моя отметка',
        width: 130,
        valueGetter: (_value, row) => (row.mine === null ? '' : row.mine.doneAt ? 'Выполнено' : 'Не выполнено'),
      },
    ],
    [canWrite, onOpen, onTick, onEdit, onDelete],
  );
  return (
    <DataTable
      rows={occurrences}
      columns={columns}
      loading={loading}
      exportFileName="Задачи сотрудников"
      initialState={{
        sorting: { sortModel: [{ field: 'day', sort: 'asc' }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      localeText={{ noRowsLabel: 'Задач за этот период нет' }}
      sx={{ bgcolor: 'background.paper' }}
      autoHeight
    />
  );
}
