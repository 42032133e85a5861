import type { SessionManager } from '@pvz/api-client/session/session-manager';
import { createContext, type ReactNode, useContext } from 'react';

const SessionManagerContext = createContext<SessionManager | null>(null);

export function SessionManagerProvider({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  return <SessionManagerContext.Provider value={manager}>{children}</SessionManagerContext.Provider>;
}

/** The shell's session module: sign in, sign out, and the session events. */
export function useSessionManager(): SessionManager {
  const manager = useContext(SessionManagerContext);
  if (!manager) throw new Error('useSessionManager needs the SessionManagerProvider of the shell');
  return manager;
}
