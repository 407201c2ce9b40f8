import { createApi } from '@leave/web-kit/state';
import { PAGE_SIZE, pageCount } from '@leave/domain';
import { apiBaseQuery, changePasswordEndpoint, leaveKindsEndpoint } from '@leave/web-kit';
import type {
  AdminOverview,
  LeaveByWeek,
  AccountActiveChange,
  AccountRef,
  AccountStatus,
  AuditPage,
  AuditQuery,
  CourseEdit,
  CourseEnrolmentPage,
  CourseTimetable,
  Holiday,
  LeaveKindAnswer,
  LeaveKindEdit,
  LeaveKindPayload,
  HolidayImport,
  HolidayImportResult,
  HolidayPage,
  HolidayPayload,
  HolidaysQuery,
  LectureChangeRef,
  PageRequest,
  PublicHolidaysQuery,
  PublicHolidaysResponse,
  Term,
  TermEdit,
  TermListPage,
  TermPayload,
  TimetableCopy,
  TimetableCopyAnswer,
  TimetableImport,
  TimetableImportResult,
  TimetableAnswer,
  TimetablePayload,
  CourseEnrolmentsQuery,
  EnrolmentRemoval,
  CourseListPage,
  CourseListQuery,
  CourseSummary,
  CourseSummaryPage,
  InstructorListPage,
  InstructorListQuery,
  DecidedLeavesQuery,
  LeavePage,
  ImportResult,
  LeaveLimitChange,
  MessageResponse,
  PasswordReset,
  PasswordResetRequest,
  NewCourse,
  NewEnrollment,
  StudentImport,
  StudentListPage,
  StudentListQuery,
  StudentLookup,
} from '@leave/contract';

/** A list's filters without its page, for its CSV download. */
type Filters<Q> = Omit<Q, 'page' | 'page_size'>;

/**
 * What a change to a term's days or holidays, or to a course's timetable, may change besides
 * itself: the courses' lectures (and so their totals and every leave count), the terms' counts.
 */
const CALENDAR_CHANGED = ['Terms', 'Holidays', 'Timetable', 'Courses', 'Leave', 'Students', 'Audit'] as const;

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Courses', 'Students', 'Audit', 'Account', 'Leave', 'Terms', 'Holidays', 'Timetable', 'Kinds'],
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    getLeaveKinds: leaveKindsEndpoint(build, ['Kinds']),
    addLeaveKind: build.mutation<LeaveKindAnswer, LeaveKindPayload>({
      query: (body) => ({ url: '/addLeaveKind', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Kinds', 'Audit']),
    }),
    // Whether a kind counts changes every percentage its leave is in.
    editLeaveKind: build.mutation<LeaveKindAnswer, LeaveKindEdit>({
      query: (body) => ({ url: '/editLeaveKind', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Kinds', 'Leave', 'Audit']),
    }),
    // Every course, for the course selects: GET /courses is paged, so its pages are followed (the
    // first says how many there are; the rest are asked for together).
    getCourses: build.query<CourseSummary[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const pageOf = (page: number) => baseQuery({ url: '/courses', params: { page, page_size: PAGE_SIZE.max } });
        const first = await pageOf(1);
        if (first.error) return { error: first.error };
        const { items, total } = first.data as CourseSummaryPage;
        const rest = await Promise.all(
          Array.from({ length: pageCount(total, PAGE_SIZE.max) - 1 }, (_, index) => pageOf(index + 2)),
        );
        const failed = rest.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: items.concat(...rest.map((answer) => (answer.data as CourseSummaryPage).items)) };
      },
      providesTags: ['Courses'],
    }),
    addCourse: build.mutation<MessageResponse, NewCourse>({
      query: (body) => ({ url: '/addCourse', method: 'POST', body }),
      invalidatesTags: ['Courses', 'Audit'],
    }),
    editCourse: build.mutation<MessageResponse, CourseEdit>({
      query: (body) => ({ url: '/editCourse', method: 'POST', body }),
      invalidatesTags: ['Courses', 'Timetable', 'Audit'],
    }),
    setLeaveLimit: build.mutation<MessageResponse, LeaveLimitChange>({
      query: (body) => ({ url: '/setLeaveLimit', method: 'POST', body }),
      invalidatesTags: ['Courses', 'Audit'],
    }),
    addStudentToCourse: build.mutation<MessageResponse, NewEnrollment>({
      query: (body) => ({ url: '/addStudentToCourse', method: 'POST', body }),
      invalidatesTags: ['Students', 'Audit'],
    }),
    getCourseEnrolments: build.query<CourseEnrolmentPage, CourseEnrolmentsQuery>({
      query: (params) => ({ url: '/courseEnrolments', params }),
      providesTags: ['Students'],
    }),
    exportCourseEnrolments: build.query<string, string>({
      query: (courseCode) => ({
        url: '/exportCourseEnrolments',
        params: { course_code: courseCode },
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
    removeEnrolment: build.mutation<MessageResponse, EnrolmentRemoval>({
      query: (body) => ({ url: '/removeEnrolment', method: 'POST', body }),
      invalidatesTags: ['Students', 'Courses', 'Leave', 'Audit'],
    }),
    lookUpStudent: build.query<StudentLookup, number>({
      query: (rollNo) => ({ url: '/studentLookup', params: { roll_no: rollNo } }),
      providesTags: ['Students'],
    }),
    getStudents: build.query<StudentListPage, StudentListQuery>({
      query: (params) => ({ url: '/students', params }),
      providesTags: ['Students'],
    }),
    getCourseList: build.query<CourseListPage, CourseListQuery>({
      query: (params) => ({ url: '/courseList', params }),
      providesTags: ['Courses', 'Students'],
    }),
    exportCourses: build.query<string, Filters<CourseListQuery>>({
      query: (params) => ({ url: '/exportCourses', params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    getInstructors: build.query<InstructorListPage, InstructorListQuery>({
      query: (params) => ({ url: '/instructors', params }),
      providesTags: ['Courses'],
    }),
    exportInstructors: build.query<string, Filters<InstructorListQuery>>({
      query: (params) => ({ url: '/exportInstructors', params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    exportStudents: build.query<string, Filters<StudentListQuery>>({
      query: (params) => ({ url: '/exportStudents', params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    importStudents: build.mutation<ImportResult, StudentImport>({
      query: (body) => ({ url: '/importStudents', method: 'POST', body }),
      invalidatesTags: (result) => (result?.applied ? ['Students', 'Audit'] : []),
    }),
    getAccount: build.query<AccountStatus, AccountRef>({
      query: (params) => ({ url: '/account', params }),
      providesTags: ['Account'],
    }),
    resetPassword: build.mutation<PasswordReset, PasswordResetRequest>({
      query: (body) => ({ url: '/resetPassword', method: 'POST', body }),
      invalidatesTags: ['Account', 'Audit'],
    }),
    setAccountActive: build.mutation<MessageResponse, AccountActiveChange>({
      query: (body) => ({ url: '/setAccountActive', method: 'POST', body }),
      invalidatesTags: ['Account', 'Audit'],
    }),
    getAllLeaves: build.query<LeavePage, DecidedLeavesQuery>({
      query: (params) => ({ url: '/allLeaves', params }),
      providesTags: ['Leave'],
    }),
    exportLeaves: build.query<string, Filters<DecidedLeavesQuery>>({
      query: (params) => ({ url: '/exportLeaves', params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    importEnrolments: build.mutation<ImportResult, StudentImport>({
      query: (body) => ({ url: '/importEnrolments', method: 'POST', body }),
      invalidatesTags: (result) => (result?.applied ? ['Students', 'Courses', 'Audit'] : []),
    }),
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => '/adminOverview',
      providesTags: ['Students', 'Courses', 'Leave', 'Audit'],
    }),
    getLeaveByWeek: build.query<LeaveByWeek, void>({
      query: () => '/leaveByWeek',
      providesTags: ['Leave'],
    }),
    getAuditEvents: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/auditEvents', params }),
      providesTags: ['Audit'],
    }),
    exportAuditEvents: build.query<string, Filters<AuditQuery>>({
      query: (params) => ({ url: '/exportAuditEvents', params, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    getTerms: build.query<TermListPage, PageRequest>({
      query: (params) => ({ url: '/terms', params }),
      providesTags: ['Terms'],
    }),
    addTerm: build.mutation<MessageResponse & { term: Term }, TermPayload>({
      query: (body) => ({ url: '/addTerm', method: 'POST', body }),
      invalidatesTags: ['Terms', 'Audit'],
    }),
    editTerm: build.mutation<MessageResponse & { term: Term }, TermEdit>({
      query: (body) => ({ url: '/editTerm', method: 'POST', body }),
      invalidatesTags: [...CALENDAR_CHANGED],
    }),
    removeTerm: build.mutation<MessageResponse, { term_id: number }>({
      query: (body) => ({ url: '/removeTerm', method: 'POST', body }),
      invalidatesTags: ['Terms', 'Holidays', 'Audit'],
    }),
    getHolidays: build.query<HolidayPage, HolidaysQuery>({
      query: (params) => ({ url: '/holidays', params }),
      providesTags: ['Holidays'],
    }),
    addHoliday: build.mutation<MessageResponse & { holiday: Holiday }, HolidayPayload>({
      query: (body) => ({ url: '/addHoliday', method: 'POST', body }),
      invalidatesTags: [...CALENDAR_CHANGED],
    }),
    removeHoliday: build.mutation<MessageResponse, { holiday_id: number }>({
      query: (body) => ({ url: '/removeHoliday', method: 'POST', body }),
      invalidatesTags: [...CALENDAR_CHANGED],
    }),
    importHolidays: build.mutation<HolidayImportResult, HolidayImport>({
      query: (body) => ({ url: '/importHolidays', method: 'POST', body }),
      invalidatesTags: (result) => (result?.applied ? [...CALENDAR_CHANGED] : []),
    }),
    getPublicHolidays: build.query<PublicHolidaysResponse, PublicHolidaysQuery>({
      query: (params) => ({ url: '/publicHolidays', params }),
      providesTags: ['Holidays'],
    }),
    getCourseTimetable: build.query<CourseTimetable, string>({
      query: (courseCode) => ({ url: '/courseTimetable', params: { course_code: courseCode } }),
      providesTags: ['Timetable'],
    }),
    setTimetable: build.mutation<TimetableAnswer, TimetablePayload>({
      query: (body) => ({ url: '/setTimetable', method: 'POST', body }),
      invalidatesTags: [...CALENDAR_CHANGED],
    }),
    removeLectureChange: build.mutation<TimetableAnswer, LectureChangeRef>({
      query: (body) => ({ url: '/removeLectureChange', method: 'POST', body }),
      invalidatesTags: [...CALENDAR_CHANGED],
    }),
    importTimetables: build.mutation<TimetableImportResult, TimetableImport>({
      query: (body) => ({ url: '/importTimetables', method: 'POST', body }),
      invalidatesTags: (result) => (result?.applied ? [...CALENDAR_CHANGED] : []),
    }),
    copyTimetables: build.mutation<TimetableCopyAnswer, TimetableCopy>({
      query: (body) => ({ url: '/copyTimetables', method: 'POST', body }),
      invalidatesTags: [...CALENDAR_CHANGED],
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useAddCourseMutation,
  useEditCourseMutation,
  useAddStudentToCourseMutation,
  useSetLeaveLimitMutation,
  useLookUpStudentQuery,
  useGetCourseEnrolmentsQuery,
  useRemoveEnrolmentMutation,
  useLazyExportCourseEnrolmentsQuery,
  useGetStudentsQuery,
  useLazyExportStudentsQuery,
  useImportStudentsMutation,
  useImportEnrolmentsMutation,
  useGetAdminOverviewQuery,
  useGetLeaveByWeekQuery,
  useGetAuditEventsQuery,
  useLazyExportAuditEventsQuery,
  useChangePasswordMutation,
  useGetAccountQuery,
  useResetPasswordMutation,
  useSetAccountActiveMutation,
  useGetAllLeavesQuery,
  useLazyExportLeavesQuery,
  useGetCourseListQuery,
  useLazyExportCoursesQuery,
  useGetInstructorsQuery,
  useLazyExportInstructorsQuery,
  useGetTermsQuery,
  useAddTermMutation,
  useEditTermMutation,
  useRemoveTermMutation,
  useGetHolidaysQuery,
  useAddHolidayMutation,
  useRemoveHolidayMutation,
  useImportHolidaysMutation,
  useLazyGetPublicHolidaysQuery,
  useGetCourseTimetableQuery,
  useSetTimetableMutation,
  useRemoveLectureChangeMutation,
  useImportTimetablesMutation,
  useCopyTimetablesMutation,
  useGetLeaveKindsQuery,
  useAddLeaveKindMutation,
  useEditLeaveKindMutation,
} = adminApi;
