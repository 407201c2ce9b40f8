import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetEarlyResponses, startEarly, takeEarlyResponse } from '@leave/web-kit/firstViews';
import { setupMockServer } from '@leave/web-kit/testing';
import { startFirstData } from './startFirstData';

const server = setupMockServer();
const API = 'http://api.test';
const TODAY = '2026-11-26';

/** Every address started early, in order (without the API's host). */
function recording() {
  const started: string[] = [];
  const start = (url: string) => {
    started.push(url.slice(API.length));
    return startEarly(url);
  };
  return { started, start };
}

/** Every address started early, in order; each answered from `answers` (by path) or with {}. */
function recorder(answers: Record<string, object> = {}) {
  server.use(
    http.get(`${API}/*`, ({ request }) => {
      const path = new URL(request.url).pathname;
      return path in answers ? HttpResponse.json(answers[path]) : HttpResponse.json({});
    }),
  );
  return recording();
}

/** Lets the calls an answer leads to start: the answer, then what reading it schedules. */
const afterAnswerOf = async (url: string) => {
  await takeEarlyResponse('GET', url);
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(forgetEarlyResponses);

it('starts nothing but the session check when nobody is signed in', async () => {
  const { started, start } = recording();
  server.use(http.get(`${API}/session`, () => new HttpResponse(null, { status: 204 })));
  await startFirstData(API, TODAY, start);
  expect(started).toEqual(['/session']);
});

it('starts nothing more when the session check fails or answers something else', async () => {
  const started: string[] = [];
  server.use(http.get(`${API}/session`, () => HttpResponse.error()));
  await startFirstData(API, TODAY, (url) => {
    started.push(url);
    return startEarly(url);
  });
  server.use(http.get(`${API}/session`, () => HttpResponse.json({ user_id: 'x' })));
  await startFirstData(API, TODAY, (url) => {
    started.push(url);
    return startEarly(url);
  });
  expect(started).toEqual([`${API}/session`, `${API}/session`]);
});

it("starts a student's first view: the month's data and timetable, the leave policy, the kinds of leave and the bell", async () => {
  const session = { user_id: 1001, role: 'student', name: 'A' } as const;
  const { started, start } = recorder({ '/session': session });
  await startFirstData(API, TODAY, start);
  // November 2026 as its calendar shows it: from the Monday six days before the 1st.
  expect(started).toEqual([
    '/session',
    '/studentData?user_id=1001&from=2026-10-26&to=2026-12-06',
    '/myTimetable?user_id=1001&from=2026-10-26&to=2026-12-06',
    '/leavePolicy',
    '/leaveKinds?page_size=100',
    '/notifications?page=1&page_size=1',
  ]);
});

it("dates the student's month by the school's today when the session names it", async () => {
  const session = { user_id: 1001, role: 'student', name: 'A', today: '2027-02-10' };
  const { started, start } = recorder({ '/session': session });
  await startFirstData(API, TODAY, start);
  expect(started).toContain('/studentData?user_id=1001&from=2027-01-26&to=2027-03-06');
});

it('starts the first data with the session check when the page names the session', async () => {
  const session = { user_id: 1001, role: 'student', name: 'A' } as const;
  // The check has not answered (it never will here): the data does not wait for it.
  server.use(http.get(`${API}/session`, () => new Promise<never>(() => undefined)));
  const { started, start } = recording();
  await startFirstData(API, TODAY, start, session);
  expect(started).toEqual([
    '/session',
    '/studentData?user_id=1001&from=2026-10-26&to=2026-12-06',
    '/myTimetable?user_id=1001&from=2026-10-26&to=2026-12-06',
    '/leavePolicy',
    '/leaveKinds?page_size=100',
    '/notifications?page=1&page_size=1',
  ]);
});

it('ignores a named session that is not one', async () => {
  server.use(http.get(`${API}/session`, () => new HttpResponse(null, { status: 204 })));
  const { started, start } = recording();
  await startFirstData(API, TODAY, start, { user_id: 'x' });
  expect(started).toEqual(['/session']);
});

it("starts an instructor's data and decision policy, then the first pending page of each course it names", async () => {
  const session = { user_id: 501, role: 'course instructor', name: 'B' } as const;
  const { started, start } = recorder({
    '/session': session,
    '/instructorData': { courseData: [{ course_code: 'CS101' }, { course_code: 'CS102' }] },
  });
  await startFirstData(API, TODAY, start);
  await waitFor(() => expect(started).toHaveLength(6));
  expect(started).toEqual([
    '/session',
    '/instructorData?user_id=501',
    '/decisionPolicy',
    '/notifications?page=1&page_size=1',
    '/pendingRequests?course_code=CS101&page=1',
    '/pendingRequests?course_code=CS102&page=1',
  ]);
});

it("starts no pending pages when the instructor's data is refused", async () => {
  const session = { user_id: 501, role: 'course instructor', name: 'B' } as const;
  const { started, start } = recorder({ '/session': session });
  server.use(http.get(`${API}/instructorData`, () => HttpResponse.json({ message: 'no' }, { status: 403 })));
  await startFirstData(API, TODAY, start);
  await afterAnswerOf(`${API}/instructorData?user_id=501`);
  expect(started).toEqual([
    '/session',
    '/instructorData?user_id=501',
    '/decisionPolicy',
    '/notifications?page=1&page_size=1',
  ]);
});

it.each([
  {
    who: 'an admin',
    twoFactor: { enabled: false, required: false, recovery_codes_left: 0 },
    then: ['/adminOverview'],
  },
  {
    who: 'an admin who must enrol in two-factor sign-in first (the server would refuse the overview)',
    twoFactor: { enabled: false, required: true, recovery_codes_left: 0 },
    then: [],
  },
])(
  'starts the first view of $who: the two-factor state and the bell, then what it allows',
  async ({ twoFactor, then }) => {
    const { started, start } = recorder({
      '/session': { user_id: 1, role: 'admin', name: 'C' },
      '/twoFactor': twoFactor,
    });
    await startFirstData(API, TODAY, start);
    await afterAnswerOf(`${API}/twoFactor`);
    expect(started).toEqual(['/session', '/twoFactor', '/notifications?page=1&page_size=1', ...then]);
  },
);

it.each([
  { who: 'an admin', twoFactor: { required: false, enabled: false }, then: ['/adminOverview'] },
  { who: 'an enrolled admin', twoFactor: { required: true, enabled: true }, then: ['/adminOverview'] },
  { who: 'an admin who must enrol first', twoFactor: { required: true, enabled: false }, then: [] },
])(
  "starts the overview of $who with the page, not after /twoFactor, when the page names the admin's two-factor state",
  async ({ twoFactor, then }) => {
    // Neither the check nor /twoFactor answers (they never will here): the overview does not wait for them.
    server.use(http.get(`${API}/*`, () => new Promise<never>(() => undefined)));
    const { started, start } = recording();
    await startFirstData(API, TODAY, start, { user_id: 1, role: 'admin', name: 'C', twoFactor });
    expect(started).toEqual(['/session', '/twoFactor', ...then, '/notifications?page=1&page_size=1']);
  },
);

it('waits for /twoFactor when the two-factor state the page names is not one', async () => {
  const { started, start } = recorder({ '/twoFactor': { enabled: false, required: false, recovery_codes_left: 0 } });
  await startFirstData(API, TODAY, start, { user_id: 1, role: 'admin', name: 'C', twoFactor: { required: 'no' } });
  expect(started).toEqual(['/session', '/twoFactor', '/notifications?page=1&page_size=1']);
  await afterAnswerOf(`${API}/twoFactor`);
  expect(started).toEqual(['/session', '/twoFactor', '/notifications?page=1&page_size=1', '/adminOverview']);
});

it('keeps each answer for the first call to the same address, whatever the order of its query', async () => {
  const { start } = recorder({
    '/session': { user_id: 1001, role: 'student', name: 'A' },
    '/leavePolicy': { today: TODAY },
  });
  await startFirstData(API, TODAY, start);
  const taken = takeEarlyResponse('GET', `${API}/studentData?to=2026-12-06&from=2026-10-26&user_id=1001`);
  expect(taken).toBeDefined();
  // Once only, and never for another method or address.
  expect(takeEarlyResponse('GET', `${API}/studentData?user_id=1001&from=2026-10-26&to=2026-12-06`)).toBeUndefined();
  expect(takeEarlyResponse('POST', `${API}/leavePolicy`)).toBeUndefined();
  await expect((await takeEarlyResponse('GET', `${API}/leavePolicy`))!.json()).resolves.toEqual({ today: TODAY });
  expect(takeEarlyResponse('GET', `${API}/studentData?user_id=1002&from=2026-10-26&to=2026-12-06`)).toBeUndefined();
});

it('gives the session twice (the shell and the screens), each a copy of its own', async () => {
  const session = { user_id: 1, role: 'admin', name: 'C', today: TODAY };
  server.use(http.get(`${API}/session`, () => HttpResponse.json(session)));
  await startFirstData(API, TODAY);
  const first = takeEarlyResponse('GET', `${API}/session`);
  const second = takeEarlyResponse('GET', `${API}/session`);
  expect(takeEarlyResponse('GET', `${API}/session`)).toBeUndefined();
  await expect((await first)!.json()).resolves.toEqual(session);
  await expect((await second)!.json()).resolves.toEqual(session);
});

it('forgets the answers when the session ends, and gives none older than their time', async () => {
  const { start } = recorder({ '/session': { user_id: 1, role: 'admin', name: 'C' } });
  await startFirstData(API, TODAY, start);
  expect(takeEarlyResponse('GET', `${API}/twoFactor`, Date.now() + 60_000)).toBeUndefined();
  forgetEarlyResponses();
  expect(takeEarlyResponse('GET', `${API}/notifications?page=1&page_size=1`)).toBeUndefined();
});
