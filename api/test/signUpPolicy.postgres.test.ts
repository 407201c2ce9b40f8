/**
 * On a school's own PostgreSQL server instructors cannot sign themselves up (INSTRUCTOR_SIGN_UP
 * defaults to false there), so nobody can claim an instructor's id before the admin gives it a
 * course; the school makes instructor accounts with `npm run create-instructor`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiClient, newStudent, startBackend, target } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';
import { nodeArguments } from '@leave/test-kit/serverBuild';

const run = promisify(execFile);
let backend: RunningBackend;

beforeAll(async () => {
  if (target() !== 'postgres') throw new Error('this suite needs CONTRACT_TARGET=postgres');
  // The API's own default for a server database, not the demo-like one the other suites use. It
  // changes no data: the run's migrated and seeded template is copied.
  backend = await startBackend({ env: { INSTRUCTOR_SIGN_UP: '' }, usualData: true });
}, 90_000);
afterAll(() => backend?.stop());

const instructor = {
  name: 'Dr. Stranger',
  user_id: 503,
  branch: 'Physics',
  passwd: 'Kestrel-42',
  role: 'course instructor',
};

it('refuses instructor sign-up with 403 and a reason, and the id stays unclaimed', async () => {
  const client = new ApiClient(backend.urls[0]!);
  const reply = await client.post('/addUser', instructor);
  expect(reply.status).toBe(403);
  expect(reply.body.message).toBe('Instructor accounts are made by the admin here: ask them for yours');
  expect(
    (await client.post('/userVerify', { user_id: 503, passwd: 'Kestrel-42', role: 'course instructor' })).status,
  ).toBe(401);
  expect((await client.post('/addUser', newStudent(5003))).status).toBe(201);
});

it('lets the school create the instructor, who can then sign in', async () => {
  const env = {
    ...process.env,
    DATABASE_URL: backend.databaseUrl!,
    INSTRUCTOR_ID: '503',
    INSTRUCTOR_NAME: 'Dr. Asha Rao',
    INSTRUCTOR_DEPT: 'Physics',
    INSTRUCTOR_PASSWORD: 'a long secret',
  };
  const command = nodeArguments('api/src/createInstructor.ts');
  const cwd = path.resolve(__dirname, '..', '..');
  const created = await run(process.execPath, command, { env, cwd });
  expect(created.stdout).toContain('instructor 503 (Dr. Asha Rao) can now sign in');
  const signedIn = await new ApiClient(backend.urls[0]!).signIn(503, 'a long secret', 'course instructor');
  expect((await signedIn.get('/instructorData?user_id=503')).body.instructorData).toEqual({
    rg_no: 503,
    name: 'Dr. Asha Rao',
    dept: 'Physics',
  });
  await expect(run(process.execPath, command, { env, cwd })).rejects.toMatchObject({
    stderr: expect.stringContaining('an instructor with id 503 already exists'),
  });
}, 60_000);
