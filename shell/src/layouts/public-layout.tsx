import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSiteTitle } from '@pvz/api-client/public-site';
import { Outlet } from '@pvz/ui/router';
import { GuestChatButton } from '../features/guest-chat/guest-chat-button';
import { ColorModeMenu } from '../platform/menus/color-mode-menu';

/**
 * Pages opened from a signed link without a login (the public order page): the site's name, no menu,
 * no account — whoever has the link sees the page, signed in or not.
 */
export function PublicLayout() {
  const siteTitle = useSiteTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {siteTitle}
          </Typography>
          <ColorModeMenu />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, flex: 1 }}>
        <Outlet />
      </Container>
      <GuestChatButton />
    </Box>
  );
}
