import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CameraPreview } from '@pvz/scanning/camera-preview';
import { useDispatchScan } from '@pvz/scanning/scan-provider';

export interface CameraScanDialogProps {
  open: boolean;
  onClose(): void;
}

/** Reads one code with the camera (a phone without a scanner), hands it to the scan handlers and closes. */
export function CameraScanDialog({ open, onClose }: CameraScanDialogProps) {
  const dispatchScan = useDispatchScan();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="camera-scan-title" maxWidth="sm" fullWidth>
      <DialogTitle id="camera-scan-title">Сканировать камерой</DialogTitle>
      <DialogContent>
        <CameraPreview
          active={open}
          onCode={(code) => {
            dispatchScan(code);
            onClose();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
