import { monthOf } from '@leave/contract';
import { mustEnrolFirst } from '@leave/domain';
import type { IsoDate, PendingRequestsQuery, Role, Session, StudentDataQuery, TwoFactorStatus } from '@leave/contract';
import { monthWindow } from '../calendar/calendarWindow';

/** One GET a first view makes, as RTK Query's args have it; `then` names the calls its answer leads to. */
export interface FirstRequest {
  url: string;
  params?: Record<string, string | number>;
  then?: (body: unknown) => FirstRequest[];
}

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

/** Whether /twoFactor's answer lets the admin see the workspace (a broken answer does not). */
const mayUseWorkspace = (body: unknown): boolean => {
  const status = body as Partial<TwoFactorStatus> | null;
  return (
    typeof status?.required === 'boolean' &&
    !mustEnrolFirst({ required: status.required, enabled: Boolean(status.enabled) })
  );
};

/**
 * What each role's first view reads, so that the page can start it with the session check,
 * beside the remote's code instead of after it. The remotes ask with the same arguments (the
 * student's with `studentFirstData`, the instructor's with `firstPendingPage`), so the answers
 * started early are the ones their calls take.
 */
const FIRST_VIEWS: Record<Role, (session: Session, today: IsoDate) => FirstRequest[]> = {
  student: ({ user_id }, today) => {
    const { from, to } = studentFirstWindow(today);
    return [
      { url: '/studentData', params: { ...studentFirstData(user_id, today) } },
      { url: '/myTimetable', params: { user_id, from, to } },
      { url: '/leavePolicy' },
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
    bell,
  ],
  admin: () => [
    {
      url: '/twoFactor',
      // The home's overview, unless the admin must enrol first (the server refuses it until then).
      then: (body) => (mayUseWorkspace(body) ? [{ url: '/adminOverview' }] : []),
    },
    bell,
  ],
};

export const firstViewRequests = (session: Session, today: IsoDate): FirstRequest[] =>
  FIRST_VIEWS[session.role](session, today);

/** A request's address on the API host, its query as RTK Query writes it. */
export function addressOf(apiHost: string, { url, params }: FirstRequest): string {
  const query = params ? new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${apiHost}${url}${query ? `?${query}` : ''}`;
}
