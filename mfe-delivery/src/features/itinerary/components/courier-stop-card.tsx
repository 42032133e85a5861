import NavigationIcon from '@mui/icons-material/Navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { boxStatusTitle } from '@pvz/contracts/api/boxes';
import { type SavedStop, stopStateTitle } from '@pvz/contracts/api/itinerary';
import { useState } from 'react';
import { duration, kilometres, navigatorLink, placeLabel } from '../route-format';
import { PickupList } from './pickup-list';
import { StopOutcomeDialog } from './stop-outcome-dialog';

const stateColor = { planned: 'default', done: 'success', failed: 'error' } as const;

/** One stop of the courier's route: where, when, what to leave and take there, the navigator and the outcome. */
export function CourierStopCard({ routeId, stop, next }: { routeId: number; stop: SavedStop; next: boolean }) {
  const [marking, setMarking] = useState<'done' | 'failed' | null>(null);
  return (
    <Card
      component="article"
      aria-label={`Остановка ${stop.position}: ${stop.name}`}
      variant="outlined"
      sx={next ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1, minWidth: 0 }}>
            {stop.position}. {placeLabel(stop)}
          </Typography>
          {next && <Chip size="small" color="primary" label="Следующая" />}
          <Chip size="small" color={stateColor[stop.state]} label={stopStateTitle[stop.state]} />
          {stop.late && <Chip size="small" color="warning" label="Опаздывает" />}
        </Stack>
        <Typography color="text.secondary">{stop.address || 'Адрес не указан'}</Typography>
        <Typography variant="body2">
          К {stop.plannedAt} · {kilometres(stop.legMetres)}, {duration(stop.legMinutes)} от предыдущей
        </Typography>
        {stop.reason && <Typography color="error">Причина: {stop.reason}</Typography>}
        {stop.kind === 'point' && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2">
              Оставить: {stop.boxes.length === 0 ? 'коробок нет' : `коробок ${stop.boxes.length}`}
            </Typography>
            {stop.boxes.length > 0 && (
              <List dense disablePadding aria-label={`Коробки: ${stop.name}`}>
                {stop.boxes.map((box) => (
                  <ListItem key={box.id} disableGutters>
                    <ListItemText
                      primary={`Коробка №${box.id} — ${boxStatusTitle[box.status]}`}
                      secondary={`Товаров: ${box.parcels}${box.pieces > 1 ? ` · мест: ${box.pieces}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <PickupList place={stop.name} pickup={stop.pickup} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<NavigationIcon />} href={navigatorLink(stop)} target="_blank" rel="noopener noreferrer">
          Открыть в навигаторе
        </Button>
        {stop.state === 'planned' && (
          <>
            <Button variant="contained" color="success" onClick={() => setMarking('done')}>
              Выполнено
            </Button>
            <Button color="error" onClick={() => setMarking('failed')}>
              Не выполнено
            </Button>
          </>
        )}
      </CardActions>
      {marking && <StopOutcomeDialog routeId={routeId} stop={stop} state={marking} onClose={() => setMarking(null)} />}
    </Card>
  );
}
