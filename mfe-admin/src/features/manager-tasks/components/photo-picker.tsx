import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { MAX_TASK_PHOTOS } from '@pvz/contracts/api/manager-tasks';
import { useCallback, useRef } from 'react';
import { useManagerTasksUploadPhotoMutation } from '../api/save-manager-task';

/** A file as the person chose it: the same file chosen twice is one photo. */
const keyOf = (photo: File) => `${photo.name}:${photo.size}:${photo.lastModified}`;

/** Photos chosen for a task: from the phone's camera or the computer, at most MAX_TASK_PHOTOS. */
export function PhotoPicker({ photos, onChange }: { photos: File[]; onChange(photos: File[]): void }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component="label" variant="outlined" disabled={photos.length >= MAX_TASK_PHOTOS}>
        Добавить фото
        <input
          hidden
          multiple
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => {
            const added = Array.from(event.target.files ?? []).filter(
              (photo) => !photos.some((chosen) => keyOf(chosen) === keyOf(photo)),
            );
            onChange([...photos, ...added].slice(0, MAX_TASK_PHOTOS));
          }}
        />
      </Button>
      {photos.map((photo) => (
        <Chip
          key={keyOf(photo)}
          label={photo.name}
          onDelete={() => onChange(photos.filter((other) => other !== photo))}
        />
      ))}
    </Stack>
  );
}

/**
 * Uploads the chosen photos, each once: a retry after a lost answer sends the same photo ids again,
 * so that the same operation carries the same request.
 */
export function usePhotoUploads() {
  const [upload, uploading] = useManagerTasksUploadPhotoMutation();
  const uploaded = useRef(new Map<File, string>());
  const uploadAll = useCallback(
    async (photos: readonly File[]) => {
      const ids: string[] = [];
      for (const photo of photos) {
        const known = uploaded.current.get(photo);
        const id = known ?? (await upload(photo).unwrap()).id;
        uploaded.current.set(photo, id);
        ids.push(id);
      }
      return ids;
    },
    [upload],
  );
  return { uploadAll, uploading: uploading.isLoading };
}
