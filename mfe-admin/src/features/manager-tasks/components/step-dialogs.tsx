import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManagerTask } from '@pvz/contracts/api/manager-tasks';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import { type FormEvent, useState } from 'react';
import { useManagerTasksDoneMutation, useManagerTasksRefineMutation } from '../api/task-steps';
import { PhotoPicker, usePhotoUploads } from './photo-picker';

/** The responsible says their task is done, with photos of the result if they like. */
export function DoneDialog({ task, onClose }: { task: ManagerTask; onClose(): void }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [done, marking] = useManagerTasksDoneMutation();
  const { uploadAll, uploading } = usePhotoUploads();
  const { run, refusal } = useDialogAction(onClose);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(JSON.stringify(['done', task.id, photos.map((photo) => photo.name)]), async (operationId) =>
      done({ operationId, id: task.id, photoIds: await uploadAll(photos) }).unwrap(),
    );
  };
  return (
    <FormDialog
      title="Задача выполнена"
      submitLabel="Отметить выполненной"
      busy={marking.isLoading || uploading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{task.description}</Typography>
      <PhotoPicker photos={photos} onChange={setPhotos} />
    </FormDialog>
  );
}

/** The creator sends a done task back, saying what to redo. */
export function RefineDialog({ task, onClose }: { task: ManagerTask; onClose(): void }) {
  const [comment, setComment] = useState('');
  const [refine, sending] = useManagerTasksRefineMutation();
  const { run, refusal } = useDialogAction(onClose);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(JSON.stringify(['refine', task.id, comment]), (operationId) =>
      refine({ operationId, id: task.id, comment }).unwrap(),
    );
  };
  return (
    <FormDialog
      title="На доработку"
      submitLabel="Отправить на доработку"
      busy={sending.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{task.description}</Typography>
      <TextField
        label="Что доработать"
        autoFocus
        multiline
        minRows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
