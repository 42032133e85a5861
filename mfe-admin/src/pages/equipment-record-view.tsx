import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { type EquipmentRegister, registerPages, registerSegments } from '@pvz/contracts/equipment';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { Link as RouterLink, useParams } from '@pvz/ui/router';
import { useState } from 'react';
import { useEquipmentRecordQuery } from '../features/equipment/api/get-equipment-record';
import { type BulkAction, BulkDialog } from '../features/equipment/components/bulk-dialogs';
import { EquipmentLabel } from '../features/equipment/components/equipment-label';
import { ItemDetails } from '../features/equipment/components/item-details';
import { ItemFormDialog } from '../features/equipment/components/item-form-dialog';
import { ItemHistory } from '../features/equipment/components/item-history';
import { ItemPhotos } from '../features/equipment/components/item-photos';
import { RepairDialog } from '../features/equipment/components/repair-dialog';
import { useOpenCardByScan } from '../features/equipment/hooks/use-open-card-by-scan';

type CardDialog = BulkAction | 'edit' | 'repair';

function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function Card({ register, id }: { register: EquipmentRegister; id: number }) {
  const canWrite = usePageLevel(registerPages[register]) === 'write';
  const { data, isLoading, error } = useEquipmentRecordQuery({ register, id });
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const close = () => setDialog(null);
  if (isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!data) return null;
  const { item } = data;
  const live = item.decommissionedAt === null;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h5" component="h2">
        {item.inventoryNumber} «{item.name}»
      </Typography>
      {!live && <Alert severity="info">Списано: запись осталась в истории, изменить её нельзя.</Alert>}
      {canWrite && live && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="toolbar" aria-label="Действия">
          <Button variant="outlined" onClick={() => setDialog('edit')}>
            Изменить
          </Button>
          <Button variant="outlined" onClick={() => setDialog('state')}>
            Сменить статус
          </Button>
          <Button variant="outlined" onClick={() => setDialog('move')}>
            Переместить
          </Button>
          <Button variant="outlined" onClick={() => setDialog('repair')}>
            Ремонт
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('decommission')}>
            Списать
          </Button>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Stack sx={{ gap: 2, flex: 1, minWidth: 0 }}>
          <ItemDetails item={item} />
          <ItemPhotos
            register={register}
            itemId={item.id}
            photos={data.photos}
            canAdd={canWrite}
            canRemove={canWrite && live}
          />
          <ItemHistory events={data.history} />
        </Stack>
        <EquipmentLabel item={item} />
      </Stack>
      {dialog === 'edit' && (
        <ItemFormDialog register={register} editing={item} defaultPointId={item.point.id} onClose={close} />
      )}
      {dialog === 'repair' && (
        <RepairDialog register={register} itemId={item.id} broken={item.state !== 'ok'} onClose={close} />
      )}
      {(dialog === 'state' || dialog === 'move' || dialog === 'decommission') && (
        <BulkDialog action={dialog} register={register} items={[item]} onDone={() => {}} onClose={close} />
      )}
    </Stack>
  );
}

/** `/{equipment|auto-storage}/record/{id}`: the address an item's label QR carries. */
export function RecordView({ register }: { register: EquipmentRegister }) {
  const id = positiveId(useParams().id);
  useOpenCardByScan();
  if (id === null) return <NotFoundRoute />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Button component={RouterLink} to={`/${registerSegments[register]}`} sx={{ alignSelf: 'flex-start' }}>
        ← К списку
      </Button>
      <Card key={id} register={register} id={id} />
    </Stack>
  );
}
