import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { EquipmentItem, EquipmentListQuery } from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, equipmentStateLabels, equipmentStates, registerPages } from '@pvz/contracts/equipment';
import { CameraScanButton } from '@pvz/scanning/camera-scan-button';
import { ScanInput } from '@pvz/scanning/scan-input';
import { useMemo, useState } from 'react';
import { useEquipmentListQuery } from '../features/equipment/api/get-equipment-list';
import { useEquipmentOptionsQuery } from '../features/equipment/api/get-equipment-options';
import { type BulkAction, BulkDialog } from '../features/equipment/components/bulk-dialogs';
import { type EquipmentFilter, EquipmentFilters, noFilter } from '../features/equipment/components/equipment-filters';
import { EquipmentTable, sortOf } from '../features/equipment/components/equipment-table';
import { ItemFormDialog } from '../features/equipment/components/item-form-dialog';
import { useOpenCardByScan } from '../features/equipment/hooks/use-open-card-by-scan';
import { useRegisterExport } from '../features/equipment/hooks/use-register-export';

const firstPage: GridPaginationModel = { page: 0, pageSize: 25 };

/**
 * A register's list (in use, or decommissioned): filters, the table, the bulk actions over the rows
 * chosen, and a scan field that opens the card of a scanned label.
 */
export function RegisterView({ register, decommissioned }: { register: EquipmentRegister; decommissioned: boolean }) {
  const canWrite = usePageLevel(registerPages[register]) === 'write';
  const [filter, setFilter] = useState<EquipmentFilter>(noFilter);
  const [q, setQ] = useState('');
  const [paging, setPaging] = useState(firstPage);
  const [sort, setSort] = useState<GridSortModel>([]);
  const [selected, setSelected] = useState<EquipmentItem[]>([]);
  const [dialog, setDialog] = useState<BulkAction | 'create' | null>(null);
  const types = useEquipmentOptionsQuery(register).data?.types ?? [];
  const { exportAll, exporting } = useRegisterExport(register);
  useOpenCardByScan();

  const query = useMemo(
    (): Omit<EquipmentListQuery, 'page' | 'pageSize'> => ({
      view: decommissioned ? 'decommissioned' : 'active',
      ...(filter.pointId !== null && { pointId: filter.pointId }),
      ...(filter.state !== null && { state: filter.state }),
      ...(filter.type !== null && { type: filter.type }),
      ...(q !== '' && { q }),
      ...sortOf(sort),
    }),
    [decommissioned, filter, q, sort],
  );
  const list = useEquipmentListQuery({ register, ...query, page: paging.page, pageSize: paging.pageSize });
  const refilter = (next: EquipmentFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const byState = list.data?.byState;

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ScanInput size="small" fullWidth={false} sx={{ width: 320 }} />
        <CameraScanButton variant="outlined" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Отсканируйте этикетку, чтобы открыть карточку
        </Typography>
        {canWrite && !decommissioned && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('create')} sx={{ ml: 'auto' }}>
            Добавить
          </Button>
        )}
      </Stack>
      <EquipmentFilters value={filter} onChange={refilter} types={types} withState={!decommissioned} />
      {!decommissioned && byState && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="По статусам">
          {equipmentStates.map((state) => (
            <Chip
              key={state}
              label={`${equipmentStateLabels[state]}: ${byState[state]}`}
              color={filter.state === state ? 'primary' : 'default'}
              onClick={() => refilter({ ...filter, state: filter.state === state ? null : state })}
            />
          ))}
        </Stack>
      )}
      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      {canWrite && !decommissioned && selected.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Stack
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            role="toolbar"
            aria-label="Действия с выбранным"
          >
            <Typography sx={{ mx: 1 }}>Выбрано: {selected.length}</Typography>
            <Button onClick={() => setDialog('state')}>Сменить статус</Button>
            <Button onClick={() => setDialog('move')}>Переместить</Button>
            <Button color="error" onClick={() => setDialog('decommission')}>
              Списать
            </Button>
            <Button onClick={() => setSelected([])} sx={{ ml: 'auto' }}>
              Снять выбор
            </Button>
          </Stack>
        </Paper>
      )}
      <EquipmentTable
        register={register}
        decommissioned={decommissioned}
        rows={list.data?.rows ?? []}
        total={list.data?.total}
        loading={list.isFetching}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={(model) => {
          setSort(model);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
        onSearchChange={(text) => {
          if (text === q) return;
          setQ(text);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
        {...(canWrite && !decommissioned && { selected, onSelectedChange: setSelected })}
        onExportAll={() => void exportAll(query, decommissioned)}
        exporting={exporting}
      />
      {dialog === 'create' && (
        <ItemFormDialog
          register={register}
          editing={null}
          defaultPointId={filter.pointId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog !== null && dialog !== 'create' && (
        <BulkDialog
          action={dialog}
          register={register}
          items={selected}
          onDone={() => setSelected([])}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
