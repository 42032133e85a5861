import { Box, CircularProgress } from '@mui/material';

export function FullScreenLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Загрузка" />
    </Box>
  );
}
