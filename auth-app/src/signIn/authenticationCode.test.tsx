/** An admin with two-factor sign-in on: the server asks for the code, the form shows its field (issue 38). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Credentials } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminSignIn from './AdminSignIn';

const server = setupMockServer();

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const ASKED = 'Enter the 6-digit code from your authenticator app (or a recovery code) to sign in';
const WRONG = 'That code is not right, or was already used: enter the current code from your authenticator app';

it('shows the Authentication code field when asked, focuses it, and sends the same call again with the code', async () => {
  const received: Credentials[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, async ({ request }) => {
      const body = (await request.json()) as Credentials;
      received.push(body);
      if (body.otp === undefined) return HttpResponse.json({ message: ASKED, field: 'otp' }, { status: 401 });
      if (body.otp !== '284913') return HttpResponse.json({ message: WRONG, field: 'otp' }, { status: 401 });
      return HttpResponse.json([{ user_id: 1, role: 'admin', name: 'Admin' }]);
    }),
  );
  const { onLogin } = renderRemote(AdminSignIn, { route: '/admin' });
  const user = userEvent.setup();
  expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Username'), '1');
  await user.type(screen.getByLabelText('Password'), 'admin123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText(ASKED)).toBeInTheDocument();
  // The field downloads when it is asked for.
  const code = await screen.findByLabelText(/Authentication code/);
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(window.alert).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(code).toHaveAccessibleDescription(/Authentication code is required/);
  await user.type(code, '123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(code).toHaveAccessibleDescription(/Authentication code must be the 6-digit code/);
  expect(received).toHaveLength(1);

  await user.clear(code);
  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(WRONG)));
  expect(code).toHaveFocus();

  await user.clear(code);
  await user.type(code, '284913');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ user_id: 1, role: 'admin', name: 'Admin' }));
  expect(received.map((body) => body.otp)).toEqual([undefined, '111111', '284913']);
  expect(received[2]).toEqual({ user_id: 1, passwd: 'admin123', role: 'admin', otp: '284913' });
  expect(window.alert).not.toHaveBeenCalled();
});

describe('in Hindi', () => {
  resetLanguageAfterEach();

  it("names the Authentication code field and its hint in Hindi (web-kit's field, in the auth-app's catalogue)", async () => {
    server.use(
      http.post(`${TEST_API_HOST}/userVerify`, () =>
        HttpResponse.json({ message: ASKED, field: 'otp' }, { status: 401 }),
      ),
    );
    chooseLanguage('hi');
    renderRemote(AdminSignIn, { route: '/admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('उपयोगकर्ता नाम'), '1');
    await user.type(screen.getByLabelText('पासवर्ड'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    const code = await screen.findByLabelText(/^प्रमाणीकरण कोड/);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('आपके प्रमाणीकरण ऐप से 6 अंक, या एक पुनर्प्राप्ति कोड');
  });
});
