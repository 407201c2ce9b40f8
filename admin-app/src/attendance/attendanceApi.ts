import type {
  AttendanceRules,
  AttendanceRulesSaved,
  LectureRoll,
  LectureRollQuery,
  RollMarksImport,
  RollMarksImportResult,
  RollSave,
  RollSaved,
} from '@leave/contract';
import { adminApi } from '../api/adminApi';

/**
 * The roll, for the admin: the school's attendance rules, any lecture's roll to correct, and
 * marks imported from a file. A rule or a mark changes every student's standing ('Leave', 'Students').
 */
export const attendanceApi = adminApi.enhanceEndpoints({ addTagTypes: ['AttendanceRules', 'Roll'] }).injectEndpoints({
  endpoints: (build) => ({
    getAttendanceRules: build.query<AttendanceRules, void>({
      query: () => '/attendanceRules',
      providesTags: ['AttendanceRules'],
    }),
    saveAttendanceRules: build.mutation<AttendanceRulesSaved, AttendanceRules>({
      query: (body) => ({ url: '/saveAttendanceRules', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AttendanceRules', 'Roll', 'Leave', 'Students', 'Audit']),
    }),
    getLectureRoll: build.query<LectureRoll, LectureRollQuery>({
      query: (params) => ({ url: '/lectureRoll', params }),
      providesTags: ['Roll'],
    }),
    saveRoll: build.mutation<RollSaved, RollSave>({
      query: (body) => ({ url: '/saveRoll', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Roll', 'Leave', 'Students', 'Audit']),
    }),
    importRollMarks: build.mutation<RollMarksImportResult, RollMarksImport>({
      query: (body) => ({ url: '/importRollMarks', method: 'POST', body }),
      invalidatesTags: (result) => (result?.applied ? ['Roll', 'Leave', 'Students', 'Audit'] : []),
    }),
  }),
});

export const {
  useGetAttendanceRulesQuery,
  useSaveAttendanceRulesMutation,
  useLazyGetLectureRollQuery,
  useGetLectureRollQuery,
  useSaveRollMutation,
  useImportRollMarksMutation,
} = attendanceApi;
