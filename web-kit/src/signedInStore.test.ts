import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, createApiStore } from './apiStore';
import { createSignedInStore } from './signedInStore';
import { TEST_API_HOST } from './testing';

const api = createApi({ reducerPath: 'roleApi', baseQuery: apiBaseQuery, endpoints: () => ({}) });

it('gives a signed-in role the apis every role shares beside its own', () => {
  const store = createSignedInStore(api, TEST_API_HOST);
  expect(Object.keys(store.getState()).sort()).toEqual(['devicesApi', 'notificationsApi', 'roleApi', 'schoolTodayApi']);
});

it('gives a sign-in page its own api alone', () => {
  expect(Object.keys(createApiStore(api, TEST_API_HOST).getState())).toEqual(['roleApi']);
});
