import { type CataloguePage, pageCatalogue } from '@pvz/contracts/pages';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { createBrowserRouter, type RouteObject } from '@pvz/ui/router';
import { FullScreenLoading } from '../guards/full-screen-loading';
import { AuthLayout } from '../layouts/auth-layout';
import { StaffLoginPage } from '../pages/auth/staff-login-page';
import { ServerErrorPage } from '../pages/errors/server-error-page';
import { IndexRedirect } from '../pages/home/index-redirect';
import { PlatformShell } from '../platform/platform-shell';

const staffPages = pageCatalogue.filter((page) => page.layout === 'staff');
const clientPages = pageCatalogue.filter((page) => page.layout === 'client');
/** Opened by a signed link: no guard, whoever has the link sees the page. */
const publicPages = pageCatalogue.filter((page) => page.layout === 'public');

/**
 * The first visit downloads the sign-in pages only: the areas (their layouts, menus, home pages and
 * remote loading), registration, password reset and the policies come when a route needs them.
 */
const staffArea = async () => ({ Component: (await import('../guards/staff-area')).StaffArea });
const clientArea = async () => ({ Component: (await import('../guards/client-area')).ClientArea });
const publicLayout = async () => ({ Component: (await import('../layouts/public-layout')).PublicLayout });
const clientLoginPage = async () => ({
  Component: (await import('../pages/auth/client-login-page')).ClientLoginPage,
});
const resetPasswordPage = async () => ({
  Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
});
const registerPage = async () => ({ Component: (await import('../pages/auth/register-page')).RegisterPage });
const policyPage = async () => ({ Component: (await import('../pages/policy/policy-page')).PolicyPage });
const catalogueRoute = (page: CataloguePage): RouteObject => ({
  path: page.path,
  lazy: async () => {
    const { PageView } = await import('./page-view');
    return { element: <PageView page={page} /> };
  },
});

/** Routes: the auth pages, then every catalogue page inside its area (guard + layout; public pages unguarded), then 404. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <PlatformShell />,
      errorElement: <ServerErrorPage />,
      hydrateFallbackElement: <FullScreenLoading />,
      children: [
        { path: '/', element: <IndexRedirect /> },
        {
          element: <AuthLayout />,
          children: [
            { path: '/auth/login', element: <StaffLoginPage /> },
            ...['/auth/client/login', '/auth/client', '/auth/client/login-2'].map((path) => ({
              path,
              lazy: clientLoginPage,
            })),
            { path: '/auth/client/reset', lazy: resetPasswordPage },
            ...['/auth/register', '/auth/register-2'].map((path) => ({ path, lazy: registerPage })),
          ],
        },
        { lazy: staffArea, children: staffPages.map(catalogueRoute) },
        { lazy: clientArea, children: clientPages.map(catalogueRoute) },
        {
          lazy: publicLayout,
          children: [...publicPages.map(catalogueRoute), { path: '/policy/:name', lazy: policyPage }],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
