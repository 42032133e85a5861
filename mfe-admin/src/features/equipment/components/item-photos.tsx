import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { EQUIPMENT_PHOTOS_MAX, type EquipmentPhoto } from '@pvz/contracts/api/equipment';
import { fileRoutes, maxFileBytes } from '@pvz/contracts/api/files';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatDateTime } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useEquipmentAddPhotosMutation } from '../api/add-equipment-photos';
import { useEquipmentRemovePhotoMutation } from '../api/remove-equipment-photo';
import { useEquipmentUploadPhotoMutation } from '../api/upload-equipment-photo';

/** The photos on a card; a manager adds them (several at once) and takes them off after a question. */
export function ItemPhotos({
  register,
  itemId,
  photos,
  canAdd,
  canRemove,
}: {
  register: EquipmentRegister;
  itemId: number;
  photos: readonly EquipmentPhoto[];
  canAdd: boolean;
  canRemove: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useEquipmentUploadPhotoMutation();
  const [attach] = useEquipmentAddPhotosMutation();
  const [remove, removing] = useEquipmentRemovePhotoMutation();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.some((file) => file.size > maxFileBytes))
      return enqueueSnackbar(messages.fileTooLarge, { variant: 'error' });
    setBusy(true);
    try {
      const uploaded = await Promise.all(files.map((file) => upload(file).unwrap()));
      const fileIds = uploaded.map((file) => file.id);
      const answer = await once(JSON.stringify(['photos', itemId, fileIds]), (operationId) =>
        attach({ register, operationId, id: itemId, fileIds }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const confirmRemove = async () => {
    if (!removingId) return;
    try {
      const answer = await once(JSON.stringify(['photo-remove', itemId, removingId]), (operationId) =>
        remove({ register, operationId, id: itemId, fileId: removingId }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      setRemovingId(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Фото
        </Typography>
        {canAdd && photos.length < EQUIPMENT_PHOTOS_MAX && (
          <>
            <Button startIcon={<AddPhotoIcon />} onClick={() => input.current?.click()} loading={busy}>
              Добавить фото
            </Button>
            <Box
              component="input"
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              multiple
              hidden
              aria-label="Файлы фото"
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void add(files);
              }}
            />
          </>
        )}
      </Stack>
      {photos.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Фото нет
        </Typography>
      ) : (
        <ImageList cols={3} gap={8} sx={{ m: 0 }}>
          {photos.map((photo) => (
            <ImageListItem key={photo.fileId}>
              <a href={fileRoutes.file(photo.fileId)} target="_blank" rel="noopener">
                <img
                  src={fileRoutes.file(photo.fileId)}
                  alt={`Фото от ${formatDateTime(new Date(photo.addedAt))}`}
                  loading="lazy"
                  style={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                />
              </a>
              {canRemove && (
                <ImageListItemBar
                  subtitle={photo.addedBy}
                  actionIcon={
                    <IconButton
                      aria-label="Убрать фото"
                      sx={{ color: 'common.white' }}
                      onClick={() => setRemovingId(photo.fileId)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                />
              )}
            </ImageListItem>
          ))}
        </ImageList>
      )}
      <ConfirmDialog
        open={removingId !== null}
        title="Убрать фото?"
        confirmLabel="Убрать"
        destructive
        busy={removing.isLoading}
        onConfirm={confirmRemove}
        onClose={() => setRemovingId(null)}
      >
        Фото пропадёт из карточки; файл останется в истории.
      </ConfirmDialog>
    </Paper>
  );
}
