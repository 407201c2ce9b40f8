import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../test/renderShell';
import { fakeLoader } from '../test/fakeRemotes';
import { AppRoutes } from '../routes/AppRoutes';
import { RemoteRefused } from './remoteRefused';

/** A click that makes a remote load: React 19 resumes suspended remotes only in an awaited act(). */
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

const student = { user_id: 1001, role: 'student' as const, name: 'Aarav' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows Loading... while a remote loads', async () => {
  const loader = fakeLoader();
  let finish: () => void = () => {};
  const wrapped = loader.getMockImplementation()!;
  loader.mockImplementationOnce((...args) => new Promise((resolve) => (finish = () => resolve(wrapped(...args)))));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  finish();
  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
});

it('shows a clear message with Retry when a remote cannot be loaded, and Retry loads it again', async () => {
  // The shell's own server has not answered yet: what failed is not known.
  jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(new Error('Failed to get manifest'));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Sorry, the student dashboard could not be loaded.');
  expect(alert).toHaveTextContent('Check your connection and try again. The rest of the app keeps working.');
  expect(document.title).toBe('Could not load - Leave Management');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  await click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('student', 'App', true);
});

it('lets a signed-in user log out from the failure, since the remote that failed held the Logout', async () => {
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(new Error('Failed to get manifest'));
  const { store } = await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  await screen.findByRole('alert');
  await click(screen.getByRole('button', { name: 'Logout' }));
  expect(store.getState().session.current).toBeNull();
});

it('offers no Logout when nobody is signed in', async () => {
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(new Error('Failed to get manifest'));
  await renderShell(<AppRoutes />, { route: '/', session: null, loadRemote: loader });
  expect(await screen.findByRole('alert')).toHaveTextContent('the sign-in page could not be loaded');
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
});

it('keeps the shell up when a remote throws while rendering', async () => {
  const loader = fakeLoader();
  loader.mockResolvedValueOnce(() => {
    throw new Error('boom');
  });
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  expect(await screen.findByRole('alert')).toHaveTextContent('the student dashboard could not be loaded');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('says in plain words that a refused version cannot run, without blaming the connection or naming contracts', async () => {
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(
    new RemoteRefused('student', '1.0.0-new.2', 'it needs react ^99.0.0, this shell has 19.3.1'),
  );
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Sorry, the student dashboard could not be loaded.');
  expect(alert).toHaveTextContent(
    'This version of the student app cannot run here yet. The rest of the app keeps working.',
  );
  expect(alert).not.toHaveTextContent('Check your connection');
  expect(alert).not.toHaveTextContent(/react|contract|1\.0\.0/);
});

it("says the remote's server did not answer when the connection works (the shell's own server answers)", async () => {
  const probe = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(new Error('Failed to get manifest'));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your connection works, but the server of the student dashboard did not answer: try again in a moment. The rest of the app keeps working.',
  );
  expect(probe).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
});

it('says the connection seems down when the shell’s own server does not answer either', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(new Error('Failed to get manifest'));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  expect(await screen.findByText('Your connection seems to be down: check it and try again.')).toBeInTheDocument();
});
