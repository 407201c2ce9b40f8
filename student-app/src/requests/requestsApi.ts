import type {
  LeaveRequestResponse,
  MyRequestsQuery,
  RequestActionResponse,
  RequestPage,
  ResubmitRequestPayload,
  WithdrawRequestPayload,
} from '@leave/contract';
import { requestDocumentsEndpoint } from '@leave/web-kit';
import { LEAVE_CHANGED, studentApi } from '../api/studentApi';

/**
 * My Requests' calls, added to the student's API when the view is opened: the dashboard's first
 * view does not download them (page weight's limit, docs/performance.md).
 */
export const requestsApi = studentApi.injectEndpoints({
  endpoints: (build) => ({
    getRequestDocuments: requestDocumentsEndpoint(build, ['Documents']),
    getMyRequests: build.query<RequestPage, MyRequestsQuery>({
      query: (params) => ({ url: '/myRequests', params }),
      providesTags: ['MyRequests'],
    }),
    // A whole request, or its part in one course: the calendar, the standing and My Requests
    // change. Also after a refusal (409: nothing pending any more), which means the card is stale.
    withdrawRequest: build.mutation<RequestActionResponse, WithdrawRequestPayload>({
      query: (body) => ({ url: '/withdrawRequest', method: 'POST', body }),
      invalidatesTags: [...LEAVE_CHANGED],
    }),
    // A rejected request applied for again as a new one: everything the new leave changes.
    resubmitRequest: build.mutation<LeaveRequestResponse, ResubmitRequestPayload>({
      query: (body) => ({ url: '/resubmitRequest', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...LEAVE_CHANGED]),
    }),
  }),
});

export const {
  useGetMyRequestsQuery,
  useWithdrawRequestMutation,
  useResubmitRequestMutation,
  useGetRequestDocumentsQuery,
} = requestsApi;
