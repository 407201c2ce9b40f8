import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from '@leave/web-kit/testing';
import { renderShell, TEST_CONFIG } from '../test/renderShell';
import { fakeLoader } from '../test/fakeRemotes';
import { AppRoutes } from '../routes/AppRoutes';
import { changedRemotes } from './newerVersions';
import { fellBackInPage, newerLive, remoteLoaded } from './releaseNotes';

const server = setupMockServer();
const student = { user_id: 1001, role: 'student' as const, name: 'Aarav' };
const newer = {
  ...TEST_CONFIG,
  remotes: { ...TEST_CONFIG.remotes, student: 'http://remotes.test/student/1.0.0-new.2/mf-manifest.json' },
};

it('names the remotes this tab loaded whose live version changed since it was opened', () => {
  expect(changedRemotes(TEST_CONFIG, newer, new Set(['student', 'auth']))).toEqual(['student']);
  expect(changedRemotes(TEST_CONFIG, newer, new Set(['auth']))).toEqual([]);
  expect(changedRemotes(TEST_CONFIG, newer, new Set(['student']), 'student')).toEqual([]);
});

it('tells an open tab that a newer version of its remote is live, when the tab is shown again', async () => {
  server.use(http.get('*/config.json', () => HttpResponse.json(newer)));
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
  remoteLoaded('student');
  expect(screen.queryByText(/A new version/)).not.toBeInTheDocument();
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await screen.findByText(/A new version of the student app is available:/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // The tab goes on working on its own version.
  expect(screen.getByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
});

it('says in plain words that an earlier version is shown when the live one was refused, once that remote is on the page', async () => {
  newerLive([]);
  const config = {
    ...TEST_CONFIG,
    releases: {
      student: {
        version: '1.0.0-old.1',
        refused: { version: '1.0.0-new.2', reason: 'it needs react ^99.0.0, this shell has 19.3.1' },
      },
    },
  };
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: fakeLoader(), config });
  await act(async () => remoteLoaded('student'));
  expect(
    await screen.findByText(
      'The newest version of the student app cannot run here yet, so the one before it is shown.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/react \^99|1\.0\.0-new\.2/)).not.toBeInTheDocument();
});

it('says quietly that the version before is shown when the one given did not load in this tab, and the app is there', async () => {
  newerLive([]);
  await renderShell(<AppRoutes />, { route: '/student', session: student, loadRemote: fakeLoader() });
  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
  await act(async () => fellBackInPage('student'));
  expect(
    await screen.findByText('The newest version of the student app did not load, so the one before it is shown.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
});
