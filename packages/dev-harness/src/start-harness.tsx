import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { SessionManager } from '@pvz/api-client/session/session-manager';
import { createAppStore } from '@pvz/api-client/store';
import { findPage } from '@pvz/contracts/pages';
import { HarnessSignIn } from '@pvz/dev-harness/harness-sign-in';
import { AppProviders } from '@pvz/ui/app-providers';
import type { RemotePage } from '@pvz/ui/remote-page';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@pvz/ui/router';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';

function HarnessPage({ page }: { page: RemotePage }) {
  const session = useSession();
  const kind = findPage(page.key).layout === 'client' ? 'client' : 'staff';
  if (session.status === 'loading') return null;
  if (session.status !== kind) return <HarnessSignIn kind={kind} />;
  return (
    <Suspense fallback={null}>
      <page.Component />
    </Suspense>
  );
}

function Harness({ remote, pages }: { remote: string; pages: readonly RemotePage[] }) {
  const session = useSession();
  const sessionManager = useSessionManager();
  const first = pages[0];
  return (
    <>
      <AppBar position="sticky" color="secondary">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" sx={{ mr: 2 }}>
            Стенд {remote}
          </Typography>
          {pages.map((page) => (
            <Button key={page.key} color="inherit" component={Link} to={findPage(page.key).path}>
              {findPage(page.key).title}
            </Button>
          ))}
          <Box sx={{ flex: 1 }} />
          {(session.status === 'staff' || session.status === 'client') && (
            <Button color="inherit" onClick={() => void sessionManager.signOut()}>
              Выйти
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3 }}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.key} path={findPage(page.key).path} element={<HarnessPage page={page} />} />
          ))}
          <Route
            path="*"
            element={first ? <Navigate to={findPage(first.key).path} /> : <p>У этого раздела пока нет страниц.</p>}
          />
        </Routes>
      </Box>
    </>
  );
}

/** Renders a remote's pages alone, for development with hot reload, inside the shell's providers. */
export function startHarness({ remote, pages }: { remote: string; pages: readonly RemotePage[] }): void {
  const store = createAppStore();
  const sessionManager = new SessionManager(store);
  void sessionManager.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('the harness page has no #root');
  createRoot(container).render(
    <AppProviders store={store} sessionManager={sessionManager}>
      <BrowserRouter>
        <Harness remote={remote} pages={pages} />
      </BrowserRouter>
    </AppProviders>,
  );
}
