/** Says what a scan means on the current screen; true when it took the code, false to pass it on. */
export type ScanHandler = (code: string) => boolean;

/** A registered handler; the slot stays in place while the handler inside it is replaced. */
export interface ScanHandlerSlot {
  handle: ScanHandler;
}

export interface ScanHandlerRegistry {
  /** Puts the slot on top of the stack; returns the function that takes it off. */
  register(slot: ScanHandlerSlot): () => void;
  /** Offers the code to the handlers, newest first; false when none took it. */
  offer(code: string): boolean;
}

/**
 * The handlers of what is on screen, as a stack: a dialog opened over a page registers later than the
 * page, so it sees each code first and the page gets what the dialog does not want.
 */
export function createScanHandlerRegistry(): ScanHandlerRegistry {
  const stack: ScanHandlerSlot[] = [];
  return {
    register(slot) {
      stack.push(slot);
      return () => {
        const at = stack.lastIndexOf(slot);
        if (at >= 0) stack.splice(at, 1);
      };
    },
    offer(code) {
      // a copy, so a handler that closes its dialog (unregistering) does not shift the loop
      return [...stack].reverse().some((slot) => slot.handle(code));
    },
  };
}
