import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { maxFileBytes } from '@pvz/contracts/api/files';
import { messages } from '@pvz/contracts/messages';
import { useEffect, useState } from 'react';

/**
 * The barcode picture: from the camera or the gallery on a phone, a file on a computer, with a
 * preview. The server checks the type and size again; this only spares a useless upload.
 */
export function BarcodePicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError(messages.fileTypeImage);
      return onChange(null);
    }
    if (chosen.size > maxFileBytes) {
      setError(messages.fileTooLarge);
      return onChange(null);
    }
    setError(null);
    onChange(chosen);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
          Сфотографировать штрих-код
          <input hidden type="file" accept="image/*" capture="environment" onChange={pick} />
        </Button>
        <Button component="label" variant="outlined" startIcon={<PhotoLibraryIcon />}>
          Выбрать картинку
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={pick}
            aria-label="Картинка штрих-кода"
          />
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {preview && (
        <Box
          component="img"
          src={preview}
          alt="Предпросмотр штрих-кода"
          sx={{
            maxWidth: '100%',
            maxHeight: 320,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Stack>
  );
}
