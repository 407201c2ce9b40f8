/**
 * The request log on every backend (LOG_REQUESTS, on by default): a key in a query never reaches
 * it. The single sign-on callback's `code` (exchanged for the person's tokens) and `state` (which
 * binds the sign-in to the browser) are hidden like a calendar feed's token; a course code is not.
 */
import { ApiClient, startBackend } from '@leave/test-kit';
import type { RunningBackend } from '@leave/test-kit';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ env: { LOG_REQUESTS: 'true' }, usualData: true });
}, 150_000);
afterAll(() => backend?.stop());

/** Waits until the log names `path` (a line is written once the answer is sent). */
async function logged(path: string) {
  const deadline = Date.now() + 5000;
  while (!backend.outputs()[0]!.includes(path) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return backend.outputs()[0]!;
}

it("hides the single sign-on callback's code and state, and a calendar feed's token", async () => {
  const client = new ApiClient(backend.urls[0]!);
  await client.get('/singleSignOnCallback?code=Zm9yLXRoZS1sb2ctMQ&state=c3RhdGUtZm9yLWxvZw&iss=school');
  await client.get('/calendar.ics?token=a-secret-feed-key');
  await client.get('/getLeaves?course_code=CS101');
  const log = await logged('/getLeaves?course_code=CS101');
  expect(log).toContain('/singleSignOnCallback?code=hidden&state=hidden&iss=school');
  expect(log).toContain('/calendar.ics?token=hidden');
  for (const secret of ['Zm9yLXRoZS1sb2ctMQ', 'c3RhdGUtZm9yLWxvZw', 'a-secret-feed-key']) {
    expect(log).not.toContain(secret);
  }
});
