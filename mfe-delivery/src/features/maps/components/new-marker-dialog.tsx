import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CreateMarkerBody, type MarkerKind, markerKinds, markerKindTitle } from '@pvz/contracts/api/maps';
import { messages } from '@pvz/contracts/messages';
import { FormDialog } from '@pvz/ui/form-dialog';
import type { LatLon } from '@pvz/ui/map/map-adapter';
import { type FormEvent, useId, useState } from 'react';
import { formatCoordinates } from '../map-places';

interface NewMarkerDialogProps {
  /** where the map was clicked */
  at: LatLon;
  busy: boolean;
  refusal?: string;
  onSubmit(body: CreateMarkerBody): void;
  onClose(): void;
}

/** «Новая метка» where the map was clicked: a note (one line) and the type. */
export function NewMarkerDialog({ at, busy, refusal, onSubmit, onClose }: NewMarkerDialogProps) {
  const [note, setNote] = useState('');
  const [kind, setKind] = useState<MarkerKind>('our');
  const [noteError, setNoteError] = useState<string>();
  const kindLabel = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return setNoteError(messages.markerNoteRequired);
    onSubmit({ kind, note: text, latitude: at.latitude, longitude: at.longitude });
  };

  return (
    <FormDialog
      title="Новая метка"
      submitLabel="Сохранить"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">Координаты: {formatCoordinates(at)}</Typography>
      <TextField
        label="Заметка"
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(undefined);
        }}
        required
        autoFocus
        error={Boolean(noteError)}
        helperText={noteError}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControl>
        <FormLabel id={kindLabel}>Тип</FormLabel>
        <RadioGroup row aria-labelledby={kindLabel} value={kind} onChange={(_, value) => setKind(value as MarkerKind)}>
          {markerKinds.map((each) => (
            <FormControlLabel key={each} value={each} control={<Radio />} label={markerKindTitle[each]} />
          ))}
        </RadioGroup>
      </FormControl>
    </FormDialog>
  );
}
