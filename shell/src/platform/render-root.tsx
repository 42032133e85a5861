import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders an entry's page into index.html's #root, as a transition: in slices of a few milliseconds, so the phone answers a tap meanwhile. */
export function renderRoot(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  startTransition(() => root.render(page));
}
