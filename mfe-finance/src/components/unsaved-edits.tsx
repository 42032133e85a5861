import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useBlocker } from '@pvz/ui/router';
import { useEffect, useState } from 'react';

/**
 * Asks before unsaved edits are lost: leaving the page (in the app or closing the tab) or an action
 * of the page that drops them (another month). `guard(action)` runs the action at once when nothing
 * is unsaved, else after the user agrees; `dialog` is the question, to render once.
 */
export function useUnsavedEdits(dirty: boolean, discard: () => void, lost: string) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const guard = (action: () => void) => (dirty ? setPending(() => action) : action());
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked' || pending !== null}
      title="Уйти без сохранения?"
      confirmLabel="Уйти"
      destructive
      onConfirm={() => {
        if (pending) {
          discard();
          pending();
          setPending(null);
        } else blocker.proceed?.();
      }}
      onClose={() => {
        setPending(null);
        blocker.reset?.();
      }}
    >
      {lost}
    </ConfirmDialog>
  );
  return { guard, dialog };
}
