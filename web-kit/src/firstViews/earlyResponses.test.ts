import { http, HttpResponse } from 'msw';
import { createApi } from '@leave/web-kit/state';
import { apiBaseQuery, createApiStore } from '../apiStore';
import { setupMockServer, TEST_API_HOST } from '../testing';
import { forgetEarlyResponses, startEarly } from './earlyResponses';

const server = setupMockServer();
afterEach(forgetEarlyResponses);

const api = createApi({
  reducerPath: 'listApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['List'],
  endpoints: (build) => ({
    pending: build.query<{ total: number }, void>({ query: () => '/pendingRequests', providesTags: ['List'] }),
    decide: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/decideRequest', method: 'POST' }),
      invalidatesTags: ['List'],
    }),
  }),
});

it('serves no answer read before a change after it: the list reloaded after a decision is the server’s', async () => {
  let total = 2;
  server.use(
    http.get(`${TEST_API_HOST}/pendingRequests`, () => HttpResponse.json({ total })),
    http.post(`${TEST_API_HOST}/decideRequest`, () => {
      total -= 1;
      return HttpResponse.json({ message: 'Rejected' });
    }),
  );
  const store = createApiStore(api, TEST_API_HOST);
  // The app's first call did not take the answer the page started early (it asked first).
  const first = store.dispatch(api.endpoints.pending.initiate());
  expect((await first).data).toEqual({ total: 2 });
  await startEarly(`${TEST_API_HOST}/pendingRequests`);

  await store.dispatch(api.endpoints.decide.initiate());
  // The list reloads (the decision invalidated it): with the server's answer, not the early one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const select = api.endpoints.pending.select();
  expect(select(store.getState() as Parameters<typeof select>[0]).data).toEqual({ total: 1 });
  first.unsubscribe();
});

it('still gives a first call the answer the page started early', async () => {
  let calls = 0;
  server.use(http.get(`${TEST_API_HOST}/pendingRequests`, () => HttpResponse.json({ total: (calls += 1) })));
  await startEarly(`${TEST_API_HOST}/pendingRequests`);
  const store = createApiStore(api, TEST_API_HOST);
  const first = store.dispatch(api.endpoints.pending.initiate());
  expect((await first).data).toEqual({ total: 1 });
  expect(calls).toBe(1);
  first.unsubscribe();
});
