import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useSession } from '@pvz/api-client/hooks';
import { linkOf } from '@pvz/contracts/pages';
import { staffHomePath } from '@pvz/contracts/roles';
import { CatalogueIcon } from '@pvz/ui/icons';
import { useMemo } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { buildMenu } from '../../menu/build-menu';
import { MyTasksToday } from './my-tasks-today';

/** /admin/main and /user/main: a greeting and the user's menu as tiles. */
export function StaffHomePage() {
  const session = useSession();
  const { pathname } = useLocation();
  const access = session.status === 'staff' ? session.access : null;
  const menu = useMemo(() => (access ? buildMenu(access) : []), [access]);
  if (session.status !== 'staff') return null;
  const home = staffHomePath(session.user.role);
  if (pathname !== home) return <Navigate to={home} replace />;
  const employeeTasks = Boolean(session.access.pages['extra-tasks-employees']);
  const managerTasks = Boolean(session.access.pages['extra-tasks']);

  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <Typography variant="h4" component="h1">
          Здравствуйте, {session.user.username}!
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{session.user.roleName}</Typography>
      </div>
      {(employeeTasks || managerTasks) && <MyTasksToday employeeTasks={employeeTasks} managerTasks={managerTasks} />}
      {menu.length === 0 && <Typography>Разделы для вашей роли пока не назначены. Обратитесь к директору.</Typography>}
      {menu.map(({ group, pages }) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`}>
          <Typography
            id={`group-${group.key}`}
            variant="h6"
            component="h2"
            sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <CatalogueIcon name={group.icon} color="primary" />
            {group.title}
          </Typography>
          <Grid container spacing={2}>
            {pages.map((page) => (
              <Grid key={page.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={linkOf(page)} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <CatalogueIcon name={page.icon} color="primary" fontSize="large" />
                      <Typography variant="subtitle1">{page.title}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
      ))}
    </Stack>
  );
}
