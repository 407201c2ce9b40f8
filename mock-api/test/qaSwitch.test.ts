/**
 * Where the QA controls answer (issue 36): on by default on loopback, off on any other address
 * unless MOCK_QA=true, off on loopback with MOCK_QA=false, and never on the real API.
 */
import { startBackend } from '@leave/test-kit';

const QA_PATHS = ['/__qa/scenarios', '/__qa/faults', '/__qa/requests', '/leaves', '/__qa/db/leaves'];

/** The status each QA path answers on a mock started with `env`. */
async function statusesOn(env: Record<string, string>) {
  const mock = await startBackend({ kind: 'mock', env });
  try {
    return await Promise.all(QA_PATHS.map(async (p) => (await fetch(`${mock.urls[0]}${p}`)).status));
  } finally {
    await mock.stop();
  }
}

const on = QA_PATHS.map(() => 200);
const off = QA_PATHS.map(() => 404);

// MOCK_QA empty is MOCK_QA unset (the suites' mock sets it false unless told).
it.each([
  ['loopback', { MOCK_QA: '' }, on],
  ['loopback with MOCK_QA=false', { MOCK_QA: 'false' }, off],
  ['every address', { API_BIND: '0.0.0.0', MOCK_QA: '' }, off],
  ['every address with MOCK_QA=true', { API_BIND: '0.0.0.0', MOCK_QA: 'true' }, on],
])(
  'on %s',
  async (_where, env, expected) => {
    expect(await statusesOn(env)).toEqual(expected);
  },
  60_000,
);

it('refuses a MOCK_QA that is not true or false', async () => {
  await expect(statusesOn({ MOCK_QA: 'yes' })).rejects.toThrow(/MOCK_QA must be true or false, got "yes"/);
}, 60_000);

it('is never part of the real API', async () => {
  const api = await startBackend({ kind: 'pglite' });
  try {
    for (const p of ['/__qa/reset', '/__qa/scenarios', '/leaves']) {
      expect((await fetch(`${api.urls[0]}${p}`)).status).toBe(404);
    }
    expect((await fetch(`${api.urls[0]}/__qa/reset`, { method: 'POST' })).status).toBe(404);
  } finally {
    await api.stop();
  }
}, 90_000);
