/** The Signed-in Devices view, as the admin uses it (the same component serves every role). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignedInDevice, SignedInDevicePage } from '@leave/contract';
import { openView, renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from './AdminApp';

const server = setupMockServer();
const session = { user_id: 1, role: 'admin' as const, name: 'Admin' };

const device = (device_id: string, name: string, current: boolean): SignedInDevice => ({
  device_id,
  device: name,
  client_ip: '10.0.0.7',
  signed_in_at: '2026-11-24T08:00:00.000Z',
  last_seen_at: '2026-11-25T09:30:00.000Z',
  current,
});

function backend() {
  let devices = [
    device('thisDevice000000000000', 'Chrome on Linux', true),
    device('oldPhone00000000000000', 'Safari on iOS', false),
  ];
  const signedOut: unknown[] = [];
  let everywhere = 0;
  server.use(
    http.get(`${TEST_API_HOST}/signedInDevices`, () =>
      HttpResponse.json<SignedInDevicePage>({ items: devices, total: devices.length, page: 1, page_size: 20 }),
    ),
    http.post(`${TEST_API_HOST}/signOutDevice`, async ({ request }) => {
      const body = (await request.json()) as { device_id: string };
      signedOut.push(body);
      const gone = devices.find((d) => d.device_id === body.device_id)!;
      devices = devices.filter((d) => d !== gone);
      return HttpResponse.json({ message: `${gone.device} is signed out.` });
    }),
    http.post(`${TEST_API_HOST}/signOutEverywhere`, () => {
      everywhere += 1;
      return HttpResponse.json({ message: 'Signed out on every device (2 sessions ended).' });
    }),
  );
  return { signedOut, everywhere: () => everywhere };
}

it('lists where the account is signed in and signs out another device, saying so', async () => {
  const { signedOut } = backend();
  const user = userEvent.setup();
  renderRemote(AdminApp, { session });
  await openView('Signed-in Devices');
  expect(screen.getByRole('heading', { name: 'Signed-in Devices' })).toHaveFocus();
  expect(document.title).toBe('Signed-in Devices - Leave Management');

  const list = await screen.findByRole('list', { name: 'Signed-in devices, most recently seen first' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('strong')?.parentElement?.firstChild?.textContent)).toEqual([
    'Chrome on Linux',
    'Safari on iOS',
  ]);
  expect(rows[0]).toHaveTextContent('(this device)');
  expect(rows[1]).toHaveTextContent(/From 10\.0\.0\.7 · signed in .*2026.* · last seen .*2026/);

  await user.click(screen.getByRole('button', { name: /^Sign out Safari on iOS, last seen/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('Safari on iOS is signed out.');
  expect(screen.getByRole('status')).toHaveFocus();
  expect(signedOut).toEqual([{ device_id: 'oldPhone00000000000000' }]);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /^Sign out Safari on iOS/ })).not.toBeInTheDocument(),
  );
});

it('signs out everywhere, then returns this browser to sign-in', async () => {
  const { everywhere } = backend();
  const user = userEvent.setup();
  const { onLogout } = renderRemote(AdminApp, { session });
  await openView('Signed-in Devices');
  await screen.findByRole('list', { name: 'Signed-in devices, most recently seen first' });
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => expect(onLogout).toHaveBeenCalled());
  expect(everywhere()).toBe(1);
});

it('signing out this device returns it to sign-in too', async () => {
  backend();
  const user = userEvent.setup();
  const { onLogout } = renderRemote(AdminApp, { session });
  await openView('Signed-in Devices');
  await user.click(await screen.findByRole('button', { name: /^Sign out Chrome on Linux \(this device\)/ }));
  await waitFor(() => expect(onLogout).toHaveBeenCalled());
});
