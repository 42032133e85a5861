import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [{ key: 'client-main', Component: lazy(() => import('./pages/client-main-page')) }];
