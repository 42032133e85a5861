import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Pickup } from '@pvz/contracts/api/itinerary';

/** «Забрать»: what the courier takes at a place — the boxes to load, the refusals to bring back. */
export function PickupList({ place, pickup }: { place: string; pickup: Pickup }) {
  const counts = [
    pickup.boxes.length > 0 && `коробок ${pickup.boxes.length}`,
    pickup.returns.length > 0 && `возвратов ${pickup.returns.length}`,
  ].filter(Boolean);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">Забрать: {counts.length === 0 ? 'нечего' : counts.join(', ')}</Typography>
      {counts.length > 0 && (
        <List dense disablePadding aria-label={`Забрать: ${place}`}>
          {pickup.boxes.map((box) => (
            <ListItem key={`box-${box.id}`} disableGutters>
              <ListItemText
                primary={`Коробка №${box.id} → ${box.point.name}`}
                secondary={`Товаров: ${box.parcels}${box.pieces > 1 ? ` · мест: ${box.pieces}` : ''}`}
              />
            </ListItem>
          ))}
          {pickup.returns.map((id) => (
            <ListItem key={`return-${id}`} disableGutters>
              <ListItemText primary={`Возврат №${id}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
