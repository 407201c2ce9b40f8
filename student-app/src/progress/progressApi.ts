import type { MyProgress } from '@leave/contract';
import { studentApi } from '../api/studentApi';

/** My Progress' call, added to the student's API when the view is opened (not in the first view). */
export const progressApi = studentApi.injectEndpoints({
  endpoints: (build) => ({
    // Over the term of the school's today: the server picks the weeks.
    getMyProgress: build.query<MyProgress, number>({
      query: (userId) => ({ url: '/myProgress', params: { user_id: userId } }),
      providesTags: ['StudentData'],
    }),
  }),
});

export const { useGetMyProgressQuery } = progressApi;
