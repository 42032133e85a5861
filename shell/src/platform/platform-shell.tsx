import { useSession } from '@pvz/api-client/hooks';
import { platformMessages } from '@pvz/contracts/messages/platform';
import { Outlet } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { CookieBanner } from './cookies/cookie-banner';
import { useBuildCheck } from './updates/use-build-check';

/** What every page has around it: the build check, the cookie banner, the "session ended" notice. */
export function PlatformShell() {
  useBuildCheck();
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const expired = session.status === 'anonymous' && session.reason === 'expired';
  useEffect(() => {
    if (expired) enqueueSnackbar(platformMessages.sessionExpired, { variant: 'warning' });
  }, [expired, enqueueSnackbar]);

  return (
    <>
      <Outlet />
      <CookieBanner />
    </>
  );
}
