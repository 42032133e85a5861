import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { CANNED_TITLE_MAX, type CannedAnswer, CHAT_MESSAGE_MAX } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { type FormEvent, useState } from 'react';
import {
  useCannedAnswersQuery,
  useCreateCannedAnswerMutation,
  useRemoveCannedAnswerMutation,
} from '../api/tickets-api';

/** «Шаблоны ответов»: the answers staff keep ready to send, a new one by title and text, one deleted after asking. */
export function CannedAnswersDialog({ onClose }: { onClose(): void }) {
  const answers = useCannedAnswersQuery();
  const [create, creating] = useCreateCannedAnswerMutation();
  const [remove, removing] = useRemoveCannedAnswerMutation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [deleting, setDeleting] = useState<CannedAnswer | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return setRefusal(messages.chatCannedTitleEmpty);
    if (body.trim() === '') return setRefusal(messages.chatCannedBodyEmpty);
    try {
      await create({ title, body }).unwrap();
      setTitle('');
      setBody('');
      setRefusal(undefined);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const confirmDelete = async (answer: CannedAnswer) => {
    try {
      await remove({ id: answer.id }).unwrap();
      setDeleting(null);
    } catch (error) {
      setDeleteRefusal(errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="canned-answers-title">
      <DialogTitle id="canned-answers-title">Шаблоны ответов</DialogTitle>
      <DialogContent dividers>
        {answers.isError && <Alert severity="error">{errorMessage(answers.error)}</Alert>}
        {answers.data?.answers.length === 0 && <Typography color="text.secondary">Шаблонов пока нет.</Typography>}
        <List aria-label="Шаблоны" dense disablePadding>
          {answers.data?.answers.map((answer) => (
            <ListItem
              key={answer.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Удалить шаблон «${answer.title}»`}
                  onClick={() => {
                    setDeleteRefusal(undefined);
                    setDeleting(answer);
                  }}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={answer.title}
                secondary={answer.body}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        <Stack component="form" onSubmit={submit} noValidate aria-label="Новый шаблон" sx={{ gap: 2, mt: 3 }}>
          <Typography variant="subtitle1" component="h3">
            Новый шаблон
          </Typography>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <TextField
            label="Название"
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: CANNED_TITLE_MAX } }}
          />
          <TextField
            label="Текст"
            required
            multiline
            minRows={3}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
          />
          <Button type="submit" variant="contained" loading={creating.isLoading} sx={{ alignSelf: 'flex-start' }}>
            Добавить
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
      {deleting && (
        <ConfirmDialog
          open
          title="Удалить шаблон?"
          confirmLabel="Удалить"
          destructive
          busy={removing.isLoading}
          refusal={deleteRefusal}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          Шаблон «{deleting.title}» пропадёт у всех сотрудников.
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
