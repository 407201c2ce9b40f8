import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, changePasswordEndpoint } from '@leave/web-kit';
import type {
  LeaveDecision,
  LeavePage,
  LeavePolicy,
  LeavePreview,
  LeavePreviewRequest,
  LeaveRequestPayload,
  LeaveRequestResponse,
  MessageResponse,
  MyLeavesQuery,
  NewLeave,
  StudentDataResponse,
} from '@leave/contract';

export const studentApi = createApi({
  reducerPath: 'studentApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['StudentData', 'MyLeaves'],
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    getStudentData: build.query<StudentDataResponse, number>({
      query: (userId) => ({ url: '/studentData', params: { user_id: userId } }),
      providesTags: ['StudentData'],
    }),
    // A new leave changes the calendar, the panel and the percentages: reload the student data.
    // Not after a refusal: the form stays, with its message and what was typed (a reload could
    // swap it for another tab's Leave Details and lose both).
    addLeave: build.mutation<MessageResponse, NewLeave>({
      query: (body) => ({ url: '/addLeave', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StudentData', 'MyLeaves']),
    }),
    applyLeave: build.mutation<LeaveRequestResponse, LeaveRequestPayload>({
      query: (body) => ({ url: '/applyLeave', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StudentData', 'MyLeaves']),
    }),
    getMyLeaves: build.query<LeavePage, MyLeavesQuery>({
      query: (params) => ({ url: '/myLeaves', params }),
      providesTags: ['MyLeaves'],
    }),
    // A question, not a change: POST only because the request it asks about is a body.
    getLeavePreview: build.query<LeavePreview, LeavePreviewRequest>({
      query: (body) => ({ url: '/previewLeave', method: 'POST', body }),
      providesTags: ['StudentData'],
    }),
    getLeavePolicy: build.query<LeavePolicy, void>({
      query: () => ({ url: '/leavePolicy' }),
    }),
    // Withdrawn or cancelled, a leave frees its date and stops counting: reload everything.
    withdrawLeave: build.mutation<MessageResponse, LeaveDecision>({
      query: (body) => ({ url: '/withdrawLeave', method: 'POST', body }),
      invalidatesTags: ['StudentData', 'MyLeaves'],
    }),
    cancelLeave: build.mutation<MessageResponse, LeaveDecision>({
      query: (body) => ({ url: '/cancelLeave', method: 'POST', body }),
      invalidatesTags: ['StudentData', 'MyLeaves'],
    }),
  }),
});

export const {
  useGetStudentDataQuery,
  useAddLeaveMutation,
  useApplyLeaveMutation,
  useGetMyLeavesQuery,
  useGetLeavePolicyQuery,
  useGetLeavePreviewQuery,
  useWithdrawLeaveMutation,
  useCancelLeaveMutation,
  useChangePasswordMutation,
} = studentApi;
