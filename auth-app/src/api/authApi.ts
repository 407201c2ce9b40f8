import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, changePasswordEndpoint } from '@leave/web-kit';
import type { Credentials, MessageResponse, SignUpPayload, SingleSignOnStatus, VerifyResponse } from '@leave/contract';

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    changePassword: changePasswordEndpoint(build),
    verifyUser: build.mutation<VerifyResponse, Credentials>({
      query: (body) => ({ url: '/userVerify', method: 'POST', body }),
    }),
    singleSignOn: build.query<SingleSignOnStatus, void>({
      query: () => '/singleSignOnStatus',
    }),
    addUser: build.mutation<MessageResponse, SignUpPayload>({
      query: (body) => ({ url: '/addUser', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyUserMutation, useAddUserMutation, useChangePasswordMutation, useSingleSignOnQuery } = authApi;
