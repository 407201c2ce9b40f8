import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@leave/web-kit';
import type { MessageResponse, NewLeave, StudentDataResponse } from '@leave/contract';

export const studentApi = createApi({
  reducerPath: 'studentApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['StudentData'],
  endpoints: (build) => ({
    getStudentData: build.query<StudentDataResponse, number>({
      query: (userId) => ({ url: '/studentData', params: { user_id: userId } }),
      providesTags: ['StudentData'],
    }),
    // A new leave changes the calendar, the panel and the percentages: reload the student data.
    addLeave: build.mutation<MessageResponse, NewLeave>({
      query: (body) => ({ url: '/addLeave', method: 'POST', body }),
      invalidatesTags: ['StudentData'],
    }),
  }),
});

export const { useGetStudentDataQuery, useAddLeaveMutation } = studentApi;
