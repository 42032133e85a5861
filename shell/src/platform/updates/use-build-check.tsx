import Button from '@mui/material/Button';
import type { BuildInfo } from '@pvz/contracts/api/platform';
import { platformMessages } from '@pvz/contracts/messages/platform';
import { BUILD_CHECK_INTERVAL_MS } from '@pvz/contracts/session-constants';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { reloadToNewBuild } from './service-worker';

/** Asks /builds/latest.json every hour whether a newer build is out, and offers to load it. */
export function useBuildCheck(): void {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (__BUILD_ID__ === 'dev') return;
    let offered = false;
    const check = async () => {
      const response = await fetch('/builds/latest.json', { cache: 'no-store' }).catch(() => null);
      if (!response?.ok || offered) return;
      const { buildId } = (await response.json()) as BuildInfo;
      if (buildId === __BUILD_ID__) return;
      offered = true;
      enqueueSnackbar(platformMessages.newBuildAvailable, {
        variant: 'info',
        persist: true,
        action: (
          <Button color="inherit" onClick={() => void reloadToNewBuild()}>
            Обновить
          </Button>
        ),
      });
    };
    const timer = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enqueueSnackbar]);
}
