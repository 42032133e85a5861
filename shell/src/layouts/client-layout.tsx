import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ClientUser } from '@pvz/contracts/api/auth';
import { type CataloguePage, linkOf, pageCatalogue } from '@pvz/contracts/pages';
import { CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { CatalogueIcon } from '@pvz/ui/icons';
import { Link, matchPath, Outlet, useLocation } from '@pvz/ui/router';
import { useState } from 'react';
import { ClientConsentDialog } from '../platform/consent/client-consent-dialog';
import { PhoneProofBanner } from '../platform/consent/phone-proof-banner';
import { AccountMenu } from '../platform/menus/account-menu';
import { ColorModeMenu } from '../platform/menus/color-mode-menu';
import { NotificationBell } from '../platform/notifications/notification-bell';

/** The cabinet's pages in catalogue order; a phone's bottom bar shows the first four and «Ещё» for the rest. */
const cabinetPages = pageCatalogue.filter((page) => page.layout === 'client');
const bottomBarPages = cabinetPages.slice(0, 4);
const morePages = cabinetPages.slice(4);

function isOpen(page: CataloguePage, pathname: string): boolean {
  return matchPath(page.path, pathname) !== null;
}

/** The client cabinet frame, made for a phone first: a bottom bar on a phone, a side list on a wide screen. */
export function ClientLayout({ client }: { client: ClientUser }) {
  const { pathname } = useLocation();
  const current = cabinetPages.find((page) => isOpen(page, pathname));
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const bottomValue = current ? (bottomBarPages.includes(current) ? current.key : 'more') : false;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar>
          <Typography
            variant="h6"
            component={Link}
            to={CLIENT_HOME_PATH}
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            Личный кабинет
          </Typography>
          <NotificationBell kind="client" id={client.phoneNumber} />
          <ColorModeMenu />
          <AccountMenu name={client.fio} detail={client.phoneNumber} loginPath="/auth/client/login" />
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box
          component="nav"
          aria-label="Разделы кабинета"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 240,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <List>
            {cabinetPages.map((page) => (
              <ListItemButton key={page.key} component={Link} to={linkOf(page)} selected={page === current}>
                <ListItemIcon>
                  <CatalogueIcon name={page.icon} />
                </ListItemIcon>
                <ListItemText primary={page.title} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, pb: { xs: 10, md: 3 }, flex: 1 }}>
          <PhoneProofBanner />
          <Outlet />
          <ClientConsentDialog />
        </Container>
      </Box>
      <Paper
        component="nav"
        aria-label="Разделы кабинета внизу"
        elevation={3}
        sx={{ display: { md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}
      >
        <BottomNavigation showLabels value={bottomValue}>
          {bottomBarPages.map((page) => (
            <BottomNavigationAction
              key={page.key}
              value={page.key}
              label={page.shortTitle ?? page.title}
              icon={<CatalogueIcon name={page.icon} />}
              component={Link}
              to={linkOf(page)}
              sx={{ minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { fontSize: '0.7rem' } }}
            />
          ))}
          <BottomNavigationAction
            value="more"
            label="Ещё"
            icon={<MoreHorizIcon />}
            onClick={(event) => setMoreAnchor(event.currentTarget)}
            sx={{ minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { fontSize: '0.7rem' } }}
          />
        </BottomNavigation>
        <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
          {morePages.map((page) => (
            <MenuItem
              key={page.key}
              component={Link}
              to={linkOf(page)}
              selected={page === current}
              onClick={() => setMoreAnchor(null)}
            >
              <ListItemIcon>
                <CatalogueIcon name={page.icon} />
              </ListItemIcon>
              {page.title}
            </MenuItem>
          ))}
        </Menu>
      </Paper>
    </Box>
  );
}
