import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Credentials } from '@leave/contract';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignIn from './SignIn';

const server = setupMockServer();
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/**
 * A /userVerify that answers as the API does for one account: the user id and role echoed, with
 * the name, and the password too when `echoesPassword` (the SIGN_IN_ECHOES_PASSWORD setting).
 */
function verifyAccepting(account: Credentials & { name: string }, echoesPassword = false) {
  const received: unknown[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, async ({ request }) => {
      const body = (await request.json()) as Credentials;
      received.push(body);
      const matches = body.user_id === account.user_id && body.passwd === account.passwd && body.role === account.role;
      return matches
        ? HttpResponse.json([
            {
              user_id: body.user_id,
              role: body.role,
              ...(echoesPassword ? { passwd: body.passwd } : {}),
              name: account.name,
            },
          ])
        : HttpResponse.json({ message: 'Invalid user id, password or role' }, { status: 401 });
    }),
  );
  return received;
}

async function fillAndSubmit(username: string, password: string, role?: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (role) await user.selectOptions(screen.getByLabelText('Role'), role);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('shows the fields, the roles with student as default, and the sign-up link', () => {
  renderRemote(SignIn);
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  const role = screen.getByLabelText('Role');
  expect(role).toHaveValue('student');
  expect(screen.getByRole('option', { name: 'Student' })).toHaveValue('student');
  expect(screen.getByRole('option', { name: 'Instructor' })).toHaveValue('course instructor');
  expect(screen.getByRole('link', { name: "Don't have an account? Sign Up" })).toHaveAttribute('href', '/signup');
  // The admin's password is refused here; the admin's own sign-in is one tap away.
  expect(screen.getByRole('link', { name: 'School admin? Sign in here' })).toHaveAttribute('href', '/admin');
});

it('requires username and password, with a message per field, and calls nothing', async () => {
  const received = verifyAccepting({ user_id: 1, passwd: 'x', role: 'student', name: 'X' });
  renderRemote(SignIn);
  await fillAndSubmit('', '');
  expect(screen.getByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(received).toHaveLength(0);
});

it('sends the user id as a number and hands the session (without password) to the shell', async () => {
  const received = verifyAccepting({ user_id: 501, passwd: 'teacher123', role: 'course instructor', name: 'Dr. Iyer' });
  const { onLogin } = renderRemote(SignIn);
  await fillAndSubmit('501', 'teacher123', 'Instructor');
  await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
  expect(received).toEqual([{ user_id: 501, passwd: 'teacher123', role: 'course instructor' }]);
  expect(onLogin).toHaveBeenCalledWith({ user_id: 501, role: 'course instructor', name: 'Dr. Iyer' });
  expect(alertSpy).not.toHaveBeenCalled();
});

it('signs in as well against a server set to echo the password, as the seed’s did', async () => {
  verifyAccepting({ user_id: 1001, passwd: 'student123', role: 'student', name: 'Aarav Sharma' }, true);
  const { onLogin } = renderRemote(SignIn);
  await fillAndSubmit('1001', 'student123');
  await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ user_id: 1001, role: 'student', name: 'Aarav Sharma' }));
});

it('alerts on a wrong password and keeps what was typed', async () => {
  verifyAccepting({ user_id: 1001, passwd: 'right', role: 'student', name: 'A' });
  const { onLogin } = renderRemote(SignIn);
  await fillAndSubmit('1001', 'wrong');
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Invalid Username or Password'));
  expect(onLogin).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Username')).toHaveValue('1001');
});

it('refuses a response that does not echo the credentials', async () => {
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () =>
      HttpResponse.json([{ user_id: 9, passwd: 'secret1', role: 'student', name: 'Someone else' }]),
    ),
  );
  const { onLogin } = renderRemote(SignIn);
  await fillAndSubmit('1001', 'secret1');
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Invalid Username or Password'));
  expect(onLogin).not.toHaveBeenCalled();
});

it('explains once, inline and without the wrong-credentials alert, when the server cannot be reached', async () => {
  server.use(http.post(`${TEST_API_HOST}/userVerify`, () => HttpResponse.error()));
  renderRemote(SignIn);
  await fillAndSubmit('1001', 'secret1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  expect(alertSpy).not.toHaveBeenCalled();
});

it('tells a throttled sign-in to wait, inline, without calling the password wrong', async () => {
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () =>
      HttpResponse.json({ message: 'Too many failed sign-ins. Try again in 15 minutes.' }, { status: 429 }),
    ),
  );
  renderRemote(SignIn);
  await fillAndSubmit('1001', 'secret1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again in 15 minutes.');
  expect(alertSpy).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Username')).toHaveValue('1001');
});

it('moves the focus to the first field in error on an empty submit', async () => {
  renderRemote(SignIn);
  await fillAndSubmit('', '');
  expect(screen.getByLabelText('Username')).toHaveFocus();
  await fillAndSubmit('1001', '');
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

it('asks for digits when the username is not a number', async () => {
  renderRemote(SignIn);
  await fillAndSubmit('abc', 'secret1');
  expect(screen.getByText('Username is your Roll No. or Registration No. (digits only)')).toBeInTheDocument();
});
