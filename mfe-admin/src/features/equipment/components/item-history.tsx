import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EquipmentEvent } from '@pvz/contracts/api/equipment';
import { equipmentStateLabels } from '@pvz/contracts/equipment';
import { formatDateTime, formatMoney } from '@pvz/ui/format';

const state = (value: EquipmentEvent['toState']) => (value ? `«${equipmentStateLabels[value]}»` : '');

/** What a line of the history says. */
function whatHappened(event: EquipmentEvent): string {
  switch (event.kind) {
    case 'created':
      return `Добавлено на ${event.toPoint?.name ?? ''} в статусе ${state(event.toState)}`;
    case 'edited':
      return 'Карточка изменена';
    case 'responsible':
      return `Ответственный: ${event.fromUser?.name ?? 'не назначен'} → ${event.toUser?.name ?? 'не назначен'}`;
    case 'state':
      return `Статус: ${state(event.fromState)} → ${state(event.toState)}`;
    case 'move':
      return `Перемещено: ${event.fromPoint?.name ?? ''} → ${event.toPoint?.name ?? ''}`;
    case 'repair':
      return `Ремонт на ${formatMoney(event.cost ?? 0)}`;
    case 'decommission':
      return 'Списано';
  }
}

/** The item's history, newest first: who did what when (moves, states, repairs, the end). */
export function ItemHistory({ events }: { events: readonly EquipmentEvent[] }) {
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        История
      </Typography>
      <List dense aria-label="История">
        {events.map((event) => (
          <ListItem key={event.id} divider>
            <ListItemText
              primary={whatHappened(event)}
              secondary={[formatDateTime(new Date(event.at)), event.actor, event.note].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
