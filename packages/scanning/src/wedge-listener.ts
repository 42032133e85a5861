import { normalizeScan } from '@pvz/contracts/scan-codes';
import { snapshotTextField, type TextFieldSnapshot } from '@pvz/scanning/text-field-snapshot';

export interface WedgeTiming {
  /** the longest pause between two keys of one scan; people type far slower than scanners */
  maxKeyGapMs?: number;
  /** the same code read again within this time is the scanner repeating itself, not a new scan */
  duplicateWindowMs?: number;
  /** shorter bursts are a fast typist or a shortcut, not a label; the shortest label is `1/1` */
  minLength?: number;
}

export interface WedgeListenerOptions extends WedgeTiming {
  onScan(code: string): void;
  target?: Window;
}

/** The attribute of a field meant for codes: it handles its own Enter, so the listener leaves it alone. */
export const scanInputAttribute = 'data-scan-input';

function isInScanInput(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${scanInputAttribute}]`) !== null;
}

/**
 * Listens for keyboard-wedge scanners (they type the code as fast key presses and press Enter) and
 * reports each code once, normalised. Returns the function that stops listening.
 */
export function listenForWedgeScans({
  onScan,
  target = window,
  maxKeyGapMs = 35,
  duplicateWindowMs = 1500,
  minLength = 3,
}: WedgeListenerOptions): () => void {
  let burst = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  // what the focused field held before the burst's first key landed in it
  let snapshot: TextFieldSnapshot | null = null;
  let lastCode = '';
  let lastCodeAt = Number.NEGATIVE_INFINITY;

  const reset = () => {
    burst = '';
    snapshot = null;
  };

  const finishScan = (event: KeyboardEvent) => {
    // the Enter belongs to the scanner: no form submits, no dialog confirms
    event.preventDefault();
    event.stopPropagation();
    snapshot?.restore();
    const code = normalizeScan(burst);
    reset();
    // measured from the latest read, so a scanner held over a label does not repeat it every window
    const repeated = code === lastCode && event.timeStamp - lastCodeAt < duplicateWindowMs;
    lastCode = code;
    lastCodeAt = event.timeStamp;
    if (code !== '' && !repeated) onScan(code);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || isInScanInput(event.target)) {
      reset();
      return;
    }
    // scanners press Shift for capital letters; it is not a character of the code
    if (event.key === 'Shift') return;
    const inTime = event.timeStamp - lastKeyAt <= maxKeyGapMs;
    lastKeyAt = event.timeStamp;
    if (event.key === 'Enter') {
      if (inTime && burst.length >= minLength) finishScan(event);
      else reset();
      return;
    }
    if (event.key.length !== 1) {
      reset();
      return;
    }
    if (!inTime) {
      reset();
      snapshot = snapshotTextField(event.target);
    }
    burst += event.key;
  };

  target.addEventListener('keydown', onKeyDown, { capture: true });
  return () => target.removeEventListener('keydown', onKeyDown, { capture: true });
}
