import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminSignIn from './AdminSignIn';

const server = setupMockServer();

it('signs in with the admin role and offers no role choice or sign-up', async () => {
  const received: unknown[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, async ({ request }) => {
      const body = (await request.json()) as object;
      received.push(body);
      return HttpResponse.json([{ ...body, name: 'Admin' }]);
    }),
  );
  const { onLogin } = renderRemote(AdminSignIn, { route: '/admin' });
  expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Sign Up/ })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Username'), '1');
  await userEvent.type(screen.getByLabelText('Password'), 'admin123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ user_id: 1, role: 'admin', name: 'Admin' }));
  expect(received).toEqual([{ user_id: 1, passwd: 'admin123', role: 'admin' }]);
});
