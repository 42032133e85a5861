import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from '@pvz/ui/router';

/** 404 (spec §2): «Page Not Found: {path}», for the shell and for a remote page's own sub-routes. */
export function NotFoundPanel({ path }: { path: string }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2, wordBreak: 'break-all' }}>
        Page Not Found: {path}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Такой страницы нет. Проверьте адрес или вернитесь на главную.
      </Typography>
      <Button variant="contained" component={Link} to="/">
        На главную
      </Button>
    </Box>
  );
}

/** The sub-route that matches nothing: the 404 panel with the address that was opened. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <NotFoundPanel path={decodeURI(pathname)} />;
}
