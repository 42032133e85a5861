import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { percentKinds } from '@pvz/contracts/api/pvz-percent';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { PageHeader } from '@pvz/ui/page-header';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSearchParams } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useAdminGetPercentsQuery } from '../features/pvz-percent/api/get-percents';
import { useAdminSetPercentMutation } from '../features/pvz-percent/api/set-percent';
import { PercentInput } from '../features/pvz-percent/components/percent-input';

const kindTitle = new Map(goodsKinds.map((info) => [info.kind, info.title]));

/** /admin/pvz-percent: the service percentage of a point for each marketplace and kind of goods. */
export default function PvzPercentPage() {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
  const table = useAdminGetPercentsQuery(pointId ?? 0, { skip: pointId === null });
  const [setPercent] = useAdminSetPercentMutation();
  const { enqueueSnackbar } = useSnackbar();
  const canWrite = usePageLevel('admin-pvz-percent') === 'write';

  const save = async (marketplaceId: number, kind: (typeof percentKinds)[number], percent: number) => {
    if (pointId === null) return;
    try {
      await setPercent({ pvzId: pointId, marketplaceId, kind, percent }).unwrap();
      enqueueSnackbar(messages.saved, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader title="Проценты ПВЗ" actions={<PointSelect value={pointId} onChange={choosePoint} />} />
      {pointId === null && <Alert severity="info">Выберите ПВЗ.</Alert>}
      {table.isError && <Alert severity="error">{errorMessage(table.error)}</Alert>}
      {table.data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label="Проценты по маркетплейсам">
            <TableHead>
              <TableRow>
                <TableCell>Маркетплейс</TableCell>
                {percentKinds.map((kind) => (
                  <TableCell key={kind}>{kindTitle.get(kind)}, %</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.data.marketplaces.map((marketplace) => (
                <TableRow key={marketplace.id}>
                  <TableCell component="th" scope="row">
                    {marketplace.name}
                  </TableCell>
                  {percentKinds.map((kind) => {
                    const cell = table.data?.percents.find(
                      (item) => item.marketplaceId === marketplace.id && item.kind === kind,
                    );
                    return (
                      <TableCell key={kind}>
                        {cell && (
                          <PercentInput
                            label={`${marketplace.name}: ${kindTitle.get(kind)}`}
                            percent={cell.percent}
                            isDefault={cell.isDefault}
                            disabled={!canWrite}
                            onSave={(percent) => void save(marketplace.id, kind, percent)}
                          />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
