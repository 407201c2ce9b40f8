import { createSlice } from '@leave/web-kit/state';
import type { PayloadAction } from '@leave/web-kit/state';
import type { Session } from '@leave/contract';

export interface SessionState {
  current: Session | null;
  /**
   * The session just ended by Logout. The dashboard guard then returns to sign-in without the
   * "not logged in" alert, which is for people who were never signed in.
   */
  endedByLogout?: boolean;
  /** The session check at start-up got no answer: the page says so. */
  serverUnreachable?: boolean;
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
      state.endedByLogout = false;
    },
    loggedOut(state) {
      state.current = null;
      state.endedByLogout = true;
    },
    /** The server no longer knows the session (expired or signed out elsewhere). */
    sessionExpired(state) {
      state.current = null;
      state.endedByLogout = false;
    },
    logoutHandled(state) {
      state.endedByLogout = false;
    },
  },
  selectors: {
    selectSession: (state) => state.current,
    selectEndedByLogout: (state) => Boolean(state.endedByLogout),
    selectServerUnreachable: (state) => Boolean(state.serverUnreachable),
  },
});

export const { loggedIn, loggedOut, logoutHandled, sessionExpired } = sessionSlice.actions;
export const { selectSession, selectEndedByLogout, selectServerUnreachable } = sessionSlice.selectors;
