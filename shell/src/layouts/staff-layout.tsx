import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSiteTitle } from '@pvz/api-client/public-site';
import type { AccessStructure, StaffUser } from '@pvz/contracts/api/auth';
import { staffHomePath } from '@pvz/contracts/roles';
import { Link, Outlet } from '@pvz/ui/router';
import { useEffect, useMemo, useState } from 'react';
import { prefetchRemotes } from '../federation/remotes';
import { buildMenu, remotesOf } from '../menu/build-menu';
import { MenuList } from '../menu/menu-list';
import { AccountMenu } from '../platform/menus/account-menu';
import { ColorModeMenu } from '../platform/menus/color-mode-menu';
import { NotificationBell } from '../platform/notifications/notification-bell';
import { PageTipsButton } from '../platform/tips/page-tips-button';

const drawerWidth = 280;

/**
 * The staff frame: header, side menu built from the user's access, the page. The `admin` variant
 * (ADMIN) and the `user` variant (other staff roles) differ in their badge and home.
 */
export function StaffLayout({
  variant,
  user,
  access,
}: {
  variant: 'admin' | 'user';
  user: StaffUser;
  access: AccessStructure;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const menu = useMemo(() => buildMenu(access), [access]);
  const homePath = staffHomePath(user.role);
  const siteTitle = useSiteTitle();

  useEffect(() => prefetchRemotes(remotesOf(menu)), [menu]);

  const drawer = (
    <Box sx={{ overflowY: 'auto' }}>
      <Toolbar />
      <MenuList menu={menu} homePath={homePath} onNavigate={wide ? undefined : () => setOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Открыть меню"
              onClick={() => setOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={Link}
            to={homePath}
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            {siteTitle}
          </Typography>
          {variant === 'admin' && (
            <Chip
              label="Директор"
              size="small"
              sx={{ mr: 1, color: 'inherit', borderColor: 'currentColor' }}
              variant="outlined"
            />
          )}
          <PageTipsButton access={access} />
          <NotificationBell kind="staff" id={user.username} />
          <ColorModeMenu />
          <AccountMenu name={user.username} detail={user.roleName} loginPath="/auth/login" />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        {drawer}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
