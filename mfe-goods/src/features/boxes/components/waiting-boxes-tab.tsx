import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import { useGoodsBoxListQuery } from '../api/get-box-list';
import { BoxesTable } from './boxes-table';

/** «Ожидание отгрузки»: the boxes no courier has taken yet. */
export function WaitingBoxesTab() {
  const { data, isFetching, error } = useGoodsBoxListQuery({ status: 'sorting' }, { refetchOnMountOrArgChange: true });
  return (
    <Stack sx={{ gap: 2 }}>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      <BoxesTable boxes={data?.boxes ?? []} loading={isFetching} exportFileName="Ожидание отгрузки" />
    </Stack>
  );
}
