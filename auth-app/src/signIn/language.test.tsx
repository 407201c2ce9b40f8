import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { forgetLanguageInMemory } from '@leave/ui/i18n';
import { renderRemote, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminSignIn from './AdminSignIn';
import SchoolAccountProblem from '../schoolAccount/SchoolAccountProblem';
import SignUp from '../signUp/SignUp';
import SignIn from './SignIn';

const server = setupMockServer();
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  forgetLanguageInMemory();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

/** The page's text but the language choice's options, each of which is named in its own language (and the test's own hidden path). */
function textBesidesLanguageNames(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const option of copy.querySelectorAll('option[lang], [data-testid="current-path"]')) option.remove();
  return copy.textContent ?? '';
}

it('is in English by default, every word as before, with the Language choice under the form', () => {
  renderRemote(SignIn);
  const language = screen.getByLabelText('Language');
  expect(language).toHaveValue('en');
  expect(within(language).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(within(language).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  expect(screen.getByText('Leave Management')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(window.localStorage.getItem('leave-language')).toBeNull();
});

it('shows the sign-in page in Hindi when Hindi is chosen, sets the document language, and keeps the choice', async () => {
  const user = userEvent.setup();
  const { container } = renderRemote(SignIn);
  await user.selectOptions(screen.getByLabelText('Language'), 'हिन्दी');

  expect(await screen.findByRole('heading', { name: 'साइन इन' })).toBeInTheDocument();
  expect(screen.getByText('अवकाश प्रबंधन')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'साइन इन' })).toBeInTheDocument();
  expect(screen.getByLabelText('उपयोगकर्ता नाम')).toBeInTheDocument();
  expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('भूमिका')).toHaveValue('student');
  expect(screen.getByRole('option', { name: 'विद्यार्थी' })).toHaveValue('student');
  expect(screen.getByRole('option', { name: 'प्रशिक्षक' })).toHaveValue('course instructor');
  expect(screen.getByRole('link', { name: 'खाता नहीं है? साइन अप करें' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'विद्यालय व्यवस्थापक? यहाँ साइन इन करें' })).toHaveAttribute('href', '/admin');
  expect(screen.getByLabelText('भाषा')).toHaveValue('hi');
  expect(textBesidesLanguageNames(container)).not.toMatch(/[A-Za-z]/);

  expect(document.documentElement).toHaveAttribute('lang', 'hi');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(window.localStorage.getItem('leave-language')).toBe('hi');
});

it("says the form's rules and the wrong-password alert in Hindi", async () => {
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () =>
      HttpResponse.json({ message: 'Invalid user id, password or role' }, { status: 401 }),
    ),
  );
  window.localStorage.setItem('leave-language', 'hi');
  const user = userEvent.setup();
  renderRemote(SignIn);
  await user.click(await screen.findByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByText('उपयोगकर्ता नाम आवश्यक है')).toBeInTheDocument();
  expect(screen.getByText('पासवर्ड आवश्यक है')).toBeInTheDocument();

  await user.type(screen.getByLabelText('उपयोगकर्ता नाम'), 'abc');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByText('उपयोगकर्ता नाम आपका रोल नंबर या पंजीकरण नंबर है (केवल अंक)')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('उपयोगकर्ता नाम'));
  await user.type(screen.getByLabelText('उपयोगकर्ता नाम'), '1234567890123');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByText(/^उपयोगकर्ता नाम अधिकतम \d+ अंकों की संख्या होनी चाहिए$/)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('उपयोगकर्ता नाम'));
  await user.type(screen.getByLabelText('उपयोगकर्ता नाम'), '101');
  await user.type(screen.getByLabelText('पासवर्ड'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('उपयोगकर्ता नाम या पासवर्ड गलत है'));
});

it('says a throttled sign-in, a second factor asked and a reset password in Hindi, by their codes', async () => {
  const answers = [
    {
      status: 429,
      body: {
        message: 'Too many failed sign-ins. Try again in 15 minutes.',
        code: 'api.tooManySignIns',
        params: { waitSeconds: 900, waitMinutes: 15 },
      },
    },
    {
      status: 401,
      body: {
        message: 'Enter the 6-digit code from your authenticator app (or a recovery code) to sign in',
        code: 'api.secondFactorNeeded',
        params: {},
        field: 'otp',
      },
    },
  ];
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () => {
      const answer = answers.shift()!;
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  window.localStorage.setItem('leave-language', 'hi');
  const user = userEvent.setup();
  renderRemote(SignIn);
  await user.type(await screen.findByLabelText('उपयोगकर्ता नाम'), '101');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('बहुत अधिक असफल साइन-इन। 15 मिनट बाद फिर से प्रयास करें।');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(
    await screen.findByText('साइन इन करने के लिए अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड (या एक पुनर्प्राप्ति कोड) दर्ज करें'),
  ).toBeInTheDocument();
  expect(alertSpy).not.toHaveBeenCalled();
  expect(textBesidesLanguageNames(document.body)).not.toMatch(/[A-Za-z]/);
});

it('remembers the choice: the admin sign-in opens in Hindi, and English chosen again is the English as before', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  const user = userEvent.setup();
  renderRemote(AdminSignIn);
  expect(await screen.findByRole('heading', { name: 'व्यवस्थापक साइन इन' })).toBeInTheDocument();
  expect(screen.queryByLabelText('भूमिका')).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('भाषा'), 'English');
  expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(window.localStorage.getItem('leave-language')).toBe('en');
});

it('shows the sign-in page in Urdu, right to left: the document says rtl and every word is Urdu', async () => {
  const user = userEvent.setup();
  const { container } = renderRemote(SignIn);
  await user.selectOptions(screen.getByLabelText('Language'), 'اردو');

  expect(await screen.findByRole('heading', { name: 'سائن اِن' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByLabelText('صارف نام')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'استاد' })).toHaveValue('course instructor');
  expect(screen.getByRole('button', { name: 'سائن اِن کریں' })).toBeInTheDocument();
  expect(screen.getByLabelText('زبان')).toHaveValue('ur');
  expect(textBesidesLanguageNames(container)).not.toMatch(/[A-Za-z]/);

  // Back to English: left to right again, the words as before.
  await user.selectOptions(screen.getByLabelText('زبان'), 'English');
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

it('shows the Sign Up page in Hindi, for a student and for an instructor', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  const user = userEvent.setup();
  const { container } = renderRemote(SignUp, { route: '/signup' });
  expect(await screen.findByRole('heading', { name: 'साइन अप' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'साइन अप' })).toBeInTheDocument();
  expect(screen.getByLabelText('नाम')).toBeInTheDocument();
  expect(screen.getByLabelText('रोल नंबर')).toBeInTheDocument();
  expect(screen.getByLabelText('शाखा')).toBeInTheDocument();
  expect(screen.getByLabelText('संकाय')).toBeInTheDocument();
  expect(screen.getByLabelText('प्रवेश वर्ष')).toBeInTheDocument();
  expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'पहले से खाता है? साइन इन करें' })).toHaveAttribute('href', '/');
  expect(textBesidesLanguageNames(container)).not.toMatch(/[A-Za-z]/);

  await user.selectOptions(screen.getByLabelText('भूमिका'), 'प्रशिक्षक');
  expect(screen.getByLabelText('पंजीकरण संख्या')).toBeInTheDocument();
  expect(screen.getByLabelText('विभाग')).toBeInTheDocument();
  expect(screen.queryByLabelText('संकाय')).toBeNull();
  expect(textBesidesLanguageNames(container)).not.toMatch(/[A-Za-z]/);
});

it('says what to do after a failed school sign-in in Hindi', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  server.use(http.get(`${TEST_API_HOST}/singleSignOnStatus`, () => HttpResponse.json({ enabled: true })));
  renderRemote(SchoolAccountProblem, { route: '/school-account?problem=failed' });
  expect(await screen.findByRole('link', { name: 'साइन इन पर वापस जाएँ' })).toHaveAttribute('href', '/');
  expect(await screen.findByRole('link', { name: 'विद्यालय खाते से फिर साइन इन करें' })).toHaveAttribute(
    'href',
    `${TEST_API_HOST}/startSingleSignOn`,
  );
});

it('says in Hindi that the server cannot be reached, inline', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  server.use(http.post(`${TEST_API_HOST}/userVerify`, () => HttpResponse.error()));
  const user = userEvent.setup();
  renderRemote(SignIn);
  await user.type(await screen.findByLabelText('उपयोगकर्ता नाम'), '1001');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'सर्वर से संपर्क नहीं हो पा रहा है। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  );
  expect(alertSpy).not.toHaveBeenCalled();
});
