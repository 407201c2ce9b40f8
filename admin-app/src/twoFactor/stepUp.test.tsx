/** A password reset asks an admin with two-factor on for a fresh code, in a dialog, and retries (issue 38). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PasswordResetRequest } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';
import { diyasAccount } from '../testing/accounts';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };
const ASK = 'Enter a current code from your authenticator app to confirm this action';
const WRONG = 'That code is not right, or was already used: enter the current code from your authenticator app';

function backend() {
  const resets: PasswordResetRequest[] = [];
  server.use(
    http.get(`${TEST_API_HOST}/account`, () => HttpResponse.json(diyasAccount)),
    http.post(`${TEST_API_HOST}/resetPassword`, async ({ request }) => {
      const body = (await request.json()) as PasswordResetRequest;
      resets.push(body);
      if (body.otp === undefined) return HttpResponse.json({ message: ASK, field: 'otp' }, { status: 403 });
      if (body.otp !== '424242') return HttpResponse.json({ message: WRONG, field: 'otp' }, { status: 403 });
      return HttpResponse.json({
        message: 'Diya Patel has a temporary password.',
        temporary_password: 'Kq7m-XbP4-w9Td',
      });
    }),
  );
  return { resets };
}

async function findAccount() {
  const user = userEvent.setup();
  renderRemote(AdminApp, { session, route: '/admin' });
  await openView('Accounts');
  await user.type(screen.getByLabelText(/User ID/), '1003');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByRole('region', { name: 'Account of Diya Patel' });
  return user;
}

it('asks for the code in a dialog, says when it is wrong, and resets once it is right', async () => {
  const api = backend();
  const user = await findAccount();
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(ASK);
  const code = within(dialog).getByLabelText(/Authentication code/);
  expect(code).toHaveFocus();

  await user.type(code, '111111');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(WRONG)));

  await user.clear(code);
  await user.type(code, '424242{Enter}');
  expect(await screen.findByText(/Diya Patel has a temporary password\./)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Kq7m-XbP4-w9Td')).toBeInTheDocument();
  expect(api.resets.map((body) => body.otp)).toEqual([undefined, '111111', '424242']);
});

it('keeps the focus inside while open, and Escape cancels: nothing is reset and the refusal is shown', async () => {
  const api = backend();
  const user = await findAccount();
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  const dialog = await screen.findByRole('dialog');
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByLabelText(/Authentication code/)).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText(ASK)).toBeInTheDocument();
  expect(api.resets).toHaveLength(1);
});
