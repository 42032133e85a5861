import { useSession } from '@pvz/api-client/hooks';
import { useSiteTitle } from '@pvz/api-client/public-site';
import type { CataloguePage, PageKey } from '@pvz/contracts/pages';
import { type ComponentType, useEffect } from 'react';
import { RemotePageView } from '../federation/remote-page-view';
import { pageShown } from '../federation/remotes';
import { canOpen } from '../menu/build-menu';
import { AccessDenied } from '../pages/errors/access-denied';
import { StaffHomePage } from '../pages/home/staff-home-page';

/** Pages the shell renders itself; every other catalogue page comes from its remote. */
const shellPages: Partial<Record<PageKey, ComponentType>> = {
  'admin-main': StaffHomePage,
  'user-main': StaffHomePage,
};

/** One catalogue page inside its area: the access check, the title, then the page itself. */
export function PageView({ page }: { page: CataloguePage }) {
  const session = useSession();
  const siteTitle = useSiteTitle();
  useEffect(() => {
    document.title = `${page.title} — ${siteTitle}`;
  }, [page.title, siteTitle]);

  const denied = session.status === 'staff' && !canOpen(page, session.access);
  const shellRendered = denied || page.remote === 'shell';
  useEffect(() => {
    // a remote's page says so itself once its code has rendered
    if (shellRendered) pageShown();
  }, [shellRendered]);

  if (denied) return <AccessDenied />;
  if (page.remote === 'shell') {
    const ShellPage = shellPages[page.key];
    if (!ShellPage) throw new Error(`the shell has no component for page ${page.key}`);
    return <ShellPage />;
  }
  return <RemotePageView page={{ ...page, remote: page.remote }} />;
}
