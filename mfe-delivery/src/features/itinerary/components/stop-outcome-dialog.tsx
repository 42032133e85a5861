import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { SavedStop } from '@pvz/contracts/api/itinerary';
import { messages } from '@pvz/contracts/messages';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, useState } from 'react';
import { useFinishStopMutation, useUploadStopPhotoMutation } from '../api/itinerary-api';

interface Props {
  routeId: number;
  stop: SavedStop;
  state: 'done' | 'failed';
  onClose(): void;
}

/** A stop marked done, or failed with a reason; a photo from the phone's camera either way. */
export function StopOutcomeDialog({ routeId, stop, state, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [operationId] = useState(() => crypto.randomUUID());
  const [upload, uploading] = useUploadStopPhotoMutation();
  const [finish, finishing] = useFinishStopMutation();
  const failed = state === 'failed';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (failed && reason.trim() === '') {
      setProblem(messages.itineraryReasonRequired);
      return;
    }
    try {
      const photoId = photo ? (await upload(photo).unwrap()).id : undefined;
      await finish({
        operationId,
        routeId,
        position: stop.position,
        place: { kind: stop.kind, id: stop.id },
        state,
        ...(failed && { reason: reason.trim() }),
        ...(photoId && { photoId }),
      }).unwrap();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={failed ? `Не выполнено: ${stop.name}` : `Выполнено: ${stop.name}`}
      submitLabel={failed ? 'Отметить невыполненной' : 'Отметить выполненной'}
      busy={uploading.isLoading || finishing.isLoading}
      refusal={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      {failed && (
        <TextField
          label="Причина"
          required
          autoFocus
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      <Button component="label" variant="outlined">
        {photo ? 'Другое фото' : 'Сделать фото'}
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
