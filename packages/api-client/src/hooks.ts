import type { SessionState } from '@pvz/api-client/session/session-slice';
import type { RootState } from '@pvz/api-client/store';
import { useSelector } from 'react-redux';

export const useAppSelector = useSelector.withTypes<RootState>();

export function useSession(): SessionState {
  return useAppSelector((state) => state.session);
}
