/**
 * The mock's data file on a disk that turns read-only while it runs (issue 14, finding 12):
 * /health says it cannot write, a change is refused with 503 in words and not kept in memory,
 * and all is well again once the disk is writable.
 */
import path from 'node:path';
import { ApiClient, mountTmpfs, spawnServer } from '@leave/test-kit';

it('reports a read-only data file on /health, refuses changes without keeping them, and recovers', async () => {
  const disk = mountTmpfs(16);
  const mock = await spawnServer('mock-api/src/main.ts', { MOCK_API_DB: path.join(disk.dir, 'db.json') });
  try {
    const client = new ApiClient(mock.url);
    expect((await client.get('/health')).body).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });
    disk.setReadOnly(true);

    const health = await client.get('/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'cannot-write', version: '1.0.0' });
    const signUp = await client.post('/addUser', {
      name: 'New Student',
      user_id: 4242,
      branch: 'CSE',
      stream: 'B.Tech',
      joining_year: 2025,
      passwd: 'Kestrel-42',
      role: 'student',
    });
    expect(signUp.status).toBe(503);
    expect(signUp.body.message).toMatch(/^The server cannot store changes right now .*Nothing was changed/);

    disk.setReadOnly(false);
    expect((await client.get('/health')).status).toBe(200);
    // The refused sign-up was not kept: signing in as that student fails, signing up again works.
    const signIn = await client.post('/userVerify', { user_id: 4242, passwd: 'Kestrel-42', role: 'student' });
    expect(signIn.status).toBe(401);
  } finally {
    await mock.stop();
    disk.unmount();
  }
}, 60_000);
