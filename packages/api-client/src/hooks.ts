import type { SessionState } from '@pvz/api-client/session/session-slice';
import type { AppDispatch, RootState } from '@pvz/api-client/store';
import { useDispatch, useSelector } from 'react-redux';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function useSession(): SessionState {
  return useAppSelector((state) => state.session);
}
