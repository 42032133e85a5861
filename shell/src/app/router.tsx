import { pageCatalogue } from '@pvz/contracts/pages';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ClientArea } from '../guards/client-area';
import { StaffArea } from '../guards/staff-area';
import { AuthLayout } from '../layouts/auth-layout';
import { PublicLayout } from '../layouts/public-layout';
import { ClientLoginPage } from '../pages/auth/client-login-page';
import { RegisterPage } from '../pages/auth/register-page';
import { ResetPasswordPage } from '../pages/auth/reset-password-page';
import { StaffLoginPage } from '../pages/auth/staff-login-page';
import { ServerErrorPage } from '../pages/errors/server-error-page';
import { IndexRedirect } from '../pages/home/index-redirect';
import { PolicyPage } from '../pages/policy/policy-page';
import { PlatformShell } from '../platform/platform-shell';
import { PageView } from './page-view';

const staffPages = pageCatalogue.filter((page) => page.layout === 'staff');
const clientPages = pageCatalogue.filter((page) => page.layout === 'client');
/** Opened by a signed link: no guard, whoever has the link sees the page. */
const publicPages = pageCatalogue.filter((page) => page.layout === 'public');

/** Routes: the auth pages, then every catalogue page inside its area (guard + layout; public pages unguarded), then 404. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <PlatformShell />,
      errorElement: <ServerErrorPage />,
      children: [
        { path: '/', element: <IndexRedirect /> },
        {
          element: <AuthLayout />,
          children: [
            { path: '/auth/login', element: <StaffLoginPage /> },
            ...['/auth/client/login', '/auth/client', '/auth/client/login-2'].map((path) => ({
              path,
              element: <ClientLoginPage />,
            })),
            { path: '/auth/client/reset', element: <ResetPasswordPage /> },
            ...['/auth/register', '/auth/register-2'].map((path) => ({ path, element: <RegisterPage /> })),
          ],
        },
        {
          element: <StaffArea />,
          children: staffPages.map((page) => ({ path: page.path, element: <PageView page={page} /> })),
        },
        {
          element: <ClientArea />,
          children: clientPages.map((page) => ({ path: page.path, element: <PageView page={page} /> })),
        },
        {
          element: <PublicLayout />,
          children: [
            ...publicPages.map((page) => ({ path: page.path, element: <PageView page={page} /> })),
            { path: '/policy/:name', element: <PolicyPage /> },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
