import { monthOf } from '@leave/contract';
import { mustEnrolFirst } from '@leave/domain';
import type { IsoDate, PendingRequestsQuery, Role, Session, StudentDataQuery, TwoFactorStatus } from '@leave/contract';
import { monthWindow } from '../calendar/calendarWindow';
import { LEAVE_KINDS_QUERY } from '../leaveKinds/leaveKindsEndpoint';

/** One GET a first view makes, as RTK Query's args have it; `then` names the calls its answer leads to. */
export interface FirstRequest {
  url: string;
  params?: Record<string, string | number>;
  then?: (body: unknown) => FirstRequest[];
}

/** A session as the page may name it: for an admin, with their two-factor state. */
type NamedSession = Session & { twoFactor?: unknown };

/** The top bar's bell (every dashboard's): its unread count. */
export const BELL_QUERY = { page: 1, page_size: 1 } as const;
const bell: FirstRequest = { url: '/notifications', params: BELL_QUERY };

/** The dates the student's dashboard first reads: today's month as its calendar shows it. */
export const studentFirstWindow = (today: IsoDate) => monthWindow(monthOf(today));

/** The student's first read: the profile and standings whole, the leave of the first month on show. */
export const studentFirstData = (userId: number, today: IsoDate): StudentDataQuery => ({
  user_id: userId,
  ...studentFirstWindow(today),
});

/** The first page of a course's pending requests (the instructor's first view). */
export const firstPendingPage = (course_code: string): PendingRequestsQuery => ({ course_code, page: 1 });

const coursesOf = (body: unknown): string[] => {
  const courses = (body as { courseData?: { course_code?: unknown }[] } | null)?.courseData;
  return Array.isArray(courses)
    ? courses.flatMap((course) => (typeof course?.course_code === 'string' ? [course.course_code] : []))
    : [];
};

/** Whether a value is a two-factor state: /twoFactor's answer, or the one the page names for an admin. */
const isTwoFactorState = (value: unknown): value is Pick<TwoFactorStatus, 'required'> & { enabled?: unknown } =>
  typeof (value as Partial<TwoFactorStatus> | null)?.required === 'boolean';

/** Whether a two-factor state lets the admin see the workspace (a broken one does not). */
const mayUseWorkspace = (state: unknown): boolean =>
  isTwoFactorState(state) && !mustEnrolFirst({ required: state.required, enabled: Boolean(state.enabled) });

/**
 * What each role's first view reads, so that the page can start it with the session check,
 * beside the remote's code instead of after it. The remotes ask with the same arguments (the
 * student's with `studentFirstData`, the instructor's with `firstPendingPage`), so the answers
 * started early are the ones their calls take.
 */
const FIRST_VIEWS: Record<Role, (session: NamedSession, today: IsoDate) => FirstRequest[]> = {
  student: ({ user_id }, today) => {
    const { from, to } = studentFirstWindow(today);
    return [
      { url: '/studentData', params: { ...studentFirstData(user_id, today) } },
      { url: '/myTimetable', params: { user_id, from, to } },
      { url: '/leavePolicy' },
      // The kinds the form offers: with the first draw, so its Kind of leave field is there from the start.
      { url: '/leaveKinds', params: { ...LEAVE_KINDS_QUERY } },
      bell,
    ];
  },
  'course instructor': ({ user_id }) => [
    {
      url: '/instructorData',
      params: { user_id },
      then: (body) =>
        coursesOf(body).map((code) => ({ url: '/pendingRequests', params: { ...firstPendingPage(code) } })),
    },
    // Whether a rejection needs a reason, which each course's pending list asks as it is drawn.
    { url: '/decisionPolicy' },
    bell,
  ],
  admin: ({ twoFactor }) => {
    const overview = { url: '/adminOverview' };
    // The home's overview, unless the admin must enrol first (the server refuses it until then):
    // at once when the page names the admin's two-factor state, else once /twoFactor says it.
    if (isTwoFactorState(twoFactor)) {
      return [{ url: '/twoFactor' }, ...(mayUseWorkspace(twoFactor) ? [overview] : []), bell];
    }
    return [{ url: '/twoFactor', then: (body) => (mayUseWorkspace(body) ? [overview] : []) }, bell];
  },
};

export const firstViewRequests = (session: NamedSession, today: IsoDate): FirstRequest[] =>
  FIRST_VIEWS[session.role](session, today);

/** A request's address on the API host, its query as RTK Query writes it. */
export function addressOf(apiHost: string, { url, params }: FirstRequest): string {
  const query = params ? new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${apiHost}${url}${query ? `?${query}` : ''}`;
}
