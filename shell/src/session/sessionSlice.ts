import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '@leave/contract';

export interface SessionState {
  current: Session | null;
}

const initialState: SessionState = { current: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<Session>) {
      // Only these three fields are kept, whatever the caller passed.
      const { user_id, role, name } = action.payload;
      state.current = { user_id, role, name };
    },
    loggedOut(state) {
      state.current = null;
    },
  },
  selectors: {
    selectSession: (state) => state.current,
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
