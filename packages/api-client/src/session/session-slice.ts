import type { ClientSession, ClientUser, SessionInfo, StaffSession } from '@pvz/contracts/api/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionKind = 'staff' | 'client';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous'; lastKind: SessionKind | null; reason: 'signed-out' | 'expired' | null }
  | ({ status: 'staff' } & StaffSession)
  | { status: 'client'; client: ClientUser; session: SessionInfo };

const initialState = { status: 'loading' } as SessionState;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    staffSignedIn: (_state, action: PayloadAction<StaffSession>): SessionState => ({
      status: 'staff',
      ...action.payload,
    }),
    clientSignedIn: (_state, action: PayloadAction<ClientSession>): SessionState => ({
      status: 'client',
      ...action.payload,
    }),
    tokenRefreshed: (state, action: PayloadAction<SessionInfo>) => {
      if (state.status === 'staff' || state.status === 'client') state.session = action.payload;
    },
    signedOut: (state, action: PayloadAction<{ reason: 'signed-out' | 'expired' | null }>): SessionState => ({
      status: 'anonymous',
      lastKind: state.status === 'staff' || state.status === 'client' ? state.status : null,
      reason: action.payload.reason,
    }),
  },
});

export const { staffSignedIn, clientSignedIn, tokenRefreshed, signedOut } = sessionSlice.actions;
