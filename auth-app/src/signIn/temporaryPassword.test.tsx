/** Signing in with a temporary password from the admin: a new one is chosen first (issue 11). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PasswordChange } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignIn from './SignIn';

const server = setupMockServer();

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('asks for a new password twice, sends it with the temporary one, and signs in', async () => {
  const changes: PasswordChange[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () =>
      HttpResponse.json(
        { message: 'Your password was reset by the admin: choose a new password to continue', field: 'new_passwd' },
        { status: 403 },
      ),
    ),
    http.post(`${TEST_API_HOST}/changePassword`, async ({ request }) => {
      changes.push((await request.json()) as PasswordChange);
      return HttpResponse.json({
        message: 'Password changed.',
        session: { user_id: 1003, role: 'student', name: 'Diya Patel' },
      });
    }),
  );
  const { onLogin } = renderRemote(SignIn);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), '1003');
  await user.type(screen.getByLabelText('Password'), 'Kq7m-XbP4-w9Td');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(
    await screen.findByText('Your password was reset by the admin: choose a new password to continue'),
  ).toBeInTheDocument();
  expect(window.alert).not.toHaveBeenCalled();
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('New Password'), 'Heron-Lake-58');
  await user.type(screen.getByLabelText('Confirm New Password'), 'Heron-Lake-59');
  await user.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
  expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
  expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
    'Confirm New Password must be the same as the new password',
  );
  expect(changes).toHaveLength(0);

  await user.clear(screen.getByLabelText('Confirm New Password'));
  await user.type(screen.getByLabelText('Confirm New Password'), 'Heron-Lake-58');
  await user.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
  await screen.findByRole('button', { name: 'Set Password and Sign In' });
  expect(changes).toEqual([{ user_id: 1003, role: 'student', passwd: 'Kq7m-XbP4-w9Td', new_passwd: 'Heron-Lake-58' }]);
  expect(onLogin).toHaveBeenCalledWith({ user_id: 1003, role: 'student', name: 'Diya Patel' });
});

it('says inline, without the wrong-credentials alert, that a deactivated account cannot sign in', async () => {
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () =>
      HttpResponse.json({ message: "This account is deactivated: ask your school's admin" }, { status: 403 }),
    ),
  );
  renderRemote(SignIn);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), '502');
  await user.type(screen.getByLabelText('Password'), 'teacher123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText("This account is deactivated: ask your school's admin")).toBeInTheDocument();
  expect(window.alert).not.toHaveBeenCalled();
});

describe('in Hindi', () => {
  resetLanguageAfterEach();

  it("asks for the new password in Hindi, its rules' messages too (web-kit's form, in the auth-app's catalogue)", async () => {
    server.use(
      http.post(`${TEST_API_HOST}/userVerify`, () =>
        HttpResponse.json(
          { message: 'Your password was reset by the admin: choose a new password to continue', field: 'new_passwd' },
          { status: 403 },
        ),
      ),
    );
    chooseLanguage('hi');
    renderRemote(SignIn);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('उपयोगकर्ता नाम'), '1003');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Kq7m-XbP4-w9Td');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    const form = await screen.findByRole('form', { name: 'पासवर्ड बदलें' });
    const password = screen.getByLabelText(/^नया पासवर्ड/);
    expect(password).toHaveAccessibleDescription('कम से कम 8 अक्षर; कोई आम पासवर्ड नहीं, आपका उपयोगकर्ता नाम नहीं');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड सेट करें और साइन इन करें' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(
      'कम से कम 8 अक्षर; कोई आम पासवर्ड नहीं, आपका उपयोगकर्ता नाम नहीं नया पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    );
    await user.clear(password);
    await user.type(password, 'Heron-Lake-58');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड सेट करें और साइन इन करें' }));
    expect(await screen.findByText('नए पासवर्ड की पुष्टि करें नए पासवर्ड के समान होना चाहिए')).toBeInTheDocument();
    // The server's own message is its English, as it came; every word of the form is Hindi.
    expect(form.textContent).not.toMatch(/[A-Za-z]/);
  });
});
