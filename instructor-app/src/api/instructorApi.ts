import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, changePasswordEndpoint, refreshesBell, requestDocumentsEndpoint } from '@leave/web-kit';
import { firstPendingPage } from '@leave/web-kit/firstViews';
import type {
  AbsencesByWeek,
  AttendanceRegisterPage,
  AttendanceRegisterQuery,
  LectureRoll,
  LectureRollQuery,
  RollSave,
  RollSaved,
  RollsToTakePage,
  RollsToTakeQuery,
  AskForDocument,
  AbsenteesPage,
  AbsenteesQuery,
  CourseAbsences,
  CourseCalendarQuery,
  CancelLecturePayload,
  CourseTimetable,
  ExtraLecturePayload,
  DecidedLeavesQuery,
  DecisionPolicy,
  InstructorDataResponse,
  LeaveDecision,
  LeavePage,
  LectureChangeRef,
  MessageResponse,
  PendingRequestPage,
  PendingRequestsQuery,
  ReopenRequestPayload,
  RequestActionResponse,
  RequestDecision,
  RosterPage,
  RosterQuery,
  TimetableWindow,
  TimetableAnswer,
} from '@leave/contract';

type InCourse = { course_code: string };

/** The first page of a course's pending requests, as the pending view (and the page's early start) asks for it. */
export { firstPendingPage };

/**
 * What a change of a course's lectures touches: its timetable and calendar, its total lectures
 * (Courses Taught, the roster) and every percentage counted on them (pending rows, the roster).
 */
const lecturesChanged = (course_code: string) =>
  [{ type: 'Timetable', id: course_code }, { type: 'Leaves', id: course_code }, 'InstructorData'] as const;

export const instructorApi = createApi({
  reducerPath: 'instructorApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['InstructorData', 'Leaves', 'History', 'Timetable', 'Documents', 'Roll'],
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    getRequestDocuments: requestDocumentsEndpoint(build, ['Documents']),
    // The row says "document asked" once the list reloads.
    askForDocument: build.mutation<MessageResponse, AskForDocument>({
      query: (body) => ({ url: '/askForDocument', method: 'POST', body }),
      invalidatesTags: (_result, error, { course_code }) => (error ? [] : [{ type: 'Leaves', id: course_code }]),
    }),
    getInstructorData: build.query<InstructorDataResponse, number>({
      query: (userId) => ({ url: '/instructorData', params: { user_id: userId } }),
      providesTags: ['InstructorData'],
      // The default view lists each course's pending requests: they are asked for as soon as the
      // courses are known, not after the dashboard has rendered (a phone's round trip sooner).
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        for (const { course_code } of answered?.data.courseData ?? []) {
          dispatch(
            instructorApi.util.prefetch('getPendingRequests', firstPendingPage(course_code), { ifOlderThan: 30 }),
          );
        }
      },
    }),
    // One row per request and course: what a student applied for together is decided together.
    getPendingRequests: build.query<PendingRequestPage, PendingRequestsQuery>({
      query: (params) => ({ url: '/pendingRequests', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    // After a decision, success or not (someone may have decided first), the lists reload.
    decideRequest: build.mutation<RequestActionResponse, RequestDecision>({
      query: (body) => ({ url: '/decideRequest', method: 'POST', body }),
      ...refreshesBell,
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    // A rejected request's leave in a course back to pending: it returns to Pending Requests.
    reopenRequest: build.mutation<RequestActionResponse, ReopenRequestPayload>({
      query: (body) => ({ url: '/reopenRequest', method: 'POST', body }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    // A request's leave one lecture at a time, where a lecture must be decided on its own.
    approveLeave: build.mutation<MessageResponse, LeaveDecision & InCourse>({
      query: ({ leave_id, comment }) => ({ url: '/approveLeave', method: 'POST', body: { leave_id, comment } }),
      ...refreshesBell,
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    rejectLeave: build.mutation<MessageResponse, LeaveDecision & InCourse>({
      query: ({ leave_id, comment }) => ({ url: '/rejectLeave', method: 'POST', body: { leave_id, comment } }),
      ...refreshesBell,
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    // Whether Reject must ask for a reason first (the school's setting, fixed while it runs).
    getDecisionPolicy: build.query<DecisionPolicy, void>({
      query: () => '/decisionPolicy',
    }),
    getDecidedLeaves: build.query<LeavePage, DecidedLeavesQuery>({
      query: (params) => ({ url: '/decidedLeaves', params }),
      providesTags: ['History'],
    }),
    getRoster: build.query<RosterPage, RosterQuery>({
      query: (params) => ({ url: '/courseRoster', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    getAbsences: build.query<CourseAbsences, { course_code: string; month: string }>({
      query: (params) => ({ url: '/courseAbsences', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    // The weeks of the term, every taught course's: a decision in any of them changes its weeks.
    getAbsencesByWeek: build.query<AbsencesByWeek, void>({
      query: () => ({ url: '/absencesByWeek' }),
      providesTags: (result) =>
        (result?.courses ?? []).map((course) => ({ type: 'Leaves' as const, id: course.course_code })),
    }),
    getAbsentees: build.query<AbsenteesPage, AbsenteesQuery>({
      query: (params) => ({ url: '/courseAbsentees', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    // The register as CSV text (the browser's decoder drops its byte-order mark; the download puts it back).
    getRegister: build.query<string, string>({
      query: (courseCode) => ({ url: '/courseRegister', params: { course_code: courseCode }, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    revokeLeave: build.mutation<MessageResponse, LeaveDecision & InCourse>({
      query: ({ leave_id, comment }) => ({ url: '/revokeLeave', method: 'POST', body: { leave_id, comment } }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    getCourseTimetable: build.query<CourseTimetable, string>({
      query: (courseCode) => ({ url: '/courseTimetable', params: { course_code: courseCode } }),
      providesTags: (_result, _error, courseCode) => [{ type: 'Timetable', id: courseCode }],
    }),
    // The lectures, holidays and cancellations of a course between two dates (the month on show).
    getCourseCalendar: build.query<TimetableWindow, CourseCalendarQuery>({
      query: (params) => ({ url: '/courseCalendar', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Timetable', id: course_code }],
    }),
    cancelLecture: build.mutation<TimetableAnswer, CancelLecturePayload>({
      query: (body) => ({ url: '/cancelLecture', method: 'POST', body }),
      invalidatesTags: (_result, _error, { course_code }) => [...lecturesChanged(course_code)],
    }),
    addLecture: build.mutation<TimetableAnswer, ExtraLecturePayload>({
      query: (body) => ({ url: '/addLecture', method: 'POST', body }),
      invalidatesTags: (_result, _error, { course_code }) => [...lecturesChanged(course_code)],
    }),
    // Sent with the change's id only; the course names what it touched.
    // The roll: the lectures to take, one lecture's class list, and its save.
    getRollsToTake: build.query<RollsToTakePage, RollsToTakeQuery>({
      query: (params) => ({ url: '/rollsToTake', params }),
      providesTags: ['Roll'],
    }),
    getLectureRoll: build.query<LectureRoll, LectureRollQuery>({
      query: (params) => ({ url: '/lectureRoll', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Roll', id: course_code }],
      // A class list is read afresh each time it opens: another instructor may have saved it.
      keepUnusedDataFor: 0,
    }),
    // A saved roll changes the lecture's counts, the roster's standing and the register.
    saveRoll: build.mutation<RollSaved, RollSave>({
      query: (body) => ({ url: '/saveRoll', method: 'POST', body }),
      invalidatesTags: (_result, error, { course_code }) =>
        error ? [] : ['Roll', { type: 'Leaves', id: course_code }, { type: 'Roll', id: course_code }],
    }),
    getAttendanceRegister: build.query<AttendanceRegisterPage, AttendanceRegisterQuery>({
      query: (params) => ({ url: '/attendanceRegister', params }),
      providesTags: (_result, _error, { course_code }) => [
        { type: 'Roll', id: course_code },
        { type: 'Leaves', id: course_code },
      ],
    }),
    getAttendanceRegisterFile: build.query<string, string>({
      query: (courseCode) => ({
        url: '/attendanceRegisterFile',
        params: { course_code: courseCode },
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
    removeLectureChange: build.mutation<TimetableAnswer, LectureChangeRef & InCourse>({
      query: ({ change_id }) => ({ url: '/removeLectureChange', method: 'POST', body: { change_id } }),
      invalidatesTags: (_result, _error, { course_code }) => [...lecturesChanged(course_code)],
    }),
  }),
});

export const {
  useGetInstructorDataQuery,
  useGetPendingRequestsQuery,
  useReopenRequestMutation,
  useDecideRequestMutation,
  useApproveLeaveMutation,
  useRejectLeaveMutation,
  useGetDecisionPolicyQuery,
  useGetDecidedLeavesQuery,
  useRevokeLeaveMutation,
  useGetRosterQuery,
  useGetAbsencesQuery,
  useGetAbsenteesQuery,
  useGetAbsencesByWeekQuery,
  useLazyGetRegisterQuery,
  useChangePasswordMutation,
  useGetCourseTimetableQuery,
  useGetCourseCalendarQuery,
  useCancelLectureMutation,
  useAddLectureMutation,
  useRemoveLectureChangeMutation,
  useGetRequestDocumentsQuery,
  useAskForDocumentMutation,
  useGetRollsToTakeQuery,
  useGetLectureRollQuery,
  useSaveRollMutation,
  useGetAttendanceRegisterQuery,
  useLazyGetAttendanceRegisterFileQuery,
} = instructorApi;
