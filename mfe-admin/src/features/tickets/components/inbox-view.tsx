import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type InboxQuery, type ThreadStatus, ticketThreadPath } from '@pvz/contracts/api/chat';
import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { AnySelect } from '@pvz/ui/any-select';
import { Link as RouterLink } from '@pvz/ui/router';
import { useState } from 'react';
import { useInboxQuery } from '../api/tickets-api';
import { waitingTime } from '../waiting-time';

type View = NonNullable<InboxQuery['view']>;

/**
 * The inbox: open or closed threads, all, mine or nobody's, of one point of the caller's or of any, the
 * newest first; or only those waiting for us, the longest waiting first.
 */
export function InboxView() {
  const [status, setStatus] = useState<ThreadStatus>('open');
  const [view, setView] = useState<View>('all');
  const [pointId, setPointId] = useState<number>();
  const [waiting, setWaiting] = useState(false);
  const points = useReferenceChoicesQuery().data?.points ?? noChoices.points;
  const { data, isLoading } = useInboxQuery({ status, view, pointId, ...(waiting && { waiting }) });
  const threads = data?.threads ?? [];
  const waitingCount = data?.counts.waiting ?? 0;
  return (
    <Stack sx={{ gap: 2, maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Tabs value={status} onChange={(_, value: ThreadStatus) => setStatus(value)} aria-label="Состояние обращений">
          <Tab value="open" label={`Открытые${data ? ` (${data.counts.open})` : ''}`} />
          <Tab value="closed" label="Закрытые" />
        </Tabs>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: View | null) => value && setView(value)}
          aria-label="Чьи обращения"
        >
          <ToggleButton value="all">Все</ToggleButton>
          <ToggleButton value="mine">Мои</ToggleButton>
          <ToggleButton value="unassigned">Без ответственного</ToggleButton>
        </ToggleButtonGroup>
        <AnySelect<number>
          label="ПВЗ"
          anyTitle="Все ПВЗ"
          options={points}
          value={pointId}
          onChange={setPointId}
          minWidth={200}
        />
        <ToggleButton
          size="small"
          color="warning"
          value="waiting"
          selected={waiting}
          onChange={() => setWaiting(!waiting)}
        >
          {waitingCount > 0 ? `Ждут ответа: ${waitingCount}` : 'Ждут ответа'}
        </ToggleButton>
      </Stack>
      <Paper variant="outlined">
        {!isLoading && threads.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            Обращений нет.
          </Typography>
        )}
        <List aria-label="Обращения" disablePadding>
          {threads.map((thread) => (
            <ListItemButton key={thread.id} component={RouterLink} to={ticketThreadPath(thread.id)} divider>
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Badge color="error" badgeContent={thread.unread}>
                      <Typography component="span" sx={{ fontWeight: thread.unread > 0 ? 700 : 400, pr: 1 }}>
                        {thread.name}
                      </Typography>
                    </Badge>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {thread.phone}
                      {thread.guest && ' · гость'}
                      {thread.point && ` · ${thread.point.name}`}
                      {thread.assignedTo && ` · ведёт ${thread.assignedTo.name}`}
                    </Typography>
                    {thread.waitingSince && (
                      <Chip size="small" color="warning" label={waitingTime(thread.waitingSince)} />
                    )}
                  </Stack>
                }
                secondary={`${thread.subject} · ${formatMoscowDateTime(thread.lastMessageAt)}`}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
