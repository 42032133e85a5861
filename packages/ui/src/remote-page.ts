import type { PageKey } from '@pvz/contracts/pages';
import type { ComponentType } from 'react';

/** What a remote's `./pages` module exports for each page it renders. */
export interface RemotePage {
  key: PageKey;
  /** usually `lazy(() => import('./pages/users-page'))`, so a page's code loads with the page */
  Component: ComponentType;
  /** a route's validity check (spec §2): false shows the 404 page */
  isValid?: (params: Readonly<Record<string, string | undefined>>) => boolean;
}

export interface RemotePagesModule {
  pages: readonly RemotePage[];
}
