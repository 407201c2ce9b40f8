import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toIsoDate } from '@leave/contract';
import type {
  AdminOverview,
  CourseSummary,
  CourseSummaryPage,
  DecisionPolicy,
  LeaveKindPage,
  MyAttendance,
  NotificationPage,
  NotificationSettings,
  SessionAnswer,
  SingleSignOnStatus,
  TwoFactorStatus,
} from '@leave/contract';
import { dateFormatFor, DEMO_LEAVE_KINDS, PERSONAL_KIND } from '@leave/domain';
import type { SchoolDateSettings } from '@leave/domain';
import { TEST_API_HOST } from './renderWithProviders';

/**
 * The school of the component tests writes dates in en-GB, in Auckland's time zone: neither of
 * the two zones the tests run in, so a time written in the browser's zone fails a test.
 */
export const SCHOOL_DATES: SchoolDateSettings = { locale: 'en-GB', timeZone: 'Pacific/Auckland' };

/** The one format, as the component tests' school writes dates: what a user of it reads. */
export const schoolDates = dateFormatFor(SCHOOL_DATES);

/** GET /courses over these courses, paged as the API pages it (page and page_size as asked, 50 unless asked). */
export const coursePages = (courses: CourseSummary[]) =>
  http.get(`${TEST_API_HOST}/courses`, ({ request }) => {
    const asked = new URL(request.url).searchParams;
    const page = Number(asked.get('page') ?? 1);
    const page_size = Number(asked.get('page_size') ?? 50);
    const items = courses.slice((page - 1) * page_size, page * page_size);
    return HttpResponse.json<CourseSummaryPage>({ items, total: courses.length, page, page_size });
  });

/** The demo's kinds, as GET /leaveKinds lists them (by name). */
export const DEMO_KIND_PAGE: LeaveKindPage = {
  items: [PERSONAL_KIND, ...DEMO_LEAVE_KINDS.map((kind, index) => ({ kind_id: index + 2, ...kind }))].sort((a, b) =>
    a.name.localeCompare(b.name),
  ),
  total: DEMO_LEAVE_KINDS.length + 1,
  page: 1,
  page_size: 100,
};

/**
 * The school's today as the test's server says it: SCHOOL_TODAY when the run fixes the day (the
 * day jest.setup.ts starts the clock on, in any time zone), else the test's own day.
 */
const schoolToday = () => process.env.SCHOOL_TODAY ?? toIsoDate(new Date());

/**
 * What every signed-in dashboard asks for, unless a test says otherwise: the school's today (the
 * test's, which SCHOOL_TODAY can fix), the bell (no notifications), under the profile, the email
 * settings (none), and on the admin's, whether two-factor sign-in is on (no, and not required)
 * and the overview (an empty school); the demo's kinds of leave; on the instructor's, that Reject
 * needs no reason; on the student's, no day of the roll; and what the sign-in page asks:
 * whether sign-in with the school account is on (no, as by default).
 */
const dashboardDefaults = [
  http.get(`${TEST_API_HOST}/session`, () =>
    HttpResponse.json<SessionAnswer>({
      user_id: 1001,
      role: 'student',
      name: 'Aarav Sharma',
      today: schoolToday(),
      // A school in another zone than one of the two the tests run in, so a time written in the
      // browser's zone instead of the school's fails a test.
      locale: SCHOOL_DATES.locale,
      time_zone: SCHOOL_DATES.timeZone,
    }),
  ),
  http.get(`${TEST_API_HOST}/notifications`, () =>
    HttpResponse.json<NotificationPage>({ items: [], unread: 0, total: 0, page: 1, page_size: 1 }),
  ),
  http.get(`${TEST_API_HOST}/notificationSettings`, () =>
    HttpResponse.json<NotificationSettings>({ email: null, email_notifications: true }),
  ),
  http.get(`${TEST_API_HOST}/adminOverview`, () =>
    HttpResponse.json<AdminOverview>({
      today: schoolToday(),
      students: 0,
      courses: 0,
      pending: { total: 0, courses: [] },
      at_risk: { near: 0, over: 0, students: [] },
      absent_today: { accepted: 0, pending: 0 },
      attendance: { lectures_today: 0, rolls_taken_today: 0, absent_without_leave_today: 0 },
      recent: [],
    }),
  ),
  // The student's calendar asks for the roll's days of the month on show: none.
  http.get(`${TEST_API_HOST}/myAttendance`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json<MyAttendance>({ from: params.get('from')!, to: params.get('to')!, items: [] });
  }),
  http.get(`${TEST_API_HOST}/twoFactor`, () =>
    HttpResponse.json<TwoFactorStatus>({ enabled: false, required: false, recovery_codes_left: 0 }),
  ),
  http.get(`${TEST_API_HOST}/singleSignOnStatus`, () =>
    HttpResponse.json<SingleSignOnStatus>({
      enabled: false,
      available: false,
      label: '',
      help_contact: 'the school office',
      password_sign_in: { student: true, 'course instructor': true },
    }),
  ),
  http.get(`${TEST_API_HOST}/leaveKinds`, () => HttpResponse.json<LeaveKindPage>(DEMO_KIND_PAGE)),
  // The instructor's Reject needs no reason, as by default.
  http.get(`${TEST_API_HOST}/decisionPolicy`, () =>
    HttpResponse.json<DecisionPolicy>({ rejection_reason_required: false }),
  ),
];

/**
 * The backend faked at the HTTP layer for component tests: call in a test file, then add
 * handlers per test with `server.use(...)`. Any call without a handler fails the test.
 */
export function setupMockServer() {
  const server = setupServer(...dashboardDefaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
