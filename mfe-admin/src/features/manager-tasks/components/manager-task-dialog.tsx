import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ManagerTask } from '@pvz/contracts/api/manager-tasks';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { addDays } from '@pvz/contracts/recurrence';
import { FormDialog } from '@pvz/ui/form-dialog';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useManagerTasksChoicesQuery } from '../api/get-manager-tasks';
import { useManagerTasksCreateMutation, useManagerTasksEditMutation } from '../api/save-manager-task';
import { PhotoPicker, usePhotoUploads } from './photo-picker';

/** A manager task given (or changed): what to do, who does it, by when, a note and photos. */
export function ManagerTaskDialog({ editing, onClose }: { editing: ManagerTask | null; onClose(): void }) {
  const people = useManagerTasksChoicesQuery().data?.people ?? [];
  const [description, setDescription] = useState(editing?.description ?? '');
  const [responsibleId, setResponsibleId] = useState<number | null>(editing?.responsible.id ?? null);
  const [deadline, setDeadline] = useState(editing?.deadline ?? addDays(moscowDay(), 1));
  const [note, setNote] = useState(editing?.note ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [create, creating] = useManagerTasksCreateMutation();
  const [edit, saving] = useManagerTasksEditMutation();
  const { uploadAll, uploading } = usePhotoUploads();
  const { run, refusal } = useDialogAction(onClose);
  const options =
    editing && !people.some((person) => person.id === editing.responsible.id)
      ? [editing.responsible, ...people]
      : people;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (description.trim() === '') return setProblem(messages.managerTaskDescriptionRequired);
    if (responsibleId === null) return setProblem(messages.managerTaskResponsibleUnknown);
    setProblem(undefined);
    const fields = { description, responsibleId, deadline, note };
    await run(JSON.stringify([editing?.id ?? null, fields, photos.map((photo) => photo.name)]), async (operationId) => {
      const photoIds = await uploadAll(photos);
      return editing
        ? edit({ operationId, id: editing.id, ...fields, photoIds }).unwrap()
        : create({ operationId, ...fields, photoIds }).unwrap();
    });
  };

  return (
    <FormDialog
      title={editing ? 'Изменить задачу' : 'Новая задача'}
      submitLabel={editing ? 'Сохранить' : 'Поставить задачу'}
      busy={creating.isLoading || saving.isLoading || uploading}
      refusal={refusal ?? problem}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Задача"
        required
        autoFocus
        multiline
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Autocomplete
        options={options.map((person) => person.id)}
        getOptionLabel={(id) => options.find((person) => person.id === id)?.name ?? String(id)}
        value={responsibleId}
        onChange={(_, value) => setResponsibleId(value)}
        renderInput={(params) => <TextField {...params} label="Ответственный" required />}
      />
      <RussianDates>
        <DatePicker
          label="Срок"
          value={dayjs(deadline)}
          onChange={(value) => value?.isValid() && setDeadline(value.format('YYYY-MM-DD'))}
        />
      </RussianDates>
      <TextField
        label="Примечание"
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />
    </FormDialog>
  );
}
