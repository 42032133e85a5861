/** The browser's own decoder (Chrome on Android and macOS, Safari); TypeScript's DOM types lack it. */
interface BarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (): BarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const detectionPauseMs = 150;

function decodeWithDetector(detector: BarcodeDetector, video: HTMLVideoElement, onCode: (code: string) => void) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async () => {
    // a frame the decoder cannot read yet (the video is still starting) is simply skipped
    const found = await detector.detect(video).catch(() => []);
    if (stopped) return;
    const code = found.find(({ rawValue }) => rawValue !== '')?.rawValue;
    if (code) onCode(code);
    else timer = setTimeout(look, detectionPauseMs);
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function decodeWithZxing(video: HTMLVideoElement, onCode: (code: string) => void) {
  // loaded on demand: the decoder is large and most scans come from the hardware scanner
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const controls = await new BrowserMultiFormatReader().decodeFromVideoElement(video, (result, _error, scan) => {
    if (!result) return;
    scan.stop();
    onCode(result.getText());
  });
  return () => controls.stop();
}

async function nativeDetector(): Promise<BarcodeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  // some desktop builds expose the class but decode nothing
  if (!Detector || (await Detector.getSupportedFormats()).length === 0) return null;
  return new Detector();
}

/**
 * Reads the video until the first code, then reports it; resolves to the function that stops
 * reading early (the dialog was closed).
 */
export async function decodeFirstCode(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const detector = await nativeDetector();
  return detector ? decodeWithDetector(detector, video, onCode) : decodeWithZxing(video, onCode);
}
