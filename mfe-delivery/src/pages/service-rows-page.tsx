import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import {
  type ServiceAction,
  type ServicePayment,
  type ServiceRow,
  type ServiceRowState,
  type ServiceRowsQuery,
  type ServiceSortKey,
  serviceActionTitle,
  serviceSortKeys,
} from '@pvz/contracts/api/service-rows';
import { findPage } from '@pvz/contracts/pages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { gridFiltersOf } from '@pvz/ui/grid-filters';
import { PageHeader } from '@pvz/ui/page-header';
import { useNavigate } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import {
  type ServiceRowsStep,
  usePayServiceRowsMutation,
  useServiceRowsQuery,
  useServiceRowsStepMutation,
} from '../features/service-rows/api/service-rows-api';
import { CreateServiceRowsDialog } from '../features/service-rows/components/create-service-rows-dialog';
import {
  type CreatedPeriod,
  CreatedPeriodFields,
  periodReversed,
} from '../features/service-rows/components/created-period-fields';
import { EditServiceRowDialog } from '../features/service-rows/components/edit-service-row-dialog';
import {
  serviceFilterKindOf,
  serviceRecordPath,
  serviceRowColumns,
} from '../features/service-rows/components/service-rows-columns';
import { ServiceRowsToolbar } from '../features/service-rows/components/service-rows-toolbar';
import { useRowsExport } from '../features/service-rows/components/use-rows-export';
import {
  editableServiceColumns,
  useServiceColumnLevels,
} from '../features/service-rows/components/use-service-column-levels';

const stateTitle: Record<ServiceRowState, string> = {
  all: 'Все',
  unsorted: 'Не отсортированы',
  unpaid: 'Не оплачены',
  paid: 'Оплачены',
};

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * «Доставка и сортировка» (/spreadsheets/delivery): the service rows of business customers, paged,
 * sorted, searched and filtered (action, state, creation period, the columns' filters) by the
 * gateway, with the pair's creation, «Изменить» of an unpaid row, the bulk actions «Отсортировано»,
 * «Оплачено онлайн», «Оплачено наличными» and a confirmed delete; xlsx of every matching row in the
 * columns shown. A row's id or a double click opens its card.
 */
export default function ServiceRowsPage() {
  const { title } = findPage('delivery-rows');
  const canWrite = usePageLevel('delivery-rows') === 'write';
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });
  const [action, setAction] = useState<ServiceAction | ''>('');
  const [state, setState] = useState<ServiceRowState>('all');
  const [period, setPeriod] = useState<CreatedPeriod>({ from: null, to: null });
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ServiceRow | null>(null);
  const navigate = useNavigate();
  const levels = useServiceColumnLevels();
  const [deleting, setDeleting] = useState(false);
  const apiRef = useGridApiRef();
  const { enqueueSnackbar } = useSnackbar();
  const sortKey = sort[0]?.field as ServiceSortKey | undefined;
  const search = (filter.quickFilterValues ?? []).join(' ').trim();
  const filters = gridFiltersOf(filter, serviceFilterKindOf);
  const query: ServiceRowsQuery = {
    ...(search && { q: search }),
    ...(filters.length > 0 && { filters: JSON.stringify(filters) }),
    ...(action && { action }),
    state,
    ...(period.from && { from: period.from }),
    ...(period.to && { to: period.to }),
    ...(sortKey && serviceSortKeys.includes(sortKey) && { sort: sortKey, order: sort[0]?.sort ?? 'desc' }),
  };
  // a reversed period asks nothing: its fields say why the table is empty
  const rows = useServiceRowsQuery(
    { ...query, page: paging.page, pageSize: paging.pageSize },
    { skip: periodReversed(period) },
  );
  const exporting = useRowsExport(query, title);
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
    run(() => pay({ ids, payment, operationId: crypto.randomUUID(), ...dueShown() }).unwrap());
  /** The fees of the chosen rows as shown, when all are on this page: the gateway refuses if one changed. */
  const dueShown = () => {
    const shown = ids.map((id) => rows.data?.rows.find((row) => row.id === id)?.amountFromClient);
    return shown.every((fee) => typeof fee === 'number')
      ? { expectedDue: shown.reduce((sum: number, fee) => sum + (fee ?? 0), 0) }
      : {};
  };
  const firstPage = () => setPaging((current) => ({ ...current, page: 0 }));
  const filterBy = (model: GridFilterModel) => {
    setFilter(model);
    firstPage();
  };
  const exportShown = () => {
    const visible = new Set(gridVisibleColumnFieldsSelector(apiRef));
    exporting.run(serviceRowColumns.filter((column) => visible.has(column.field)));
  };
  const totals = rows.data?.totals;
  // «Изменить» takes one row of this page known to be unpaid, for a user who may write one of its fields
  const mayEdit = editableServiceColumns.some((key) => levels[key] === 'write');
  const picked = ids.length === 1 ? rows.data?.rows.find((row) => row.id === ids[0]) : undefined;
  const editable = picked && 'paid' in picked && !picked.paid ? picked : null;

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
          <CreatedPeriodFields
            value={period}
            onChange={(next) => {
              setPeriod(next);
              firstPage();
            }}
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
        </Stack>
        {exporting.progress !== null && (
          <LinearProgress variant="determinate" value={exporting.progress} aria-label="Выгрузка в xlsx" />
        )}
        {canWrite && ids.length > 0 && (
          <Paper variant="outlined" sx={{ p: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ px: 1 }}>Выбрано: {ids.length}</Typography>
            {mayEdit && (
              <Button disabled={busy || !editable} onClick={() => setEditing(editable ?? null)}>
                Изменить
              </Button>
            )}
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
          <DataTable
            apiRef={apiRef}
            exportFileName={title}
            rows={rows.data?.rows ?? []}
            columns={serviceRowColumns}
            rowCount={rows.data?.total ?? 0}
            loading={rows.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            filterModel={filter}
            onFilterModelChange={filterBy}
            onRowDoubleClick={({ row }) => navigate(serviceRecordPath(row.id))}
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            sortModel={sort}
            onSortModelChange={setSort}
            checkboxSelection={canWrite}
            keepNonExistentRowsSelected
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            localeText={{ noRowsLabel: 'Строк нет. Добавьте пару «Сортировка» и «Доставка»' }}
            slots={{ toolbar: ServiceRowsToolbar }}
            slotProps={{ toolbar: { onExportAll: exportShown, exporting: exporting.progress !== null } }}
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
      {editing && <EditServiceRowDialog row={editing} onClose={() => setEditing(null)} />}
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
