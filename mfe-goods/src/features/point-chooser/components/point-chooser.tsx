import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import { Navigate, Link as RouterLink, useSearchParams } from '@pvz/ui/router';
import { useGoodsPointsSummaryQuery } from '../../../lib/goods-api/get-points-summary';

const CHOOSE_PARAM = 'choose';

/** The chooser of a goods table, shown even to a user with one point or a home point. */
export const chooserPath = (basePath: string) => `${basePath}/info?${CHOOSE_PARAM}`;

/**
 * The user's points with what waits at each and what is on its way; a point opens its table at
 * `{basePath}/{id}`. With one point, or a home point among them, it opens that point at once (unless
 * reached through `chooserPath`).
 */
export function PointChooser({ table, basePath }: { table: GoodsTable; basePath: string }) {
  const summary = useGoodsPointsSummaryQuery(table);
  const choosing = useSearchParams()[0].has(CHOOSE_PARAM);
  const session = useSession();
  const homePointId = session.status === 'staff' ? session.scope.homePointId : null;

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
  // one point, or a home point: nothing to choose unless asked to
  const only = points.length === 1 ? points[0] : points.find((point) => point.id === homePointId);
  if (only && !choosing) return <Navigate to={`${basePath}/${only.id}`} replace />;

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
