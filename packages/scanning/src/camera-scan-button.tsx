import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button, { type ButtonProps } from '@mui/material/Button';
import { CameraScanDialog } from '@pvz/scanning/camera-scan-dialog';
import { useState } from 'react';

export type CameraScanButtonProps = Pick<ButtonProps, 'disabled' | 'fullWidth' | 'size' | 'sx' | 'variant'>;

/** Opens the camera to read a code where there is no hardware scanner. */
export function CameraScanButton(props: CameraScanButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<QrCodeScannerIcon />} {...props} onClick={() => setOpen(true)}>
        Сканировать камерой
      </Button>
      <CameraScanDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
