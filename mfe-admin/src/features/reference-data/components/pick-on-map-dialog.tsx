import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { DONETSK } from '@pvz/ui/map/donetsk';
import type { LatLon, MapMarker } from '@pvz/ui/map/map-adapter';
import { MapCanvas } from '@pvz/ui/map/map-canvas';
import { useId, useMemo, useState } from 'react';
import { useMapKeyQuery } from '../api/get-map-key';

/** A typed place is shown close enough to see its street; without one the whole city. */
const zoomAt = (typed?: LatLon) => (typed ? 16 : 12);

interface PickOnMapDialogProps {
  /** the place already typed in the form: the map opens there with its marker */
  typed?: LatLon;
  onApply(at: LatLon): void;
  onClose(): void;
}

/** A place picked with a click on the map; without the maps key it says so instead of a blank map. */
export function PickOnMapDialog({ typed, onApply, onClose }: PickOnMapDialogProps) {
  const key = useMapKeyQuery();
  const [picked, setPicked] = useState(typed);
  const titleId = useId();
  const markers = useMemo<MapMarker[]>(
    () => (picked ? [{ id: 'picked', shape: 'pin', title: 'Выбранное место', ...picked }] : []),
    [picked],
  );
  const answer = key.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Выбрать на карте</DialogTitle>
      <DialogContent dividers>
        {key.isLoading && <CircularProgress aria-label="Загрузка" />}
        {key.isError && <Alert severity="error">{errorMessage(key.error)}</Alert>}
        {answer && !answer.apiKey && (
          <Alert severity="info">
            Карта не показана: не задан ключ Яндекс Карт (YANDEX_MAPS_API_KEY). Введите широту и долготу вручную.
          </Alert>
        )}
        {answer?.apiKey && (
          <>
            <MapCanvas
              apiKey={answer.apiKey}
              lang={answer.lang}
              center={typed ?? DONETSK}
              zoom={zoomAt(typed)}
              markers={markers}
              onClick={setPicked}
              height={420}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {picked
                ? `Выбрано: ${picked.latitude.toFixed(6)}, ${picked.longitude.toFixed(6)}`
                : 'Нажмите на карту, чтобы поставить метку.'}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={!picked} onClick={() => picked && onApply(picked)}>
          Применить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
