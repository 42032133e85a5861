import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Chip from '@mui/material/Chip';

/** How many scans still wait for the connection; nothing when none do. */
export function PendingSyncChip({ count }: { count: number }) {
  if (count === 0) return null;
  const label = `ждут синхронизации: ${count}`;
  return (
    <Chip
      role="status"
      aria-label={label}
      label={label}
      icon={<CloudUploadIcon />}
      color="warning"
      variant="outlined"
      size="small"
    />
  );
}
