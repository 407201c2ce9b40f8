import { createApi } from '@leave/web-kit/state';
import type { SaidResponse, SignedInDevicePage, SignedInDevicesQuery, SignOutDevice } from '@leave/contract';
import { apiBaseQuery } from '../apiBaseQuery';

/** The Signed-in devices view: the same in every role's app. */
export const devicesApi = createApi({
  reducerPath: 'devicesApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Devices'],
  endpoints: (build) => ({
    getSignedInDevices: build.query<SignedInDevicePage, SignedInDevicesQuery>({
      query: (params) => ({ url: '/signedInDevices', params }),
      providesTags: ['Devices'],
    }),
    signOutDevice: build.mutation<SaidResponse, SignOutDevice>({
      query: (body) => ({ url: '/signOutDevice', method: 'POST', body }),
      invalidatesTags: ['Devices'],
    }),
    signOutEverywhere: build.mutation<SaidResponse, void>({
      query: () => ({ url: '/signOutEverywhere', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSignedInDevicesQuery, useSignOutDeviceMutation, useSignOutEverywhereMutation } = devicesApi;

/** How many devices the view shows a page. */
export const DEVICES_PAGE_SIZE = 20;
