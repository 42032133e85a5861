import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import { Link as RouterLink } from 'react-router-dom';
import { useGoodsPointsSummaryQuery } from '../../../lib/goods-api/get-points-summary';

/** The user's points with what waits at each and what is on its way; a point opens its table at `{basePath}/{id}`. */
export function PointChooser({ table, basePath }: { table: GoodsTable; basePath: string }) {
  const summary = useGoodsPointsSummaryQuery(table);

  if (summary.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Загрузка" />
      </Box>
    );
  }
  if (summary.isError) return <Alert severity="error">{errorMessage(summary.error)}</Alert>;
  const points = summary.data?.points ?? [];
  if (points.length === 0) return <Alert severity="info">Нет ПВЗ, доступных вам.</Alert>;

  return (
    <Box
      component="ul"
      aria-label="ПВЗ"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {points.map((point) => (
        <li key={point.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={`${basePath}/${point.id}`} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {point.name}
                </Typography>
                <Stack sx={{ gap: 0.5, color: 'text.secondary' }}>
                  <Typography>На ПВЗ: {point.atPoint}</Typography>
                  <Typography>В пути: {point.onTheWay}</Typography>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
