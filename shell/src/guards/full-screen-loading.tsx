import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullScreenLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Загрузка" />
    </Box>
  );
}
