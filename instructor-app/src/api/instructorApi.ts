import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@leave/web-kit';
import type {
  InstructorDataResponse,
  LeaveDecision,
  LeavesQuery,
  LeavesResponse,
  MessageResponse,
} from '@leave/contract';

export const instructorApi = createApi({
  reducerPath: 'instructorApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['InstructorData', 'Leaves'],
  endpoints: (build) => ({
    getInstructorData: build.query<InstructorDataResponse, number>({
      query: (userId) => ({ url: '/instructorData', params: { user_id: userId } }),
      providesTags: ['InstructorData'],
    }),
    getLeaves: build.query<LeavesResponse, LeavesQuery>({
      query: (params) => ({ url: '/getLeaves', params }),
      providesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    // After a decision, success or not (someone may have decided first), the list reloads.
    approveLeave: build.mutation<MessageResponse, LeaveDecision & { course_code: string }>({
      query: ({ leave_id }) => ({ url: '/approveLeave', method: 'POST', body: { leave_id } }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
    rejectLeave: build.mutation<MessageResponse, LeaveDecision & { course_code: string }>({
      query: ({ leave_id }) => ({ url: '/rejectLeave', method: 'POST', body: { leave_id } }),
      invalidatesTags: (_result, _error, { course_code }) => [{ type: 'Leaves', id: course_code }],
    }),
  }),
});

export const { useGetInstructorDataQuery, useGetLeavesQuery, useApproveLeaveMutation, useRejectLeaveMutation } =
  instructorApi;
