import { delay, http, HttpResponse } from 'msw';
import { setupMockServer } from '@leave/web-kit/testing';
import { endServerSession, fetchServerSession } from './serverSession';

const server = setupMockServer();
const API = 'http://api.test';

it('restores the session the server reports', async () => {
  server.use(
    http.get(`${API}/session`, () => HttpResponse.json({ user_id: 501, role: 'course instructor', name: 'Dr. I' })),
  );
  await expect(fetchServerSession(API)).resolves.toEqual({ user_id: 501, role: 'course instructor', name: 'Dr. I' });
});

it('gives null when the server says nobody is signed in (204, no body)', async () => {
  server.use(http.get(`${API}/session`, () => new HttpResponse(null, { status: 204 })));
  await expect(fetchServerSession(API)).resolves.toBeNull();
});

it('gives null for the 401 an earlier API answered when nobody is signed in', async () => {
  server.use(http.get(`${API}/session`, () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
  await expect(fetchServerSession(API)).resolves.toBeNull();
});

it.each([
  [
    'a backend without sessions (404)',
    () => HttpResponse.json({ message: 'There is no GET /session' }, { status: 404 }),
  ],
  ['a malformed answer', () => HttpResponse.json({ user_id: 'x' })],
])('gives undefined (keep the tab’s session) for %s', async (_case, answer) => {
  server.use(http.get(`${API}/session`, answer));
  await expect(fetchServerSession(API)).resolves.toBeUndefined();
});

it('gives unreachable when the network fails', async () => {
  server.use(http.get(`${API}/session`, () => HttpResponse.error()));
  await expect(fetchServerSession(API)).resolves.toBe('unreachable');
});

it('gives unreachable when the server does not answer in time', async () => {
  server.use(
    http.get(`${API}/session`, async () => {
      await delay(1000);
      return HttpResponse.json({ user_id: 501, role: 'course instructor', name: 'Dr. I' });
    }),
  );
  await expect(fetchServerSession(API, 50)).resolves.toBe('unreachable');
});

it('asks the server to end the session on logout', async () => {
  const calls: string[] = [];
  server.use(
    http.post(`${API}/logout`, ({ request }) => {
      calls.push(request.method);
      return HttpResponse.json({ message: 'Signed out' });
    }),
  );
  endServerSession(API);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual(['POST']);
});

it('opens the school provider’s sign-out page when the server names one, and nothing else otherwise', async () => {
  const opened: string[] = [];
  const signOut = 'https://idp.school.example/logout?client_id=leave-management';
  server.use(http.post(`${API}/logout`, () => HttpResponse.json({ message: 'Signed out', sign_out_url: signOut })));
  await endServerSession(API, (url) => opened.push(url));
  expect(opened).toEqual([signOut]);

  server.use(
    http.post(`${API}/logout`, () => HttpResponse.json({ message: 'Signed out', sign_out_url: 'javascript:alert(1)' })),
  );
  await endServerSession(API, (url) => opened.push(url));
  server.use(http.post(`${API}/logout`, () => HttpResponse.json({ message: 'Signed out' })));
  await endServerSession(API, (url) => opened.push(url));
  expect(opened).toEqual([signOut]);
});
