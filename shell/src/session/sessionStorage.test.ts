import { makeStore } from '../store';
import { loggedIn, loggedOut, sessionExpired } from './sessionSlice';
import { readStoredSession } from './sessionStorage';

beforeEach(() => window.sessionStorage.clear());

it('restores the session a new store finds in the tab (a page reload)', () => {
  makeStore().dispatch(loggedIn({ user_id: 1001, role: 'student', name: 'Aarav' }));
  expect(makeStore().getState().session.current).toEqual({ user_id: 1001, role: 'student', name: 'Aarav' });
});

it('forgets the session in the tab on Logout and when the server ends it', () => {
  const store = makeStore();
  store.dispatch(loggedIn({ user_id: 1001, role: 'student', name: 'Aarav' }));
  store.dispatch(loggedOut());
  expect(makeStore().getState().session.current).toBeNull();
  store.dispatch(loggedIn({ user_id: 501, role: 'course instructor', name: 'Meera' }));
  expect(makeStore().getState().session.current).toEqual({ user_id: 501, role: 'course instructor', name: 'Meera' });
  store.dispatch(sessionExpired());
  expect(makeStore().getState().session.current).toBeNull();
});

it('never keeps a password even if a caller passes one', () => {
  const store = makeStore();
  store.dispatch(loggedIn({ user_id: 1, role: 'admin', name: 'A', passwd: 'secret' } as never));
  expect(window.sessionStorage.getItem('leave-management.session')).not.toContain('secret');
});

it.each([
  ['not json'],
  [JSON.stringify({ user_id: 'x', role: 'student', name: 'A' })],
  [JSON.stringify({ user_id: 1, role: 'boss', name: 'A' })],
])('treats a damaged entry as no session: %s', (raw) => {
  window.sessionStorage.setItem('leave-management.session', raw);
  expect(readStoredSession()).toBeNull();
});
