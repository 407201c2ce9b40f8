/**
 * The admin's own and its users' accounts in Hindi: Accounts (finding an account, what it shows,
 * a reset with its question and answer by code, a rule's message, a refusal by code) and the
 * Two-factor Sign-in view (setting up, the recovery codes, turning it off, the answers by code).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountStatus, SecondFactorCode, TwoFactorStatus } from '@leave/contract';
import { messages } from '@leave/domain';
import { TEST_API_HOST } from '@leave/web-kit/testing';
import { openInHindi, setupAdminInHindi } from './testing/inHindi';
import { diyasAccount } from './testing/accounts';

const server = setupAdminInHindi();

/** What is left of a text once its data is taken out: a name, a code or key, a file's name. */
const wordsOf = (text: string) =>
  text.replace(/Diya Patel|Admin|Kq7m-XbP4-w9Td|JBSW Y3DP EHPK 3PXP|\.txt|[a-z0-9]{5}-[a-z0-9]{5}/g, '');

/**
 * Every name a screen reader says in a part of the page, but a notice's Dismiss button (`@leave/ui`'s
 * Notice, still English in every view: scripts/stillEnglishFiles.mjs).
 */
const namesIn = (element: HTMLElement) =>
  [...element.querySelectorAll('[aria-label]:not([aria-label="Dismiss message"]), [alt]')]
    .map((one) => one.getAttribute('aria-label') ?? one.getAttribute('alt'))
    .join(' ');

async function openView(name: string) {
  await openInHindi(name);
  return (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;
}

it('shows Accounts in Hindi: the search, a rule, a refusal, the account, a reset and its answer by code', async () => {
  const account: AccountStatus = { ...diyasAccount, must_change_password: true };
  server.use(
    http.get(`${TEST_API_HOST}/account`, ({ request }) =>
      new URL(request.url).searchParams.get('user_id') === '1003'
        ? HttpResponse.json(account)
        : HttpResponse.json({ ...messages.noAccount('student', 1099), field: 'user_id' }, { status: 404 }),
    ),
    http.post(`${TEST_API_HOST}/resetPassword`, () =>
      HttpResponse.json({
        message: messages.passwordResetDone('Diya Patel').message,
        temporary_password: 'Kq7m-XbP4-w9Td',
      }),
    ),
  );
  const user = userEvent.setup();
  const view = await openView('खाते');
  const form = within(view).getByRole('search', { name: 'कोई खाता खोजें' });
  expect(within(form).getByRole('combobox', { name: 'भूमिका' })).toHaveTextContent('छात्रप्रशिक्षक');
  const userId = within(form).getByRole('textbox', { name: /उपयोगकर्ता संख्या/ });
  await user.click(within(form).getByRole('button', { name: 'खोजें' }));
  await waitFor(() => expect(userId).toHaveAccessibleDescription(/उपयोगकर्ता संख्या आवश्यक है/));

  await user.type(userId, '1099');
  await user.click(within(form).getByRole('button', { name: 'खोजें' }));
  expect(await within(view).findByText('संख्या 1099 का कोई छात्र नहीं है')).toBeInTheDocument();

  await user.clear(userId);
  await user.type(userId, '1003');
  await user.click(within(form).getByRole('button', { name: 'खोजें' }));
  const found = await within(view).findByRole('region', { name: 'Diya Patel का खाता' });
  expect(found).toHaveTextContent('स्थितिसक्रिय');
  expect(found).toHaveTextContent('पासवर्डअस्थायी: अगले साइन इन पर बदलना होगा');
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);

  await user.click(within(found).getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
  const question = within(found).getByRole('group', { name: 'Diya Patel का पासवर्ड रीसेट करें?' });
  expect(within(question).getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  await user.click(within(question).getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
  expect(await within(view).findByText(/Diya Patel के पास अब एक अस्थायी पासवर्ड है।/)).toHaveTextContent(
    'अस्थायी पासवर्ड: Kq7m-XbP4-w9Td',
  );
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  expect(wordsOf(namesIn(view))).not.toMatch(/[A-Za-z]/);
});

it('shows Two-factor Sign-in in Hindi: setting up, a rule, a wrong code, the recovery codes, turning it off', async () => {
  const status: TwoFactorStatus = { enabled: false, required: false, recovery_codes_left: 0 };
  const CODES = [...'abcdefghij'].map((letter) => `abcd${letter}-efgh${letter}`);
  const proved = async (request: Request) => ((await request.json()) as SecondFactorCode).otp === '424242';
  const wrong = () => HttpResponse.json({ ...messages.secondFactorWrong, field: 'otp' }, { status: 403 });
  server.use(
    http.get(`${TEST_API_HOST}/twoFactor`, () => HttpResponse.json(status)),
    http.post(`${TEST_API_HOST}/startTwoFactor`, () =>
      HttpResponse.json({
        otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        secret: 'JBSWY3DPEHPK3PXP',
        qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
    ),
    http.post(`${TEST_API_HOST}/confirmTwoFactor`, async ({ request }) => {
      if (!(await proved(request))) return wrong();
      Object.assign(status, { enabled: true, recovery_codes_left: 10 });
      return HttpResponse.json({ message: messages.twoFactorEnabled(10).message, recovery_codes: CODES });
    }),
    http.post(`${TEST_API_HOST}/disableTwoFactor`, async ({ request }) => {
      if (!(await proved(request))) return wrong();
      Object.assign(status, { enabled: false, recovery_codes_left: 0 });
      return HttpResponse.json({ message: messages.twoFactorDisabled.message });
    }),
  );
  const user = userEvent.setup();
  const view = await openView('दो-चरणीय साइन-इन');
  await user.click(await within(view).findByRole('button', { name: 'दो-चरणीय साइन-इन चालू करें' }));
  const steps = within(view).getByRole('list', { name: 'दो-चरणीय साइन-इन चालू करने के चरण' });
  expect(within(steps).getByRole('img', { name: 'यह खाता आपके ऑथेंटिकेटर ऐप में जोड़ने का क्यूआर कोड' })).toBeInTheDocument();
  const form = within(view).getByRole('form', { name: 'दो-चरणीय साइन-इन चालू करें' });
  const code = within(form).getByLabelText(/प्रमाणीकरण कोड/);
  await user.click(within(form).getByRole('button', { name: 'चालू करें' }));
  expect(code).toHaveAccessibleDescription(/प्रमाणीकरण कोड आवश्यक है/);
  expect(code).toHaveAccessibleDescription(/आपके ऑथेंटिकेटर ऐप के 6 अंक/);
  await user.type(code, '111111');
  await user.click(within(form).getByRole('button', { name: 'चालू करें' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(/यह कोड सही नहीं है/));
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  expect(wordsOf(namesIn(view))).not.toMatch(/[A-Za-z]/);

  await user.clear(code);
  await user.type(code, '424242{Enter}');
  const codes = await within(view).findByRole('region', { name: 'रिकवरी कोड' });
  expect(within(codes).getByText(/दो-चरणीय साइन-इन चालू है। ये 10 रिकवरी कोड/)).toBeInTheDocument();
  expect(within(codes).getByRole('button', { name: 'कोड डाउनलोड करें (.txt)' })).toBeInTheDocument();
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  expect(wordsOf(namesIn(view))).not.toMatch(/[A-Za-z]/);

  await user.click(within(codes).getByRole('button', { name: 'मैंने अपने रिकवरी कोड सहेज लिए हैं' }));
  const off = await within(view).findByRole('form', { name: 'दो-चरणीय साइन-इन बंद करें' });
  expect(view).toHaveTextContent('स्थितिचालू: साइन इन करते समय आपके ऑथेंटिकेटर ऐप का कोड माँगा जाता है');
  expect(view).toHaveTextContent('बचे रिकवरी कोड10');
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  await user.type(within(off).getByLabelText(/प्रमाणीकरण कोड/), '424242{Enter}');
  expect(await within(view).findByText('दो-चरणीय साइन-इन बंद है। आप केवल अपने पासवर्ड से साइन इन करेंगे।')).toBeInTheDocument();
  expect(wordsOf(view.textContent!)).not.toMatch(/[A-Za-z]/);
  expect(wordsOf(namesIn(view))).not.toMatch(/[A-Za-z]/);
});
