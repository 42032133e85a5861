import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { fileRoutes } from '@pvz/contracts/api/files';
import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { useId } from 'react';
import { useTasksOccurrenceQuery } from '../api/get-occurrence';
import { audienceText, dayText, repeatText } from './repeat-text';

/** A task's day: what it is, whom it is for, and each assignee's tick with its photo. */
export function OccurrenceDialog({ occurrenceId, onClose }: { occurrenceId: number; onClose(): void }) {
  const detail = useTasksOccurrenceQuery(occurrenceId);
  const titleId = useId();
  const occurrence = detail.data?.occurrence;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {occurrence ? `${occurrence.title} — ${dayText(occurrence.day)}` : 'Задача'}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
        {occurrence && (
          <>
            {occurrence.description && (
              <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{occurrence.description}</Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {repeatText(occurrence.rule)} · {audienceText(occurrence.rule)} · выполнено {occurrence.done} из{' '}
              {occurrence.assigned}
            </Typography>
            <List dense aria-label="Исполнители">
              {detail.data?.assignees.map((assignee) => (
                <ListItem
                  key={assignee.user.id}
                  secondaryAction={
                    assignee.photoId && (
                      <Link href={fileRoutes.file(assignee.photoId)} target="_blank" rel="noopener">
                        Фото
                      </Link>
                    )
                  }
                >
                  <ListItemText
                    primary={assignee.user.name}
                    secondary={
                      assignee.doneAt ? (
                        `Выполнено ${formatMoscowDateTime(assignee.doneAt)}`
                      ) : assignee.overdue ? (
                        <Chip size="small" color="error" label="Просрочено" component="span" />
                      ) : (
                        'Не выполнено'
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
            {detail.data?.assignees.length === 0 && <Typography>Исполнителей нет</Typography>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
