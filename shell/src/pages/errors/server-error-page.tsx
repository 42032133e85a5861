import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NotFoundPanel } from '@pvz/ui/not-found';
import { isRouteErrorResponse, useLocation, useRouteError } from '@pvz/ui/router';
import { useEffect } from 'react';

/** 500: something broke while rendering. The details go to the console, not to the screen. */
export function ServerErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => console.error(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel path={pathname} />;
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        500
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        Что-то пошло не так
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Произошла внутренняя ошибка. Обновите страницу; если ошибка повторится, сообщите администратору.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Обновить страницу
      </Button>
    </Box>
  );
}
