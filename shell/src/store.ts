import { forgetEarlyResponses } from '@leave/web-kit/firstViews';
import { combineReducers, configureStore } from '@leave/web-kit/state';
import { sessionSlice } from './session/sessionSlice';
import { readStoredSession, writeStoredSession } from './session/sessionStorage';

const rootReducer = combineReducers({ session: sessionSlice.reducer });
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { session: { current: readStoredSession() } },
  });
  // The tab keeps the session across a reload: written whenever it changes (sign-in, logout, expiry).
  let kept = store.getState().session.current;
  store.subscribe(() => {
    const { current } = store.getState().session;
    if (current === kept) return;
    kept = current;
    writeStoredSession(current);
    // Answers the page started for the session it opened with are not for another.
    forgetEarlyResponses();
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
