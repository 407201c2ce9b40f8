import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@leave/web-kit';
import type { CourseSummary, LeaveLimitChange, MessageResponse, NewCourse, NewEnrollment } from '@leave/contract';

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Courses'],
  endpoints: (build) => ({
    getCourses: build.query<CourseSummary[], void>({
      query: () => '/courses',
      providesTags: ['Courses'],
    }),
    addCourse: build.mutation<MessageResponse, NewCourse>({
      query: (body) => ({ url: '/addCourse', method: 'POST', body }),
      invalidatesTags: ['Courses'],
    }),
    setLeaveLimit: build.mutation<MessageResponse, LeaveLimitChange>({
      query: (body) => ({ url: '/setLeaveLimit', method: 'POST', body }),
      invalidatesTags: ['Courses'],
    }),
    addStudentToCourse: build.mutation<MessageResponse, NewEnrollment>({
      query: (body) => ({ url: '/addStudentToCourse', method: 'POST', body }),
    }),
  }),
});

export const { useGetCoursesQuery, useAddCourseMutation, useAddStudentToCourseMutation, useSetLeaveLimitMutation } =
  adminApi;
