import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import {
  type ServiceAction,
  type ServicePayment,
  type ServiceRowState,
  type ServiceRowsQuery,
  type ServiceSortKey,
  serviceActionTitle,
  serviceSortKeys,
} from '@pvz/contracts/api/service-rows';
import { findPage } from '@pvz/contracts/pages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useGridDensity } from '@pvz/ui/grid-density';
import { PageHeader } from '@pvz/ui/page-header';
import { gridLocaleText } from '@pvz/ui/theme';
import { useSnackbar } from 'notistack';
import { useDeferredValue, useState } from 'react';
import {
  type ServiceRowsStep,
  usePayServiceRowsMutation,
  useServiceRowsQuery,
  useServiceRowsStepMutation,
} from '../features/service-rows/api/service-rows-api';
import { CreateServiceRowsDialog } from '../features/service-rows/components/create-service-rows-dialog';
import { serviceRowColumns } from '../features/service-rows/components/service-rows-columns';
import { useRowsExport } from '../features/service-rows/components/use-rows-export';

const stateTitle: Record<ServiceRowState, string> = {
  all: 'Все',
  unsorted: 'Не отсортированы',
  unpaid: 'Не оплачены',
  paid: 'Оплачены',
};

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * «Доставка и сортировка» (/spreadsheets/delivery): the service rows of business customers, paged,
 * sorted and filtered by the gateway, with the pair's creation and the bulk actions «Отсортировано»,
 * «Оплачено онлайн», «Оплачено наличными» and a confirmed delete; xlsx of every matching row.
 */
export default function ServiceRowsPage() {
  const { title } = findPage('delivery-rows');
  const canWrite = usePageLevel('delivery-rows') === 'write';
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const [action, setAction] = useState<ServiceAction | ''>('');
  const [state, setState] = useState<ServiceRowState>('all');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const density = useGridDensity();
  const { enqueueSnackbar } = useSnackbar();
  const sortKey = sort[0]?.field as ServiceSortKey | undefined;
  const query: ServiceRowsQuery = {
    ...(search && { q: search }),
    ...(action && { action }),
    state,
    ...(sortKey && serviceSortKeys.includes(sortKey) && { sort: sortKey, order: sort[0]?.sort ?? 'desc' }),
  };
  const rows = useServiceRowsQuery({ ...query, page: paging.page, pageSize: paging.pageSize });
  const exporting = useRowsExport(query, serviceRowColumns, title);
  const [step, stepping] = useServiceRowsStepMutation();
  const [pay, paying] = usePayServiceRowsMutation();
  const ids = [...selection.ids].map(Number);
  const busy = stepping.isLoading || paying.isLoading;

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      const answer = await work();
      enqueueSnackbar(answer.message, { variant: 'success' });
      setSelection(noSelection);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const take = (name: ServiceRowsStep) =>
    run(() => step({ step: name, ids, operationId: crypto.randomUUID() }).unwrap());
  const markPaid = (payment: ServicePayment) =>
    run(() => pay({ ids, payment, operationId: crypto.randomUUID() }).unwrap());
  const totals = rows.data?.totals;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} disabled={!rows.data} onClick={() => setCreating(true)}>
              Добавить
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label="Заказчик или телефон"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            sx={{ width: 240 }}
          />
          <TextField
            select
            size="small"
            label="Действие"
            value={action}
            onChange={(event) => setAction(event.target.value as ServiceAction | '')}
            sx={{ width: 170 }}
          >
            <MenuItem value="">Все</MenuItem>
            {(Object.keys(serviceActionTitle) as ServiceAction[]).map((key) => (
              <MenuItem key={key} value={key}>
                {serviceActionTitle[key]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Состояние"
            value={state}
            onChange={(event) => setState(event.target.value as ServiceRowState)}
            sx={{ width: 190 }}
          >
            {(Object.keys(stateTitle) as ServiceRowState[]).map((key) => (
              <MenuItem key={key} value={key}>
                {stateTitle[key]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<DownloadIcon />}
            disabled={exporting.progress !== null || !rows.data?.total}
            onClick={exporting.run}
          >
            Экспорт в xlsx
          </Button>
        </Stack>
        {exporting.progress !== null && (
          <LinearProgress variant="determinate" value={exporting.progress} aria-label="Выгрузка в xlsx" />
        )}
        {canWrite && ids.length > 0 && (
          <Paper variant="outlined" sx={{ p: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ px: 1 }}>Выбрано: {ids.length}</Typography>
            <Button disabled={busy} onClick={() => take('sorted')}>
              Отсортировано
            </Button>
            <Button disabled={busy} onClick={() => markPaid('online')}>
              Оплачено онлайн
            </Button>
            <Button disabled={busy} onClick={() => markPaid('cash')}>
              Оплачено наличными
            </Button>
            <Button color="error" disabled={busy} onClick={() => setDeleting(true)}>
              Удалить
            </Button>
          </Paper>
        )}
        {rows.isError && <Alert severity="error">{errorMessage(rows.error)}</Alert>}
        <Box sx={{ height: 'calc(100dvh - 300px)', minHeight: 360 }}>
          <DataGrid
            rows={rows.data?.rows ?? []}
            columns={serviceRowColumns}
            rowCount={rows.data?.total ?? 0}
            loading={rows.isFetching}
            paginationMode="server"
            sortingMode="server"
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            pageSizeOptions={[25, 50, 100]}
            sortModel={sort}
            onSortModelChange={setSort}
            checkboxSelection={canWrite}
            disableRowSelectionOnClick
            keepNonExistentRowsSelected
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            {...density}
            disableColumnFilter
            localeText={{ ...gridLocaleText, noRowsLabel: 'Строк нет. Добавьте пару «Сортировка» и «Доставка»' }}
          />
        </Box>
        {totals && (
          <Typography aria-label="Итого">
            Итого: стоимость товаров {formatMoney(totals.purchaseOfGoods ?? 0)}
            {totals.amountFromClient !== undefined && ` · к оплате ${formatMoney(totals.amountFromClient)}`}
            {totals.unpaid !== undefined && ` · не оплачено ${formatMoney(totals.unpaid)}`}
          </Typography>
        )}
      </Stack>
      {creating && rows.data && (
        <CreateServiceRowsDialog defaultPercent={rows.data.defaultPercent} onClose={() => setCreating(false)} />
      )}
      <ConfirmDialog
        open={deleting}
        title="Удалить строки?"
        confirmLabel="Удалить"
        destructive
        busy={busy}
        onConfirm={async () => {
          await take('delete');
          setDeleting(false);
        }}
        onClose={() => setDeleting(false)}
      >
        Будет удалено строк: {ids.length}. Оплаченные строки удалить нельзя.
      </ConfirmDialog>
    </>
  );
}
