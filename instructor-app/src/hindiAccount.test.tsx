/**
 * The views every role's dashboard has, in Hindi, as the instructor uses them (web-kit's, the same
 * for every role, their Hindi in each role's catalogue): Change Password with its rules' messages,
 * and Signed-in Devices with its pager. No English word is left but the data: a device's name, an
 * address, and what Intl writes in hi-IN of a time.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignedInDevice, SignedInDevicePage } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import {
  FIRST_DRAW,
  renderRemote,
  resetLanguageAfterEach,
  setupMockServer,
  TEST_API_HOST,
} from '@leave/web-kit/testing';
import InstructorApp from './InstructorApp';
import { instructorDataHandler } from './testing/handlers';

const server = setupMockServer();
const session = { user_id: 501, role: 'course instructor' as const, name: 'Dr. Meera Iyer' };

resetLanguageAfterEach();

beforeEach(() => {
  server.use(
    instructorDataHandler([]),
    http.get(`${TEST_API_HOST}/pendingRequests`, () =>
      HttpResponse.json({ course_code: 'CS101', items: [], total: 0, page: 1, page_size: 50 }),
    ),
  );
});

/** A view's text without the data: devices' names, an address, and Intl's "am"/"pm" and "GMT" in hi-IN. */
const wordsOf = (text: string) => text.replace(/Chrome on Linux|Safari on iOS|\b[ap]m\b|GMT/g, '');

async function openView(name: string) {
  chooseLanguage('hi');
  renderRemote(InstructorApp, { session, route: '/instructor' });
  await userEvent.click(await screen.findByRole('button', { name }, FIRST_DRAW));
  return (await screen.findByRole('heading', { name }, FIRST_DRAW)).closest('section, [aria-labelledby]')!;
}

it("shows Change Password in Hindi, its rules' messages too", async () => {
  const view = await openView('पासवर्ड बदलें');
  const form = within(view as HTMLElement).getByRole('form', { name: 'पासवर्ड बदलें' });
  expect(within(form).getByLabelText(/^वर्तमान पासवर्ड/)).toBeInTheDocument();
  const password = within(form).getByLabelText(/^नया पासवर्ड/);
  expect(password).toHaveAccessibleDescription(/कम से कम 8 अक्षर; कोई आम पासवर्ड नहीं, आपका उपयोगकर्ता नाम नहीं/);
  const confirm = within(form).getByLabelText(/^नए पासवर्ड की पुष्टि करें/);

  await userEvent.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
  expect(await within(form).findByText('वर्तमान पासवर्ड आवश्यक है')).toBeInTheDocument();
  expect(within(form).getByText('नया पासवर्ड आवश्यक है')).toBeInTheDocument();

  await userEvent.type(within(form).getByLabelText(/^वर्तमान पासवर्ड/), 'old-password');
  await userEvent.type(password, '501');
  await userEvent.type(confirm, 'something else');
  await userEvent.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
  expect(await within(form).findByText('नया पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();

  await userEvent.clear(password);
  await userEvent.type(password, 'aaaaaaaaaa');
  await userEvent.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
  expect(await within(form).findByText('नया पासवर्ड एक ही अक्षर की पुनरावृत्ति नहीं हो सकता')).toBeInTheDocument();
  expect(within(form).getByText('नए पासवर्ड की पुष्टि करें नए पासवर्ड के समान होना चाहिए')).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '')).not.toMatch(/[A-Za-z]/);
});

it("says Change Password's refusal and answer in Hindi, from their code", async () => {
  let calls = 0;
  server.use(
    http.post(`${TEST_API_HOST}/changePassword`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            {
              message: 'Invalid user id, password or role',
              code: 'api.invalidCredentials',
              params: {},
            },
            { status: 401 },
          )
        : HttpResponse.json({
            message: 'Password changed. You are signed in; any other sign-in of this account has ended.',
            code: 'api.passwordChanged',
            params: {},
            session,
          });
    }),
  );
  const view = await openView('पासवर्ड बदलें');
  const form = within(view as HTMLElement).getByRole('form', { name: 'पासवर्ड बदलें' });
  await userEvent.type(within(form).getByLabelText(/^वर्तमान पासवर्ड/), 'old-password');
  await userEvent.type(within(form).getByLabelText(/^नया पासवर्ड/), 'Quiet-River-77');
  await userEvent.type(within(form).getByLabelText(/^नए पासवर्ड की पुष्टि करें/), 'Quiet-River-77');
  await userEvent.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
  expect(await within(form).findByText('उपयोगकर्ता आईडी, पासवर्ड या भूमिका गलत है')).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '')).not.toMatch(/[A-Za-z]/);

  await userEvent.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
  expect(
    await within(view as HTMLElement).findByText(
      'पासवर्ड बदल गया। आप साइन इन हैं; इस खाते का हर दूसरा साइन-इन समाप्त हो गया है।',
    ),
  ).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '')).not.toMatch(/[A-Za-z]/);
});

const device = (device_id: string, name: string, current: boolean): SignedInDevice => ({
  device_id,
  device: name,
  client_ip: current ? '10.0.0.7' : '',
  signed_in_at: '2026-11-24T08:00:00.000Z',
  last_seen_at: '2026-11-25T09:30:00.000Z',
  current,
});

it('shows Signed-in Devices in Hindi: the list, each device, Sign out, the pager and Sign out everywhere', async () => {
  const devices = [
    device('thisDevice000000000000', 'Chrome on Linux', true),
    device('oldPhone00000000000000', '', false),
  ];
  server.use(
    http.get(`${TEST_API_HOST}/signedInDevices`, () =>
      HttpResponse.json<SignedInDevicePage>({ items: devices, total: 45, page: 1, page_size: 20 }),
    ),
  );
  const view = await openView('साइन-इन किए गए उपकरण');
  const list = await within(view as HTMLElement).findByRole('list', { name: 'साइन-इन किए गए उपकरण, हाल में देखे गए पहले' });
  const [current, other] = within(list).getAllByRole('listitem');
  expect(current).toHaveTextContent('Chrome on Linux (यह उपकरण)');
  expect(current).toHaveTextContent(
    /^Chrome on Linux \(यह उपकरण\)10\.0\.0\.7 से · .* को साइन इन किया · अंतिम बार .* को देखा गया/,
  );
  expect(other).toHaveTextContent(/^अज्ञात उपकरणअज्ञात पता से ·/);
  expect(
    within(current!).getByRole('button', {
      name: /^Chrome on Linux \(यह उपकरण\) साइन आउट करें, अंतिम बार .* को देखा गया$/,
    }),
  ).toHaveTextContent('साइन आउट करें');
  expect(within(other!).getByRole('button', { name: /^अज्ञात उपकरण साइन आउट करें, अंतिम बार/ })).toBeInTheDocument();
  const pager = within(view as HTMLElement).getByRole('navigation', { name: 'उपकरणों के पृष्ठ' });
  expect(pager).toHaveTextContent('पिछलापृष्ठ 1 / 3अगला');
  expect(within(view as HTMLElement).getByRole('button', { name: 'हर जगह से साइन आउट करें' })).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '').replace('10.0.0.7', '')).not.toMatch(/[A-Za-z]/);
});

it("says a device's sign-out and its refusal in Hindi, from their code", async () => {
  let calls = 0;
  server.use(
    http.get(`${TEST_API_HOST}/signedInDevices`, () =>
      HttpResponse.json<SignedInDevicePage>({
        items: [device('thisDevice000000000000', 'Chrome on Linux', true), device('oldPhone00000000000000', '', false)],
        total: 2,
        page: 1,
        page_size: 20,
      }),
    ),
    http.post(`${TEST_API_HOST}/signOutDevice`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            {
              message: 'This device is not signed in to your account: it may have been signed out already.',
              code: 'api.noSuchDevice',
              params: {},
              field: 'device_id',
            },
            { status: 404 },
          )
        : HttpResponse.json({
            message: 'Safari on iOS is signed out.',
            code: 'api.deviceSignedOut',
            params: { device: 'Safari on iOS' },
          });
    }),
  );
  const view = (await openView('साइन-इन किए गए उपकरण')) as HTMLElement;
  const signOut = await within(view).findByRole('button', { name: /^अज्ञात उपकरण साइन आउट करें/ });
  await userEvent.click(signOut);
  expect(
    await within(view).findByText('यह उपकरण आपके खाते में साइन इन नहीं है: हो सकता है वह पहले ही साइन आउट हो चुका हो।'),
  ).toBeInTheDocument();
  await userEvent.click(signOut);
  expect(await within(view).findByText('Safari on iOS साइन आउट हो गया है।')).toBeInTheDocument();
  expect(wordsOf(view.textContent ?? '').replace('10.0.0.7', '')).not.toMatch(/[A-Za-z]/);
});
