import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Marker, markerKindTitle } from '@pvz/contracts/api/maps';
import { formatDateTime } from '@pvz/ui/format';
import { formatCoordinates } from '../map-places';
import { markerTitle } from '../place-markers';
import { PlaceCard } from './place-card';

interface MarkerCardProps {
  marker: Marker;
  /** absent for whoever may only look */
  onRemove?: () => void;
  onClose(): void;
}

/** A manager's marker: its note, type, who put it and when; «Удалить» for those who may. */
export function MarkerCard({ marker, onRemove, onClose }: MarkerCardProps) {
  return (
    <PlaceCard
      title={markerTitle(marker)}
      subtitle={markerKindTitle[marker.kind]}
      onClose={onClose}
      actions={
        onRemove && (
          <Button color="error" onClick={onRemove}>
            Удалить
          </Button>
        )
      }
    >
      <Typography variant="body2">Заметка: {marker.note}</Typography>
      <Typography variant="body2">Координаты: {formatCoordinates(marker)}</Typography>
      <Typography variant="body2">
        Добавил: {marker.createdBy}, {formatDateTime(marker.createdAt)}
      </Typography>
    </PlaceCard>
  );
}
