import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@leave/web-kit/state';
import { loggedIn, loggedOut, sessionExpired, sessionSlice } from './session/sessionSlice';
import { readStoredSession, writeStoredSession } from './session/sessionStorage';

const rootReducer = combineSlices(sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(loggedIn, loggedOut, sessionExpired),
    effect: (_action, api) => writeStoredSession((api.getState() as RootState).session.current),
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { session: { current: readStoredSession() } },
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
