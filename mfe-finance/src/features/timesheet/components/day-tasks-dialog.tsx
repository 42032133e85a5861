import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { formatMoscowDate, formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { useId } from 'react';
import { useFinanceEmployeeDayTasksQuery } from '../api/day-tasks-api';

interface DayTasksDialogProps {
  employee: { id: number; name: string };
  day: string;
  onClose(): void;
}

/** A person's employee tasks of a day (from «Задачи сотрудников»), done or not, opened from a day of «Табель». */
export function DayTasksDialog({ employee, day, onClose }: DayTasksDialogProps) {
  const tasks = useFinanceEmployeeDayTasksQuery({ employeeId: employee.id, day });
  const titleId = useId();
  const data = tasks.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        Задачи: {employee.name}, {formatMoscowDate(`${day}T12:00:00+03:00`)}
      </DialogTitle>
      <DialogContent dividers>
        {tasks.isError && <Alert severity="error">{errorMessage(tasks.error)}</Alert>}
        {data && data.user === null && <Typography>У сотрудника нет учётной записи: задач ему не ставят</Typography>}
        {data?.user && data.tasks.length === 0 && <Typography>Задач на этот день нет</Typography>}
        {data && data.tasks.length > 0 && (
          <List dense aria-label="Задачи дня">
            {data.tasks.map((task) => (
              <ListItem key={task.occurrenceId} disableGutters>
                <ListItemText
                  primary={task.title}
                  secondary={task.doneAt ? `Выполнено ${formatMoscowDateTime(task.doneAt)}` : task.description || null}
                />
                {task.doneAt === null && (
                  <Chip
                    size="small"
                    color={task.overdue ? 'error' : 'default'}
                    label={task.overdue ? 'Просрочено' : 'Не выполнено'}
                  />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
