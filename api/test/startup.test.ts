/**
 * What the API sets up at start-up: the admin account from ADMIN_ID / ADMIN_PASSWORD, and no
 * demo data when SEED_DEMO=false.
 */
import { startBackend } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';
import { ApiClient } from '@leave/test-kit';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_DEMO: 'false', ADMIN_ID: '77', ADMIN_PASSWORD: 'a long admin secret' } });
}, 90_000);
afterAll(() => backend?.stop());

it('creates the admin from ADMIN_ID and ADMIN_PASSWORD, who may then add courses', async () => {
  const admin = await new ApiClient(backend.urls[0]!).signIn(77, 'a long admin secret', 'admin');
  expect((await admin.get('/courses')).body).toEqual({ items: [], total: 0, page: 1, page_size: 50 });
  expect(
    (
      await admin.post('/addUser', {
        name: 'T',
        user_id: 9,
        branch: 'CS',
        passwd: 'Kestrel-42',
        role: 'course instructor',
      })
    ).status,
  ).toBe(201);
  expect((await admin.post('/addCourse', { courseCode: 'NEW1', courseTitle: 'New', instructorId: 9 })).status).toBe(
    201,
  );
});

it('loads no demo data with SEED_DEMO=false', async () => {
  const client = new ApiClient(backend.urls[0]!);
  expect((await client.post('/userVerify', { user_id: 1001, passwd: 'student123', role: 'student' })).status).toBe(401);
  expect((await client.post('/userVerify', { user_id: 1, passwd: 'admin123', role: 'admin' })).status).toBe(401);
});
