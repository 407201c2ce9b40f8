import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, changePasswordEndpoint } from '@leave/web-kit';
import type {
  AbsenteesPage,
  AbsenteesQuery,
  BulkDecision,
  BulkDecisionResponse,
  CourseAbsences,
  DecidedLeavesQuery,
  InstructorDataResponse,
  LeaveDecision,
  LeavePage,
  LeavesQuery,
  LeavesResponse,
  MessageResponse,
  RosterPage,
  RosterQuery,
} from '@leave/contract';

type InCourse = { course_code: string };

/** The first page of a course's pending requests, as the pending view asks for it. */
export const firstPendingPage = (course_code: string): LeavesQuery => ({ course_code, status: 'pending', page: 1 });

export const instructorApi = createApi({
  reducerPath: 'instructorApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['InstructorData', 'Leaves', 'History'],
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    getInstructorData: build.query<InstructorDataResponse, number>({
      query: (userId) => ({ url: '/instructorData', params: { user_id: userId } }),
      providesTags: ['InstructorData'],
      // The default view lists each course's pending requests: they are asked for as soon as the
      // courses are known, not after the dashboard has rendered (a phone's round trip sooner).
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        for (const { course_code } of answered?.data.courseData ?? []) {
          dispatch(instructorApi.util.prefetch('getLeaves', firstPendingPage(course_code), { ifOlderThan: 30 }));
        }
      },
    }),
    getLeaves: build.query<LeavesResponse, LeavesQuery>({
      query: (params) => ({ url: '/getLeaves', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    // After a decision, success or not (someone may have decided first), the lists reload.
    approveLeave: build.mutation<MessageResponse, LeaveDecision & InCourse>({
      query: ({ leave_id, comment }) => ({ url: '/approveLeave', method: 'POST', body: { leave_id, comment } }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    rejectLeave: build.mutation<MessageResponse, LeaveDecision & InCourse>({
      query: ({ leave_id, comment }) => ({ url: '/rejectLeave', method: 'POST', body: { leave_id, comment } }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
    }),
    decideLeaves: build.mutation<BulkDecisionResponse, BulkDecision & InCourse>({
      query: ({ course_code: _course, ...body }) => ({ url: '/decideLeaves', method: 'POST', body }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }, 'History'],
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
  }),
});

export const {
  useGetInstructorDataQuery,
  useGetLeavesQuery,
  useApproveLeaveMutation,
  useRejectLeaveMutation,
  useDecideLeavesMutation,
  useGetDecidedLeavesQuery,
  useRevokeLeaveMutation,
  useGetRosterQuery,
  useGetAbsencesQuery,
  useGetAbsenteesQuery,
  useLazyGetRegisterQuery,
  useChangePasswordMutation,
} = instructorApi;
