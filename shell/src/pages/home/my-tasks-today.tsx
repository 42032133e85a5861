import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { MyTask } from '@pvz/contracts/api/employee-tasks';
import { messages } from '@pvz/contracts/messages';
import { formatMoscowDate, formatMoscowTime } from '@pvz/contracts/moscow-time';
import { findPage, linkOf } from '@pvz/contracts/pages';
import { Link as RouterLink } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useHomeTickTaskMutation } from '../../features/tasks/api/tick-task-api';

const dayText = (day: string) => formatMoscowDate(`${day}T12:00:00+03:00`);

function TaskLine({ task }: { task: MyTask }) {
  const [tick, ticking] = useHomeTickTaskMutation();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const done = task.doneAt !== null;
  const mark = async () => {
    try {
      const answer = await once(`tick:${task.occurrenceId}`, (operationId) =>
        tick({ operationId, occurrenceId: task.occurrenceId }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 44 }}>
        {done ? (
          <CheckCircleIcon color="success" sx={{ m: 1 }} titleAccess="Выполнено" />
        ) : (
          <IconButton aria-label={`Выполнено: ${task.title}`} onClick={mark} disabled={ticking.isLoading}>
            <RadioButtonUncheckedIcon />
          </IconButton>
        )}
      </ListItemIcon>
      <ListItemText
        primary={task.title}
        secondary={
          done
            ? `Выполнено в ${formatMoscowTime(task.doneAt as string).slice(0, 5)}`
            : task.overdue
              ? `Просрочено: задача на ${dayText(task.day)}`
              : task.description || null
        }
        slotProps={{ secondary: { color: !done && task.overdue ? 'error' : 'text.secondary' } }}
      />
    </ListItem>
  );
}

/**
 * «Мои задачи на сегодня» on the staff home page, from its summary: today's employee tasks of the
 * signed-in person and the overdue ones (null without the employee tasks page), ticked right here, and
 * the warning of the legacy when a manager task given to them is past its deadline.
 */
export function MyTasksToday({ tasks, managerTasksOverdue }: { tasks: MyTask[] | null; managerTasksOverdue: number }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-tasks-today">
      <CardContent>
        <Typography id="my-tasks-today" variant="h6" component="h2">
          Мои задачи на сегодня
        </Typography>
        {managerTasksOverdue > 0 && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {messages.managerTaskOverdueWarning}{' '}
            <Link component={RouterLink} to={linkOf(findPage('extra-tasks'))}>
              Открыть задачи
            </Link>
          </Alert>
        )}
        {tasks && tasks.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>На сегодня задач нет</Typography>
        )}
        {tasks && tasks.length > 0 && (
          <List dense aria-label="Мои задачи на сегодня">
            {tasks.map((task) => (
              <TaskLine key={task.occurrenceId} task={task} />
            ))}
          </List>
        )}
        {tasks && (
          <Link component={RouterLink} to={linkOf(findPage('extra-tasks-employees'))}>
            Все задачи сотрудников
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
