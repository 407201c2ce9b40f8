/**
 * A POST that says `Content-Type: application/json` and sends no body at all is taken as `{}` on
 * every backend: a call that takes no body is made, and one that needs fields is refused naming
 * the first one missing, exactly as for `{}`. A body of spaces is still not JSON.
 */
import { ApiClient, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The same call with no body and with `{}`: status and answer. */
async function bothWays(client: () => Promise<ApiClient>, path: string) {
  const empty = await (await client()).call('POST', path, '', JSON_TYPE);
  const object = await (await client()).call('POST', path, '{}', JSON_TYPE);
  return { empty: { status: empty.status, body: empty.body }, object: { status: object.status, body: object.body } };
}

it('makes a call that takes no body: signing out', async () => {
  const signIn = () => new ApiClient(url()).signIn(1001, 'student123', 'student');
  const { empty, object } = await bothWays(signIn, '/logout');
  expect(empty).toEqual(object);
  expect(empty.status).toBe(200);
});

it('makes a call that takes no body: a calendar address', async () => {
  const { empty, object } = await bothWays(() => as.student(1002), '/createCalendarFeed');
  expect(empty.status).toBe(object.status);
  expect(empty.status).toBeLessThan(300);
});

it('refuses a call that needs fields as it refuses {}, naming the first one', async () => {
  const { empty, object } = await bothWays(() => as.admin(), '/addCourse');
  expect(empty).toEqual(object);
  expect(empty).toMatchObject({ status: 400, body: { field: expect.any(String) } });
});

it('still refuses a body of spaces as not JSON', async () => {
  const reply = await (await as.admin()).call('POST', '/addCourse', '   ', JSON_TYPE);
  expect(reply).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
});
