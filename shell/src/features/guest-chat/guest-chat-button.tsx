import ChatIcon from '@mui/icons-material/Chat';
import Fab from '@mui/material/Fab';
import { useSession } from '@pvz/api-client/hooks';
import { Link as RouterLink } from '@pvz/ui/router';
import { lazy, Suspense, useState } from 'react';

// the dialog (the chat's list, field and socket) loads when a guest opens it
const GuestChatDialog = lazy(() => import('./guest-chat-dialog'));

const fabPlace = { position: 'fixed', right: 16, bottom: 16, zIndex: 'speedDial' } as const;

/** The chat button of the public pages: a guest writes by name and phone; a signed-in client goes to their support page. */
export function GuestChatButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status === 'staff' || session.status === 'loading') return null;
  if (session.status === 'client')
    return (
      <Fab color="primary" aria-label="Чат поддержки" component={RouterLink} to="/client/support" sx={fabPlace}>
        <ChatIcon />
      </Fab>
    );
  return (
    <>
      <Fab color="primary" aria-label="Чат поддержки" onClick={() => setOpen(true)} sx={fabPlace}>
        <ChatIcon />
      </Fab>
      {open && (
        <Suspense fallback={null}>
          <GuestChatDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
