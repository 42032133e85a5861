import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import type { ClientUser } from '@pvz/contracts/api/auth';
import { CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { Link, Outlet } from 'react-router-dom';
import { AccountMenu } from '../platform/account-menu';
import { ColorModeMenu } from '../platform/color-mode-menu';

/** The client cabinet frame, made for a phone first. */
export function ClientLayout({ client }: { client: ClientUser }) {
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
          <ColorModeMenu />
          <AccountMenu name={client.fio} detail={client.phoneNumber} loginPath="/auth/client/login" />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, flex: 1 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
