import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_CONTRACT_VERSION } from '@leave/contract';
import type { ShellHealth } from '@leave/contract';
import { ReleaseError } from './releaseStore';
import { defaultShellUrl, gateShell, shellOption } from './runningShell';

jest.mock('./root', () => ({ ROOT: '/nowhere' }));

let server: http.Server;
let url: string;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(req.url === '/health' ? answer.status : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const health = (contractVersion: number, status: ShellHealth['status'] = 'ok'): Partial<ShellHealth> => ({
  status,
  contractVersion,
  shared: { react: '18.0.0' },
});

it('takes the contract and the libraries from the running shell, not the checkout', async () => {
  answer = { status: 200, body: health(SHELL_CONTRACT_VERSION + 1) };
  const shell = await gateShell(url, {});
  expect(shell.host).toEqual({ contractVersion: SHELL_CONTRACT_VERSION + 1, shared: { react: '18.0.0' } });
  expect(shell.source).toBe(`the running shell at ${url} (contract ${SHELL_CONTRACT_VERSION + 1})`);
});

it('reads a degraded shell too: its 503 still says what it runs', async () => {
  answer = { status: 503, body: health(3, 'degraded') };
  expect((await gateShell(undefined, { SHELL_URL: `${url}/` })).host?.contractVersion).toBe(3);
});

it('refuses when the shell named cannot be asked, saying why', async () => {
  answer = { status: 200, body: { status: 'ok', contractVersion: 1 } };
  await expect(gateShell(url, {})).rejects.toThrow(
    new ReleaseError(
      `cannot ask the shell at ${url}: its /health does not say what it runs (a shell older than the gate)`,
    ),
  );
  await expect(gateShell('http://127.0.0.1:1', {})).rejects.toThrow('nothing answers there');
});

it("falls back to the checkout's build, saying so, when no shell was named and none runs here", async () => {
  const shell = await gateShell(undefined, { PORT: '1' });
  expect(shell.host).toBeNull();
  expect(shell.source).toBe(
    "this checkout's shell build (no shell runs at http://localhost:1: name the one users reach with --shell <url>)",
  );
});

it('reads --shell in either form and the default address from PORT and BASE_PATH', () => {
  expect(shellOption(['use', '--shell', 'http://a', 'student'])).toEqual({
    shell: 'http://a',
    rest: ['use', 'student'],
  });
  expect(shellOption(['list', '--shell=http://b'])).toEqual({ shell: 'http://b', rest: ['list'] });
  expect(() => shellOption(['list', '--shell'])).toThrow('--shell needs');
  expect(defaultShellUrl({ PORT: '9000', BASE_PATH: '/leave/' })).toBe('http://localhost:9000/leave');
  expect(defaultShellUrl({})).toBe('http://localhost:8080');
});
