/** Two-factor sign-in (issue 38), through the admin's menu, against a small fake of its calls. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SecondFactorCode, TwoFactorStatus } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const WRONG = 'That code is not right, or was already used: enter the current code from your authenticator app';
const CODES = [...'abcdefghij'].map((letter) => `abcd${letter}-efgh${letter}`);

/** The admin's factor, as a backend that takes the code 424242 would keep it. */
function backend(initial: Partial<TwoFactorStatus> = {}) {
  const status: TwoFactorStatus = { enabled: false, required: false, recovery_codes_left: 0, ...initial };
  const sent: string[] = [];
  const proved = async (request: Request) => {
    const { otp } = (await request.json()) as SecondFactorCode;
    sent.push(otp);
    return otp === '424242';
  };
  server.use(
    http.get(`${TEST_API_HOST}/twoFactor`, () => HttpResponse.json(status)),
    http.post(`${TEST_API_HOST}/startTwoFactor`, () =>
      HttpResponse.json({ otpauth_uri: `otpauth://totp/x?secret=${SECRET}`, secret: SECRET, qr_code: QR }),
    ),
    http.post(`${TEST_API_HOST}/confirmTwoFactor`, async ({ request }) => {
      if (!(await proved(request))) return HttpResponse.json({ message: WRONG, field: 'otp' }, { status: 403 });
      Object.assign(status, { enabled: true, recovery_codes_left: 10 });
      return HttpResponse.json({
        message: 'Two-factor sign-in is on. Keep these 10 recovery codes',
        recovery_codes: CODES,
      });
    }),
    http.post(`${TEST_API_HOST}/disableTwoFactor`, async ({ request }) => {
      if (!(await proved(request))) return HttpResponse.json({ message: WRONG, field: 'otp' }, { status: 403 });
      Object.assign(status, { enabled: false, recovery_codes_left: 0 });
      return HttpResponse.json({ message: 'Two-factor sign-in is off.' });
    }),
  );
  return { sent };
}

it('enrols an app: the QR code and the key to type, a first code, then the recovery codes once', async () => {
  const api = backend();
  renderRemote(AdminApp, { session, route: '/admin' });
  const user = userEvent.setup();
  await openView('Two-factor Sign-in');
  expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus();
  expect(document.title).toBe('Two-factor sign-in - Leave Management');

  await user.click(await screen.findByRole('button', { name: 'Set Up Two-factor Sign-in' }));
  const qr = await screen.findByRole('img', { name: 'QR code to add this account to your authenticator app' });
  expect(qr).toHaveAttribute('src', QR);
  // Set Up has gone: the focus is on its steps.
  expect(screen.getByRole('list', { name: 'Steps to set up two-factor sign-in' })).toHaveFocus();
  // The key to type, four characters at a time.
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Turn on two-factor sign-in' });
  const code = within(form).getByLabelText(/Authentication code/);
  await user.click(within(form).getByRole('button', { name: 'Turn On' }));
  expect(code).toHaveFocus();
  expect(code).toHaveAccessibleDescription(/Authentication code is required/);
  await user.type(code, '111111');
  await user.click(within(form).getByRole('button', { name: 'Turn On' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(WRONG)));
  expect(code).toHaveFocus();

  await user.clear(code);
  await user.type(code, '424242');
  await user.click(within(form).getByRole('button', { name: 'Turn On' }));
  const codes = await screen.findByRole('region', { name: 'Recovery codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(within(codes).getByRole('status')).toHaveFocus();
  expect(api.sent).toEqual(['111111', '424242']);

  await user.click(screen.getByRole('button', { name: 'I Have Saved My Recovery Codes' }));
  expect(await screen.findByText('On: signing in asks for a code from your authenticator app')).toBeInTheDocument();
  expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('turns it off with a code', async () => {
  const api = backend({ enabled: true, recovery_codes_left: 7 });
  renderRemote(AdminApp, { session, route: '/admin' });
  const user = userEvent.setup();
  await openView('Two-factor Sign-in');
  const left = await screen.findByText('Recovery codes left');
  expect(left.nextElementSibling).toHaveTextContent('7');
  const form = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await user.type(within(form).getByLabelText(/Authentication code/), '424242');
  await user.click(within(form).getByRole('button', { name: 'Turn Off' }));
  expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Set Up Two-factor Sign-in' })).toBeInTheDocument();
  expect(api.sent).toEqual(['424242']);
});

it('while every admin must enrol, offers enrolment alone', async () => {
  backend({ required: true });
  renderRemote(AdminApp, { session, route: '/admin' });
  expect(
    await screen.findByText('Every admin must set up two-factor sign-in before using the dashboard.'),
  ).toBeInTheDocument();
  const menu = screen.getAllByRole('button').map((button) => button.textContent);
  expect(menu).toEqual(['☰', 'Two-factor Sign-in', 'Logout', 'Set Up Two-factor Sign-in']);
});

it('offers the otpauth link for a phone, the key in groups of four, and copies, downloads and prints the codes', async () => {
  backend();
  const created: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:codes'));
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  renderRemote(AdminApp, { session, route: '/admin' });
  const user = userEvent.setup();
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  await openView('Two-factor Sign-in');
  await user.click(await screen.findByRole('button', { name: 'Set Up Two-factor Sign-in' }));

  expect(await screen.findByRole('link', { name: 'Add to my authenticator app' })).toHaveAttribute(
    'href',
    `otpauth://totp/x?secret=${SECRET}`,
  );
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Turn on two-factor sign-in' });
  await user.type(within(form).getByLabelText(/Authentication code/), '424242');
  await user.click(within(form).getByRole('button', { name: 'Turn On' }));
  const codes = await screen.findByRole('region', { name: 'Recovery codes' });

  await user.click(within(codes).getByRole('button', { name: 'Copy Codes' }));
  expect(await within(codes).findByText('Recovery codes copied.')).toBeInTheDocument();
  expect(copied).toHaveBeenCalledWith(CODES.join('\n'));

  await user.click(within(codes).getByRole('button', { name: 'Download Codes (.txt)' }));
  expect(names).toEqual(['recovery-codes.txt']);
  const text = await created[0]!.text();
  expect(text.split('\r\n').filter((line) => CODES.includes(line))).toEqual(CODES);
  expect(created[0]!.type).toBe('text/plain;charset=utf-8');

  await user.click(within(codes).getByRole('button', { name: 'Print Codes' }));
  expect(print).toHaveBeenCalledTimes(1);
  click.mockRestore();
  print.mockRestore();
});
