/** The admin's Sign-in Options (issue 41), through the menu, against a small fake of its calls. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignInOptions, SignInOptionsChange } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

function backend(singleSignOn: boolean) {
  const options: SignInOptions = {
    single_sign_on: singleSignOn,
    password_sign_in: { student: true, 'course instructor': true },
  };
  const sent: SignInOptionsChange[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/signInOptions`, () => HttpResponse.json(options)),
    http.post(`${TEST_API_HOST}/setSignInOptions`, async ({ request }) => {
      const change = (await request.json()) as SignInOptionsChange;
      sent.push(change);
      options.password_sign_in = change.password_sign_in;
      return HttpResponse.json(options);
    }),
  );
  return sent;
}

it('turns students’ passwords off once single sign-on is on, and says so', async () => {
  const sent = backend(true);
  renderRemote(AdminApp, { session, route: '/admin' });
  const user = userEvent.setup();
  await openView('Sign-in Options');
  expect(screen.getByRole('heading', { name: 'Sign-in Options' })).toHaveFocus();
  expect(document.title).toBe('Sign-in Options - Leave Management');
  const students = await screen.findByRole('checkbox', { name: 'Students may also sign in with a password' });
  expect(students).toBeChecked();
  await user.click(students);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sign-in options saved');
  expect(screen.getByRole('status')).toHaveFocus();
  expect(sent).toEqual([{ password_sign_in: { student: false, 'course instructor': true } }]);
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /Students/ })).not.toBeChecked());
});

it('explains that everyone uses a password while single sign-on is not set up, with nothing to change', async () => {
  backend(false);
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Sign-in Options');
  expect(await screen.findByText(/Sign-in with the school account is not set up on this server/)).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
