import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, attachDocumentsEndpoint, changePasswordEndpoint, leaveKindsEndpoint } from '@leave/web-kit';
import type {
  MyAttendance,
  MyAttendanceQuery,
  CalendarWindowQuery,
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
  StudentDataQuery,
  StudentDataResponse,
  TimetableWindow,
} from '@leave/contract';

/** GET /myTimetable: the student's lectures, holidays and lectures not held between two dates (at most 62 days). */
export type MyTimetableQuery = CalendarWindowQuery & { user_id: number };

/** What any change to the student's leave changes: the calendar and standing, the leave lists, the requests. */
export const LEAVE_CHANGED = ['StudentData', 'MyLeaves', 'MyRequests'] as const;

export const studentApi = createApi({
  reducerPath: 'studentApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['StudentData', 'MyLeaves', 'MyRequests', 'MyTimetable', 'Documents', 'MyAttendance'],
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    getLeaveKinds: leaveKindsEndpoint(build),
    attachDocuments: attachDocumentsEndpoint(build, ['Documents', 'MyRequests']),
    // Always with a window of dates: the leave of what is on show, whatever the history's length.
    getStudentData: build.query<StudentDataResponse, StudentDataQuery>({
      query: (params) => ({ url: '/studentData', params }),
      providesTags: ['StudentData'],
    }),
    // A new leave changes the calendar, the panel and the percentages: reload the student data.
    // Not after a refusal: the form stays, with its message and what was typed (a reload could
    // swap it for another tab's Leave Details and lose both).
    addLeave: build.mutation<MessageResponse, NewLeave>({
      query: (body) => ({ url: '/addLeave', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...LEAVE_CHANGED]),
    }),
    applyLeave: build.mutation<LeaveRequestResponse, LeaveRequestPayload>({
      query: (body) => ({ url: '/applyLeave', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...LEAVE_CHANGED]),
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
    // The lectures of a window that were not plain presence (absent, late, on leave): the roll,
    // told together with the leave, so any leave change reads them again.
    getMyAttendance: build.query<MyAttendance, MyAttendanceQuery>({
      query: (params) => ({ url: '/myAttendance', params }),
      providesTags: ['MyAttendance', 'MyLeaves'],
    }),
    getMyTimetable: build.query<TimetableWindow, MyTimetableQuery>({
      query: (params) => ({ url: '/myTimetable', params }),
      providesTags: ['MyTimetable'],
    }),
    getLeavePolicy: build.query<LeavePolicy, void>({
      query: () => ({ url: '/leavePolicy' }),
    }),
    // Withdrawn or cancelled, a leave frees its date and stops counting: reload everything.
    withdrawLeave: build.mutation<MessageResponse, LeaveDecision>({
      query: (body) => ({ url: '/withdrawLeave', method: 'POST', body }),
      invalidatesTags: [...LEAVE_CHANGED],
    }),
    cancelLeave: build.mutation<MessageResponse, LeaveDecision>({
      query: (body) => ({ url: '/cancelLeave', method: 'POST', body }),
      invalidatesTags: [...LEAVE_CHANGED],
    }),
  }),
});

export const {
  useGetMyAttendanceQuery,
  useGetStudentDataQuery,
  useGetLeaveKindsQuery,
  useAttachDocumentsMutation,
  useAddLeaveMutation,
  useApplyLeaveMutation,
  useGetMyLeavesQuery,
  useGetMyTimetableQuery,
  useGetLeavePolicyQuery,
  useGetLeavePreviewQuery,
  useWithdrawLeaveMutation,
  useCancelLeaveMutation,
  useChangePasswordMutation,
} = studentApi;
