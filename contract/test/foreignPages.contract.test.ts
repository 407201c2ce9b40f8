/**
 * A change asked from a page of another site is refused on every backend, whatever cookie the
 * browser sends along (defence in depth behind the JSON-only rule and CORS): the browser says
 * which page asked in `Origin`, or how it relates to the server in `Sec-Fetch-Site`. The web
 * app's origins, the API's own pages and clients that are not browsers go on as before.
 */
import { leaveFor, lectureAfter, useBackend } from '@leave/test-kit';

const WEB_APP = 'https://leave.example.edu';
const { as, url } = useBackend({ env: { WEB_ORIGINS: WEB_APP } });

const FOREIGN: Array<[string, Record<string, string>]> = [
  ['another site', { Origin: 'https://evil.example' }],
  ['another port of this host', { Origin: 'http://127.0.0.1:1' }],
  ['a sandboxed frame or a file', { Origin: 'null' }],
  ['another site, said only by Sec-Fetch-Site', { 'Sec-Fetch-Site': 'cross-site' }],
];

const leavesOf1001 = async () =>
  (await (await as.student(1001)).get('/studentData?user_id=1001')).body.leaveData.map(
    (leave: { leave_date: string }) => leave.leave_date,
  );

describe.each(FOREIGN)('from %s', (_from, headers) => {
  it('refuses an application for leave with 403 and stores nothing', async () => {
    const date = lectureAfter('CS101', 22);
    const student = await as.student(1001);
    const reply = await student.call('POST', '/addLeave', leaveFor(1001, date), headers);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      message: 'This change was asked from a page of another site, so nothing was changed',
      code: 'api.foreignPage',
      params: {},
    });
    expect(await leavesOf1001()).not.toContain(date);
  });

  it('refuses a sign-out, and the session goes on', async () => {
    const student = await as.student(1001);
    expect((await student.call('POST', '/logout', {}, headers)).status).toBe(403);
    expect((await student.get('/studentData?user_id=1001')).status).toBe(200);
  });

  it('refuses a sign-in, so no other site can sign a browser into an account it chose', async () => {
    const reply = await as
      .anonymous()
      .call('POST', '/userVerify', { user_id: 1002, passwd: 'student123', role: 'student' }, headers);
    expect(reply.status).toBe(403);
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('still answers a read, which CORS keeps from the other page', async () => {
    const student = await as.student(1001);
    expect((await student.call('GET', '/studentData?user_id=1001', undefined, headers)).status).toBe(200);
  });
});

it.each([
  ['the web app', 1003, () => ({ Origin: WEB_APP, 'Sec-Fetch-Site': 'cross-site' })],
  [
    'the API’s own pages (its documentation)',
    1004,
    () => ({ Origin: new URL(url()).origin, 'Sec-Fetch-Site': 'same-origin' }),
  ],
  ['a client that is not a browser', 1005, () => ({})],
] as const)('takes a change from %s', async (_from, rollNo, headers) => {
  const date = lectureAfter('CS101', 23);
  const student = await as.student(rollNo);
  expect((await student.call('POST', '/addLeave', leaveFor(rollNo, date), headers())).status).toBe(200);
});
