import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSiteTitle } from '@pvz/api-client/public-site';
import { Outlet, useLocation } from '@pvz/ui/router';
import { GuestChatButton } from '../features/guest-chat/guest-chat-button';
import { ColorModeMenu } from '../platform/menus/color-mode-menu';

/** Sign-in and registration: one card in the middle of the screen. */
export function AuthLayout() {
  const siteTitle = useSiteTitle();
  // clients' sign-in and registration: a guest may ask support before having an account
  const clientSide = !useLocation().pathname.startsWith('/auth/login');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <ColorModeMenu />
      </Box>
      <Container
        maxWidth="xs"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', pb: 8 }}
      >
        <Typography
          variant="h4"
          component="p"
          sx={{ textAlign: 'center', fontWeight: 700, color: 'primary.main', mb: 2 }}
        >
          {siteTitle}
        </Typography>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }} elevation={2}>
          <Outlet />
        </Paper>
      </Container>
      {clientSide && <GuestChatButton />}
    </Box>
  );
}
