import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from '@leave/web-kit/testing';
import { renderShell } from '../test/renderShell';
import { fakeLoader } from '../test/fakeRemotes';
import { AppRoutes } from './AppRoutes';

/** A click that makes a remote load: React 19 resumes suspended remotes only in an awaited act(). */
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

const server = setupMockServer();
let alertSpy: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const student = { user_id: 1001, role: 'student' as const, name: 'Aarav' };
const admin = { user_id: 1, role: 'admin' as const, name: 'Admin' };

it('shows sign-in at / with the footer', async () => {
  await renderShell(<AppRoutes />, { loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake sign in' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Leave Management`);
  // Before sign-in the colour scheme is chosen in the footer; after it, in the dashboard's menu.
  expect(within(screen.getByRole('contentinfo')).getByRole('group', { name: 'Colours' })).toBeInTheDocument();
});

it.each([
  ['/student', null],
  ['/instructor', null],
  ['/instructor', student],
])('%s without a session of that role alerts and goes to sign in', async (route, session) => {
  await renderShell(<AppRoutes />, { route, session, loadRemote: fakeLoader() });
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('User is not logged in, please sign in to continue.'));
  expect(alertSpy).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('heading', { name: /Fake instructor app/ })).not.toBeInTheDocument();
  // With no session that is the sign-in page; a signed-in student is taken back to their own dashboard.
  const expected = session ? 'Fake student app' : 'Fake sign in';
  expect(await screen.findByRole('heading', { name: expected })).toBeInTheDocument();
});

it('gives the student dashboard the session and API host', async () => {
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
  expect(screen.getByText('session: 1001 student Aarav')).toBeInTheDocument();
  expect(screen.getByText('api: http://api.test')).toBeInTheDocument();
  expect(alertSpy).not.toHaveBeenCalled();
  expect(within(screen.getByRole('contentinfo')).queryByRole('group', { name: 'Colours' })).not.toBeInTheDocument();
});

it('shows the admin sign-in at /admin to anyone but an admin, and never the admin app', async () => {
  const loader = fakeLoader();
  await renderShell(<AppRoutes />, { route: '/admin', session: student, loadRemote: loader });
  expect(await screen.findByRole('heading', { name: 'Fake admin sign in' })).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalledWith('admin', 'App', expect.anything());
});

it('shows the admin app to an admin session', async () => {
  await renderShell(<AppRoutes />, { route: '/admin', session: admin, loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake admin app' })).toBeInTheDocument();
});

it('on login keeps the session for the tab, without a password, and navigates by role', async () => {
  await renderShell(<AppRoutes />, { loadRemote: fakeLoader() });
  await click(await screen.findByRole('button', { name: 'fake instructor login' }));
  expect(await screen.findByRole('heading', { name: 'Fake instructor app' })).toBeInTheDocument();
  const stored = window.sessionStorage.getItem('leave-management.session') ?? '';
  expect(JSON.parse(stored)).toEqual({ user_id: 501, role: 'course instructor', name: 'Dr. Iyer' });
  expect(stored).not.toMatch(/passwd|password/);
});

it('on logout clears the session, ends it on the server and returns to sign in', async () => {
  const logouts: string[] = [];
  server.use(
    http.post('http://api.test/logout', ({ request }) => {
      logouts.push(request.credentials);
      return HttpResponse.json({ message: 'Signed out' });
    }),
  );
  window.sessionStorage.setItem('leave-management.session', JSON.stringify(student));
  const { store } = await renderShell(<AppRoutes />, {
    route: '/student',
    session: student,
    loadRemote: fakeLoader(),
  });
  await click(await screen.findByRole('button', { name: 'fake logout' }));
  expect(await screen.findByRole('heading', { name: 'Fake sign in' })).toBeInTheDocument();
  expect(store.getState().session.current).toBeNull();
  expect(window.sessionStorage.getItem('leave-management.session')).toBeNull();
  // Logging out is not being "not logged in".
  expect(alertSpy).not.toHaveBeenCalled();
  await waitFor(() => expect(logouts).toEqual(['include']));
});

it("returns an admin's logout to the admin sign-in, where their password works", async () => {
  server.use(http.post('http://api.test/logout', () => HttpResponse.json({ message: 'Signed out' })));
  const { store } = await renderShell(<AppRoutes />, { route: '/admin', session: admin, loadRemote: fakeLoader() });
  await click(await screen.findByRole('button', { name: 'fake logout' }));
  expect(await screen.findByRole('heading', { name: 'Fake admin sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Fake sign in' })).not.toBeInTheDocument();
  // The logout is handled there too: a later visit to a dashboard is an ordinary "not logged in".
  expect(store.getState().session.endedByLogout).toBe(false);
  expect(alertSpy).not.toHaveBeenCalled();
});

it('when the server says the session is gone, alerts not logged in and returns to sign in', async () => {
  window.sessionStorage.setItem('leave-management.session', JSON.stringify(student));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: fakeLoader() });
  await click(await screen.findByRole('button', { name: 'fake session expired' }));
  expect(await screen.findByRole('heading', { name: 'Fake sign in' })).toBeInTheDocument();
  expect(alertSpy).toHaveBeenCalledWith('User is not logged in, please sign in to continue.');
  expect(window.sessionStorage.getItem('leave-management.session')).toBeNull();
});

it('redirects a signed-in user away from sign-in to their dashboard', async () => {
  await renderShell(<AppRoutes />, { route: '/signup', session: student, loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
});

it('shows a not-found page for an unknown address', async () => {
  await renderShell(<AppRoutes />, { route: '/nowhere', loadRemote: fakeLoader() });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page not found' }));
  expect(document.title).toBe('Page not found - Leave Management');
});

it('starts every page with a skip link to the main content', async () => {
  await renderShell(<AppRoutes />, { route: '/nowhere', loadRemote: fakeLoader() });
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
});

it('says when the server did not answer the session check, with a way to try again', async () => {
  await renderShell(<AppRoutes />, { loadRemote: fakeLoader(), serverUnreachable: true });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The server cannot be reached, so your sign-in could not be checked. Check your connection and try again.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('says nothing of the server when the session check was answered', async () => {
  await renderShell(<AppRoutes />, { loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake sign in' })).toBeInTheDocument();
  expect(screen.queryByText(/The server cannot be reached/)).not.toBeInTheDocument();
});
