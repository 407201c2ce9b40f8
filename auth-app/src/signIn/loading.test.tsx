/**
 * What the sign-in page shows while the new password's form downloads (a sign-in with a temporary
 * password): the design system's Loading... (UI_WORDS), in the page's language. In the product the
 * shell's catalogue, around every remote, gives the design system's words (docs/translating.md);
 * here a catalogue of just those words stands in for it.
 */
import { use } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RemoteAppProps } from '@leave/contract';
import { chooseLanguage } from '@leave/ui';
import { Translated } from '@leave/ui/i18n';
import { uiHi } from '@leave/web-kit/words/uiHi';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignIn from './SignIn';

// The new password's form never arrives: its download is under way for the whole test.
const never = new Promise<never>(() => {});
jest.mock('./ChangePasswordStep', () => ({
  __esModule: true,
  default: function NeverArrives() {
    return use(never);
  },
}));

const server = setupMockServer();
resetLanguageAfterEach();

/** The sign-in remote inside the shell's words, as the shell draws it. */
const InShell = (props: RemoteAppProps) => (
  <Translated load={() => Promise.resolve({ default: uiHi })}>
    <SignIn {...props} />
  </Translated>
);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, () =>
      HttpResponse.json(
        { message: 'Your password was reset by the admin: choose a new password to continue', field: 'new_passwd' },
        { status: 403 },
      ),
    ),
  );
});
afterEach(() => jest.restoreAllMocks());

async function signInWithTemporaryPassword(labels: { username: string; password: string; button: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.username), '1003');
  await user.type(screen.getByLabelText(labels.password), 'Kq7m-XbP4-w9Td');
  await user.click(screen.getByRole('button', { name: labels.button }));
}

it("says Loading... in Hindi while the new password's form downloads", async () => {
  chooseLanguage('hi');
  renderRemote(InShell);
  await signInWithTemporaryPassword({ username: 'उपयोगकर्ता नाम', password: 'पासवर्ड', button: 'साइन इन करें' });
  expect(await screen.findByRole('status')).toHaveTextContent(/^लोड हो रहा है\.\.\.$/);
});

it('says Loading... in English, as before', async () => {
  renderRemote(InShell);
  await signInWithTemporaryPassword({ username: 'Username', password: 'Password', button: 'Sign In' });
  expect(await screen.findByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
});
