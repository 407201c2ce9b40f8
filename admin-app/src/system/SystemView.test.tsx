import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiHealth, RemoteHealth, ShellHealth } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';
import { shellHealthUrl } from './systemApi';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

const remote = (version: string | null, reachable = true): RemoteHealth => ({
  entry: `http://localhost:8082/${version}/mf-manifest.json`,
  reachable,
  version,
  commit: version ? '3f9c2ab' : null,
  builtAt: version ? '2026-11-26T03:15:42.000Z' : null,
  contractVersion: version ? 1 : null,
  refused: null,
  canary: null,
  fallback: null,
  failures: {},
});

function backend(api: ApiHealth | null = { status: 'ok', database: 'ok', version: '1.0.0' }) {
  let shellAsked = 0;
  const shell: ShellHealth = {
    status: 'degraded',
    contractVersion: 1,
    shared: { react: '19.3.1' },
    remotes: {
      auth: {
        ...remote('1.0.0-aaaaaaa.20261125T100000Z'),
        refused: { version: '1.0.0-ccccccc.20261127T100000Z', reason: 'it was built for shell contract 2' },
      },
      student: remote('1.0.0-3f9c2ab.20261126T031542Z'),
      instructor: {
        ...remote('1.0.0-bbbbbbb.20261125T100000Z'),
        canary: { version: '1.0.0-ddddddd.20261201T090000Z', percent: 20 },
        fallback: {
          version: '1.0.0-aaaaaaa.20261120T100000Z',
          inUse: true,
          why: 'pages reported the live one failing',
        },
        failures: {
          '1.0.0-bbbbbbb.20261125T100000Z': {
            count: 3,
            browsers: 2,
            last: { at: '2026-12-02T10:04:00.000Z', kind: 'entry', message: 'RUNTIME-008' },
          },
          '1.0.0-ddddddd.20261201T090000Z': {
            count: 1,
            browsers: 1,
            last: { at: '2026-12-02T10:06:00.000Z', kind: 'manifest', message: 'timed out' },
          },
        },
      },
      admin: remote(null, false),
    },
  };
  server.use(
    http.get(`${TEST_API_HOST}/health`, () => (api ? HttpResponse.json(api) : HttpResponse.error())),
    http.get('http://localhost/health', () => {
      shellAsked += 1;
      return HttpResponse.json(shell);
    }),
  );
  return { shellAsked: () => shellAsked };
}

it("finds the shell's health beside the workspace, under any base path", () => {
  expect(shellHealthUrl({ origin: 'https://leave.example.edu', pathname: '/leave/admin' })).toBe(
    'https://leave.example.edu/leave/health',
  );
  expect(shellHealthUrl({ origin: 'http://localhost:8080', pathname: '/admin/' })).toBe('http://localhost:8080/health');
});

it("shows each role app's live version, commit, build time and whether it answers, and the API's version", async () => {
  const { shellAsked } = backend();
  renderRemote(AdminApp, { session });
  await openView('System');
  expect(screen.getByRole('heading', { name: 'System' })).toHaveFocus();
  expect(document.title).toBe('System - Leave Management');

  const table = await screen.findByRole('table', { name: 'Role apps live' });
  const student = within(table).getByRole('row', { name: /student app/ });
  expect(student).toHaveTextContent('1.0.0-3f9c2ab.20261126T031542Z');
  expect(student).toHaveTextContent('3f9c2ab');
  expect(student).toHaveTextContent('2026-11-26 03:15 UTC');
  expect(student).toHaveTextContent('Yes');
  expect(within(table).getByRole('row', { name: /admin app/ })).toHaveTextContent('No: it did not answer');
  expect(within(table).getByRole('row', { name: /sign-in app|auth/i })).toHaveTextContent(
    '1.0.0-ccccccc.20261127T100000Z: it was built for shell contract 2',
  );
  expect(student).toHaveTextContent('None');
  expect(screen.getByText('Version').nextElementSibling).toHaveTextContent('1.0.0');
  expect(screen.getByText('Database').nextElementSibling).toHaveTextContent('Answers');

  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(shellAsked()).toBe(2));
});

it('says so when the API does not answer, and still shows the role apps', async () => {
  backend(null);
  renderRemote(AdminApp, { session });
  await openView('System');
  expect(await screen.findByText('The API did not say which version it is.')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Role apps live' })).toBeInTheDocument();
});

/** The cell of `row` under the column headed `column` in `table`. */
function cellUnder(table: HTMLElement, row: HTMLElement, column: string) {
  const headings = within(table).getAllByRole('columnheader');
  const index = headings.findIndex((heading) => heading.textContent === column);
  expect(index).toBeGreaterThanOrEqual(0);
  return within(row).getAllByRole('cell')[index]!;
}

it("shows each role app's canary, fallback and the load failures pages reported per version, as /health does", async () => {
  backend();
  renderRemote(AdminApp, { session });
  await openView('System');
  const table = await screen.findByRole('table', { name: 'Role apps live' });
  const instructor = within(table).getByRole('row', { name: /instructor app/ });
  expect(cellUnder(table, instructor, 'Canary')).toHaveTextContent(
    '1.0.0-ddddddd.20261201T090000Z for 20% of browsers',
  );
  expect(cellUnder(table, instructor, 'Fallback')).toHaveTextContent(
    '1.0.0-aaaaaaa.20261120T100000Z, in use: pages reported the live one failing',
  );
  const failures = within(cellUnder(table, instructor, 'Load failures')).getAllByRole('listitem');
  expect(failures.map((item) => item.textContent)).toEqual([
    '1.0.0-ddddddd.20261201T090000Z: 1 report from 1 browser, the last 2026-12-02 10:06 UTC (manifest did not load)',
    '1.0.0-bbbbbbb.20261125T100000Z: 3 reports from 2 browsers, the last 2026-12-02 10:04 UTC (entry script did not load)',
  ]);
  const student = within(table).getByRole('row', { name: /student app/ });
  for (const column of ['Canary', 'Fallback', 'Load failures']) {
    expect(cellUnder(table, student, column)).toHaveTextContent(/^None$/);
  }
});
