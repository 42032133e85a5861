import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ColorModeMenu } from '../platform/menus/color-mode-menu';

/** The look of sign-in and registration: the site's name and one card in the middle of the screen. */
export function AuthFrame({
  siteTitle,
  children,
  after,
}: {
  siteTitle: string;
  children: ReactNode;
  after?: ReactNode;
}) {
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
          {children}
        </Paper>
      </Container>
      {after}
    </Box>
  );
}
