import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery, changePasswordEndpoint } from '@leave/web-kit';
import type {
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

export const instructorApi = createApi({
  reducerPath: 'instructorApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['InstructorData', 'Leaves', 'History'],
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    getInstructorData: build.query<InstructorDataResponse, number>({
      query: (userId) => ({ url: '/instructorData', params: { user_id: userId } }),
      providesTags: ['InstructorData'],
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
  useLazyGetRegisterQuery,
  useChangePasswordMutation,
} = instructorApi;
