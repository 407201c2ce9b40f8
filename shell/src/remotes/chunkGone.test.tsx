import { screen } from '@testing-library/react';
import { renderShell } from '../test/renderShell';
import { fakeLoader } from '../test/fakeRemotes';
import { AppRoutes } from '../routes/AppRoutes';

// A file of its own: the manifest's 404 in loadTimeouts.test.tsx would say "gone" for every test after it.
const student = { user_id: 1001, role: 'student' as const, name: 'Aarav' };

afterEach(() => jest.restoreAllMocks());

it("says a chunk removed from the server after its manifest loaded is gone, and a chunk out of reach is the connection's", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const chunkError = (request: string) =>
    Object.assign(new Error(`Loading chunk 512 failed. (error: ${request})`), { name: 'ChunkLoadError', request });
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url).includes('removed') ? new Response(null, { status: 404 }) : Promise.reject(new TypeError('offline')),
    );

  const removed = fakeLoader();
  removed.mockRejectedValueOnce(chunkError('http://remotes.test/student/removed/512.js'));
  const { unmount } = await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: removed });
  expect(await screen.findByText(/This version of it is no longer on the server/)).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledWith(
    'http://remotes.test/student/removed/512.js',
    expect.objectContaining({ method: 'HEAD' }),
  );
  unmount();

  const unreachable = fakeLoader();
  unreachable.mockRejectedValueOnce(chunkError('http://remotes.test/student/current/512.js'));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: unreachable });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your connection seems to be down: check it and try again.',
  );
});
