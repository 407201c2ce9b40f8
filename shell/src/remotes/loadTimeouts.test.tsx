import { screen } from '@testing-library/react';
import { renderShell } from '../test/renderShell';
import { fakeLoader } from '../test/fakeRemotes';
import { AppRoutes } from '../routes/AppRoutes';
import { TEST_CONFIG } from '../test/renderShell';
import { loadTimeouts, manifestGone, patientFetch } from './loadTimeouts';

const student = { user_id: 1001, role: 'student' as const, name: 'Aarav' };
const MANIFEST = 'http://remotes.test/student/1.0.0-old.1/mf-manifest.json';

afterEach(() => jest.restoreAllMocks());

it('asks for a manifest once more when the first try fails, with a time limit on each', async () => {
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(Response.json({ metaData: {} }));
  expect((await patientFetch(MANIFEST, {})).status).toBe(200);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(fetchSpy.mock.calls[1]![1]!.signal).toBeInstanceOf(AbortSignal);
  expect(manifestGone()).toBe(false);
});

it('says a version no longer on the server is gone, without blaming the connection', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
  await patientFetch(MANIFEST, {});
  expect(manifestGone()).toBe(true);
  const loader = fakeLoader();
  loader.mockRejectedValueOnce(new Error('Failed to get manifest'));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: loader });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This version of it is no longer on the server: reload the page');
  expect(alert).not.toHaveTextContent('Check your connection');
});

it("waits for each remote's manifest and entry script as long as the runtime config says, the defaults elsewhere", async () => {
  const config = { ...TEST_CONFIG, remoteTimeouts: { student: { manifestSeconds: 15, entrySeconds: 45 } } };
  const entries = { ...config.remotes, student: MANIFEST };
  const plugin = loadTimeouts(config, entries);
  const limits = jest.spyOn(AbortSignal, 'timeout');
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
  await plugin.fetch!(MANIFEST, {});
  await plugin.fetch!(config.remotes.admin, {});
  expect(limits.mock.calls).toEqual([[15_000], [3_000]]);

  const script = (name: string) =>
    plugin.createScript!({
      url: 'http://remotes.test/student/remoteEntry.js',
      attrs: { crossorigin: 'anonymous' },
      remoteInfo: { name } as never,
    }) as { script: HTMLScriptElement; timeout: number };
  expect(script('leave_student').timeout).toBe(45_000);
  expect(script('leave_student').script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script('leave_admin').timeout).toBe(20_000);
  expect(plugin.createScript!({ url: 'http://elsewhere/x.js' })).toBeUndefined();
});
