import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@pvz/contracts/api/chat';
import { fileRoutes } from '@pvz/contracts/api/files';
import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { useEffect, useRef } from 'react';

interface Props {
  messages: readonly ChatMessage[];
  /** whose messages stand on the right: the reader's side */
  mine: ChatMessage['author'];
  /** the last message the other side has read: «Прочитано» on the reader's messages up to it, notes aside */
  readUpTo?: number | null;
  /** who is typing on the other side, if anyone */
  typing?: string | null;
}

/**
 * A support conversation: the reader's messages on the right, the other side's on the left, staff
 * notes in yellow (staff only ever get them), photos, times in Moscow, read receipts; it keeps to the
 * newest message.
 */
export function MessageList({ messages, mine, readUpTo, typing }: Props) {
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or a typing line scrolls
  useEffect(() => {
    // a block body: browsers now answer scrollIntoView with a promise, which React would take for a cleanup
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing]);
  return (
    <Stack role="log" aria-label="Сообщения" aria-live="polite" sx={{ gap: 1, py: 1 }}>
      {messages.map((message) => {
        const own = message.author === mine;
        return (
          <Box key={message.id} sx={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
            <Paper
              variant="outlined"
              sx={{
                px: 1.5,
                py: 1,
                bgcolor: message.internal ? 'warning.light' : own ? 'primary.main' : 'background.paper',
                color: own && !message.internal ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {message.internal && (
                <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                  Заметка для своих
                </Typography>
              )}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
              {message.files.map((file) => (
                <Box
                  key={file}
                  component="img"
                  src={fileRoutes.file(file)}
                  alt="Фото"
                  sx={{ display: 'block', maxWidth: 240, maxHeight: 240, mt: 1, borderRadius: 1 }}
                />
              ))}
            </Paper>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: own ? 'flex-end' : 'flex-start' }}
            >
              {message.authorName && `${message.authorName} · `}
              {formatMoscowDateTime(message.createdAt)}
              {own && !message.internal && readUpTo != null && message.id <= readUpTo && (
                <DoneAllIcon fontSize="inherit" color="primary" aria-label="Прочитано" />
              )}
            </Typography>
          </Box>
        );
      })}
      {typing && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {typing} печатает…
        </Typography>
      )}
      <div ref={end} />
    </Stack>
  );
}
