import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import { MAX_RECEIPTS } from '@pvz/contracts/api/advance-report';
import type { ChangeEvent } from 'react';
import { useUploadReceiptMutation } from '../api/advance-report-api';

export interface Receipt {
  id: string;
  name: string;
}

interface ReceiptsFieldProps {
  value: Receipt[];
  onChange(receipts: Receipt[]): void;
  onError(message: string): void;
}

/** Receipt photos (or PDFs) of a row: each uploaded as it is picked, shown by name, removable before saving. */
export function ReceiptsField({ value, onChange, onError }: ReceiptsFieldProps) {
  const [upload, uploading] = useUploadReceiptMutation();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_RECEIPTS - value.length);
    event.target.value = '';
    const added: Receipt[] = [];
    try {
      for (const file of files) added.push({ id: (await upload(file).unwrap()).id, name: file.name });
    } catch (error) {
      onError(errorMessage(error));
    }
    onChange([...value, ...added]);
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" startIcon={<AttachFileIcon />} disabled={value.length >= MAX_RECEIPTS}>
          Прикрепить чек
          <input hidden type="file" multiple accept="image/png,image/jpeg,image/webp,application/pdf" onChange={pick} />
        </Button>
        {value.map((receipt) => (
          <Chip
            key={receipt.id}
            label={receipt.name}
            onDelete={() => onChange(value.filter((item) => item.id !== receipt.id))}
          />
        ))}
      </Stack>
      {uploading.isLoading && <LinearProgress aria-label="Чек загружается" />}
    </Stack>
  );
}
