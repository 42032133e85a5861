import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { formatDateTime } from '@pvz/ui/format';
import { useEffect, useState } from 'react';
import { type PushOwnerKind, usePushConnect } from '../push/use-push-connect';
import {
  useNotificationsListQuery,
  useNotificationsReadAllMutation,
  useNotificationsReadMutation,
} from './notifications-api';

/** How often the bell asks for new notifications. */
const POLL_MS = 60_000;

function Item({ item, onRead }: { item: NotificationItem; onRead: (id: number) => void }) {
  const unread = item.readAt === null;
  return (
    <ListItemButton
      onClick={() => unread && onRead(item.id)}
      aria-label={`${item.title}${unread ? ', не прочитано' : ''}`}
      sx={{ alignItems: 'flex-start', bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemText
        primary={item.title}
        secondary={
          <>
            {item.message}
            <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
              {formatDateTime(item.createdAt)}
            </Typography>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
      />
    </ListItemButton>
  );
}

/**
 * The bell of both cabinets: the unread count, the caller's notifications (a click marks one read),
 * «Прочитать все», and «Подключить уведомления» for push on this device.
 */
export function NotificationBell({ kind, id }: { kind: PushOwnerKind; id: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = useNotificationsListQuery(undefined, { pollingInterval: POLL_MS });
  const [markRead] = useNotificationsReadMutation();
  const [markAllRead, allRead] = useNotificationsReadAllMutation();
  const push = usePushConnect(kind, id);
  const { refetch } = list;

  // a returning tab asks at once rather than waiting for the next poll
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refetch]);

  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];
  return (
    <>
      <Tooltip title={messages.notificationsTitle}>
        <IconButton
          color="inherit"
          aria-label={unread > 0 ? `${messages.notificationsTitle}: ${unread} новых` : messages.notificationsTitle}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box role="region" aria-label={messages.notificationsTitle}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {messages.notificationsTitle}
            </Typography>
            <Button size="small" disabled={unread === 0 || allRead.isLoading} onClick={() => void markAllRead()}>
              {messages.notificationsMarkAllRead}
            </Button>
          </Stack>
          <Divider />
          {list.isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} aria-label="Загрузка" />
            </Box>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {messages.notificationsEmpty}
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 400, overflowY: 'auto' }}>
              {items.map((item) => (
                <Item key={item.id} item={item} onRead={(read) => void markRead({ ids: [read] })} />
              ))}
            </List>
          )}
          <Divider />
          <Box sx={{ p: 1 }}>
            <Button
              fullWidth
              startIcon={push.busy ? <CircularProgress size={16} /> : <NotificationsActiveIcon />}
              disabled={push.busy}
              onClick={() => void push.connect()}
            >
              {messages.pushConnect}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
