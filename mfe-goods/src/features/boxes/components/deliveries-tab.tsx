import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { boxPath, boxStatusTitle, boxTypeTitle } from '@pvz/contracts/api/boxes';
import { Link as RouterLink } from '@pvz/ui/router';
import { useGoodsMyDeliveriesQuery } from '../api/get-my-deliveries';

/** «Доставка»: the boxes I scanned today, grouped by point, with the address to drive to. */
export function DeliveriesTab() {
  const { data, isLoading, error } = useGoodsMyDeliveriesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const points = data?.points ?? [];
  if (points.length === 0) return <Alert severity="info">Сегодня вы не сканировали коробки.</Alert>;
  return (
    <Stack sx={{ gap: 2 }}>
      {points.map(({ point, boxes }) => (
        <Paper key={point.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={point.name}>
          <Typography variant="h6" component="h2">
            {point.name}
          </Typography>
          <Typography color="text.secondary">{point.address}</Typography>
          <List dense>
            {boxes.map((box) => (
              <ListItem key={box.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={boxPath(box.point.id, box.id)}>
                      Коробка №{box.id}
                    </Link>
                  }
                  secondary={`${boxStatusTitle[box.status]} · ${boxTypeTitle[box.type]} · товаров: ${box.parcels}${
                    box.pieces > 1 ? ` · мест: ${box.pieces}` : ''
                  }`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
