import type {
  MessageResponse,
  SecondFactorCode,
  TwoFactorEnabled,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@leave/contract';
import { adminApi } from '../api/adminApi';

/** The signed-in admin's own two-factor sign-in, beside the workspace's calls. */
export const twoFactorApi = adminApi.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    getTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => '/twoFactor',
      providesTags: ['TwoFactor'],
    }),
    startTwoFactor: build.mutation<TwoFactorEnrolment, void>({
      query: () => ({ url: '/startTwoFactor', method: 'POST', body: {} }),
    }),
    confirmTwoFactor: build.mutation<TwoFactorEnabled, SecondFactorCode>({
      query: (body) => ({ url: '/confirmTwoFactor', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Audit'],
    }),
    disableTwoFactor: build.mutation<MessageResponse, SecondFactorCode>({
      query: (body) => ({ url: '/disableTwoFactor', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Audit'],
    }),
  }),
});

export const {
  useGetTwoFactorQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
