import type { SignInOptions, SignInOptionsChange } from '@leave/contract';
import { adminApi } from '../api/adminApi';

/** Whether students and instructors may still sign in with a password beside the school account. */
export const signInOptionsApi = adminApi.enhanceEndpoints({ addTagTypes: ['SignInOptions'] }).injectEndpoints({
  endpoints: (build) => ({
    getSignInOptions: build.query<SignInOptions, void>({
      query: () => '/signInOptions',
      providesTags: ['SignInOptions'],
    }),
    setSignInOptions: build.mutation<SignInOptions, SignInOptionsChange>({
      query: (body) => ({ url: '/setSignInOptions', method: 'POST', body }),
      invalidatesTags: ['SignInOptions', 'Audit'],
    }),
  }),
});

export const { useGetSignInOptionsQuery, useSetSignInOptionsMutation } = signInOptionsApi;
