import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { MapPoint } from '@pvz/contracts/api/maps';
import { formatCoordinates, formatPercent } from '../map-places';
import { PlaceCard } from './place-card';

/** One of our points: where it is, when it is open and its service percent on each marketplace. */
export function PointCard({ point, onClose }: { point: MapPoint; onClose(): void }) {
  return (
    <PlaceCard title={point.name} subtitle={point.address} onClose={onClose}>
      <Typography variant="body2">Часы работы: {point.hours ?? 'не указаны'}</Typography>
      <Typography variant="body2">Координаты: {formatCoordinates(point)}</Typography>
      {/* absent for those who may not see the service percent */}
      {point.percents && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Процент услуги
          </Typography>
          {point.percents.length === 0 ? (
            <Typography variant="body2">Нет маркетплейсов</Typography>
          ) : (
            <List dense disablePadding>
              {point.percents.map((percent) => (
                <ListItem key={percent.marketplace} disableGutters>
                  {formatPercent(percent)}
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </PlaceCard>
  );
}
