import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import { type FormEvent, useRef, useState } from 'react';
import { useTasksTickMutation, useTasksUploadPhotoMutation } from '../api/tick-task';
import { dayText } from './repeat-text';

interface TickDialogProps {
  occurrenceId: number;
  title: string;
  day: string;
  onClose(): void;
}

/** «Выполнено»: the assignee ticks their task of a day, with a photo from the phone's camera if they like. */
export function TickDialog({ occurrenceId, title, day, onClose }: TickDialogProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [upload, uploading] = useTasksUploadPhotoMutation();
  const [tick, ticking] = useTasksTickMutation();
  const { run, refusal } = useDialogAction(onClose);
  // a photo is uploaded once: a retry after a lost answer sends the same request again
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(JSON.stringify(['tick', occurrenceId, photo?.name ?? null]), async (operationId) => {
      if (photo && uploaded.current?.file !== photo)
        uploaded.current = { file: photo, id: (await upload(photo).unwrap()).id };
      const photoId = photo ? uploaded.current?.id : undefined;
      return tick({ operationId, occurrenceId, ...(photoId && { photoId }) }).unwrap();
    });
  };

  return (
    <FormDialog
      title={`Выполнено: ${title}`}
      submitLabel="Отметить выполненной"
      busy={uploading.isLoading || ticking.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>Задача на {dayText(day)}. Фото — по желанию.</Typography>
      <Button component="label" variant="outlined">
        {photo ? 'Другое фото' : 'Приложить фото'}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          capture="environment"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </Button>
      {photo && <Typography variant="body2">Фото: {photo.name}</Typography>}
    </FormDialog>
  );
}
