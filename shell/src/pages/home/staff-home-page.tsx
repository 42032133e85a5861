import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { findPage, type PageKey } from '@pvz/contracts/pages';
import { staffHomePath } from '@pvz/contracts/roles';
import { Navigate, useLocation } from '@pvz/ui/router';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useHomeSummaryQuery } from '../../features/home/api/home-summary-api';
import { canOpen } from '../../menu/build-menu';
import { HomeFigures, homeFigures } from './home-figures';
import { HomeMenuTiles } from './home-menu-tiles';
import { MyTasksToday } from './my-tasks-today';

// the table and the chart (the data grid, the charts library) load only for those who have them
const HomePointsTable = lazy(() => import('./home-network').then((module) => ({ default: module.HomePointsTable })));
const HomeDaysChart = lazy(() => import('./home-network').then((module) => ({ default: module.HomeDaysChart })));

/** A minute: the counter's day moves on while the home page stays open. */
const REFRESH_MS = 60_000;

/**
 * /admin/main and /user/main: what a person opens the day with, from the data their access allows (one
 * summary call): the parcels and money of their points, chats, money to confirm, debtors, equipment,
 * their tasks of today; a manager also gets each point in a row and the month by day.
 */
export function StaffHomePage() {
  const session = useSession();
  const { pathname } = useLocation();
  const staff = session.status === 'staff';
  const summary = useHomeSummaryQuery(undefined, { skip: !staff, pollingInterval: REFRESH_MS });
  const access = staff ? session.access : null;
  const opens = useCallback((key: PageKey) => (access ? canOpen(findPage(key), access) : false), [access]);
  const figures = useMemo(() => (summary.data ? homeFigures(summary.data, opens) : []), [summary.data, opens]);
  if (session.status !== 'staff') return null;
  const home = staffHomePath(session.user.role);
  if (pathname !== home) return <Navigate to={home} replace />;
  const points = summary.data?.points ?? [];
  const days = summary.data?.days;
  const myTasks = summary.data?.myTasks ?? null;
  const managerTasksOverdue = summary.data?.managerTasksOverdue ?? 0;

  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <Typography variant="h4" component="h1">
          Здравствуйте, {session.user.username}!
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{session.user.roleName}</Typography>
      </div>
      {summary.isLoading && <Skeleton variant="rounded" height={120} aria-label="Загрузка показателей" />}
      {summary.error && !summary.data && <Alert severity="error">{errorMessage(summary.error)}</Alert>}
      {figures.length > 0 && <HomeFigures figures={figures} />}
      {(myTasks || managerTasksOverdue > 0) && (
        <MyTasksToday tasks={myTasks} managerTasksOverdue={managerTasksOverdue} />
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        {points.length > 1 && <HomePointsTable points={points} />}
        {days && <HomeDaysChart days={days} />}
      </Suspense>
      {summary.data && figures.length === 0 && !days && <HomeMenuTiles access={session.access} />}
    </Stack>
  );
}
