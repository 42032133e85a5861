import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import { useCameraScanner } from '@pvz/scanning/use-camera-scanner';
import { useRef } from 'react';

export interface CameraPreviewProps {
  active: boolean;
  onCode(code: string): void;
}

/** The live picture of the rear camera while it looks for a code, or why there is none. */
export function CameraPreview({ active, onCode }: CameraPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const failure = useCameraScanner(video, active, onCode);
  return (
    <>
      {failure ? (
        <Alert severity="error">Камера недоступна: {failure}</Alert>
      ) : (
        <DialogContentText sx={{ mb: 2 }}>Наведите камеру на штрихкод или QR-код</DialogContentText>
      )}
      <Box
        component="video"
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Изображение с камеры"
        sx={{ display: failure ? 'none' : 'block', width: '100%', borderRadius: 1, bgcolor: 'common.black' }}
      />
    </>
  );
}
