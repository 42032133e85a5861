import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [{ key: 'admin-users', Component: lazy(() => import('./pages/users-page')) }];
