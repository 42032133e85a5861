import { decodeFirstCode } from '@pvz/scanning/barcode-decoder';
import { type RefObject, useEffect, useEffectEvent, useState } from 'react';

/** Why the camera could not be used, in the words shown after «Камера недоступна: ». */
function cameraFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'нет разрешения на доступ к камере';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'камера не найдена';
  if (name === 'NotReadableError') return 'камера занята другим приложением';
  return error instanceof Error && error.message ? error.message : 'неизвестная ошибка';
}

function openRearCamera(): Promise<MediaStream> {
  // browsers hide mediaDevices outside HTTPS
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new Error('браузер не даёт доступ к камере, откройте приложение по HTTPS'));
  }
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * While active, shows the rear camera in the video and reports the first code it reads; the camera
 * is released as soon as it is no longer active. Returns why the camera is unavailable, if it is.
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (code: string) => void,
): string | null {
  const [failure, setFailure] = useState<string | null>(null);
  const reportCode = useEffectEvent(onCode);

  useEffect(() => {
    const element = video.current;
    if (!active || !element) return;
    let released = false;
    let stream: MediaStream | undefined;
    let stopDecoding: (() => void) | undefined;

    const start = async () => {
      const opened = await openRearCamera();
      // closed while the browser was asking for permission
      if (released) return stopTracks(opened);
      stream = opened;
      element.srcObject = opened;
      const stop = await decodeFirstCode(element, (code) => reportCode(code));
      if (released) stop();
      else stopDecoding = stop;
    };
    start().catch((error: unknown) => {
      if (!released) setFailure(cameraFailure(error));
    });

    return () => {
      released = true;
      stopDecoding?.();
      if (stream) stopTracks(stream);
      element.srcObject = null;
      setFailure(null);
    };
  }, [active, video]);

  return failure;
}
