import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { CataloguePage, RemoteName } from '@pvz/contracts/pages';
import { NotFoundPanel } from '@pvz/ui/not-found';
import type { RemotePage } from '@pvz/ui/remote-page';
import { useLocation, useParams } from '@pvz/ui/router';
import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';
import { loadRemotePages, pageShown } from './remotes';

type RemoteCataloguePage = CataloguePage & { remote: RemoteName };
type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: RemotePage | undefined };

/**
 * Catches a failure while a remote's page loads its code or renders. A page chunk that failed once
 * stays failed in React's lazy cache, so retrying here means loading the page again.
 */
class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Shown>
        <RemoteErrorPanel onRetry={() => window.location.reload()} />
      </Shown>
    );
  }
}

/** Its children, and word to the remotes' prefetch that they have shown (inside a Suspense: once they have). */
function Shown({ children }: { children: ReactNode }) {
  useEffect(() => pageShown(), []);
  return children;
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Загрузка" />
    </Box>
  );
}

/** One attempt to load the remote and render its page. */
function RemotePageAttempt({ page, onRetry }: { page: RemoteCataloguePage; onRetry(): void }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const params = useParams();
  const { pathname } = useLocation();

  useEffect(() => {
    let current = true;
    loadRemotePages(page.remote).then(
      (module) =>
        current && setState({ status: 'ready', page: module.pages.find((candidate) => candidate.key === page.key) }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [page.remote, page.key]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed' || !state.page)
    return (
      <Shown>
        <RemoteErrorPanel onRetry={onRetry} />
      </Shown>
    );
  if (state.page.isValid && !state.page.isValid(params))
    return (
      <Shown>
        <NotFoundPanel path={pathname} />
      </Shown>
    );
  const { Component: PageComponent } = state.page;
  return (
    <RemoteBoundary>
      <Suspense fallback={<Loading />}>
        <Shown>
          <PageComponent />
        </Shown>
      </Suspense>
    </RemoteBoundary>
  );
}

/** A catalogue page rendered by a remote: loaded on first use, isolated when the remote is down. */
export function RemotePageView({ page }: { page: RemoteCataloguePage }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemotePageAttempt key={`${page.key}:${attempt}`} page={page} onRetry={() => setAttempt((value) => value + 1)} />
  );
}
