/**
 * The account's language at sign-in: a language chosen on the sign-in page is kept for the account
 * (POST /saveLanguage); an account's language is used on a browser where nobody chose one; an
 * account that never chose, on a browser where nobody chose, signs in exactly as before.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Credentials, LanguageCode } from '@leave/contract';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import SignIn from './SignIn';

const server = setupMockServer();

resetLanguageAfterEach();

/** Aarav's sign-in, answered with the account's language when it has one; the languages saved. */
function account(language?: LanguageCode) {
  const saved: unknown[] = [];
  server.use(
    http.post(`${TEST_API_HOST}/userVerify`, async ({ request }) => {
      const body = (await request.json()) as Credentials;
      return HttpResponse.json([
        { user_id: body.user_id, role: body.role, name: 'Aarav Sharma', ...(language ? { language } : {}) },
      ]);
    }),
    http.post(`${TEST_API_HOST}/saveLanguage`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ message: 'Language saved.' });
    }),
  );
  return saved;
}

async function signIn(labels: { username: string; password: string; button: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.username), '1001');
  await user.type(screen.getByLabelText(labels.password), 'pass1001');
  await user.click(screen.getByRole('button', { name: labels.button }));
}

const english = { username: 'Username', password: 'Password', button: 'Sign In' };
const hindi = { username: 'उपयोगकर्ता नाम', password: 'पासवर्ड', button: 'साइन इन करें' };

it('keeps the language chosen on the sign-in page for the account', async () => {
  const saved = account();
  const user = userEvent.setup();
  const { onLogin } = renderRemote(SignIn);
  await user.selectOptions(screen.getByLabelText('Language'), 'हिन्दी');
  await signIn(hindi);

  await waitFor(() => expect(saved).toEqual([{ language: 'hi' }]));
  expect(onLogin).toHaveBeenCalledWith({ user_id: 1001, role: 'student', name: 'Aarav Sharma' });
  expect(document.documentElement).toHaveAttribute('lang', 'hi');
});

it("uses the account's language on a browser where nobody chose one, saving nothing", async () => {
  const saved = account('hi');
  const { onLogin } = renderRemote(SignIn);
  await signIn(english);

  await waitFor(() => expect(onLogin).toHaveBeenCalled());
  expect(document.documentElement).toHaveAttribute('lang', 'hi');
  expect(window.localStorage.getItem('leave-language')).toBe('hi');
  expect(saved).toEqual([]);
});

it('saves nothing when the account already has the language chosen on this browser', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  const saved = account('hi');
  const { onLogin } = renderRemote(SignIn);
  await signIn(hindi);

  await waitFor(() => expect(onLogin).toHaveBeenCalled());
  expect(saved).toEqual([]);
});

it('signs in as before when neither the account nor this browser chose a language', async () => {
  const saved = account();
  const { onLogin } = renderRemote(SignIn);
  await signIn(english);

  await waitFor(() => expect(onLogin).toHaveBeenCalledWith({ user_id: 1001, role: 'student', name: 'Aarav Sharma' }));
  expect(saved).toEqual([]);
  expect(window.localStorage.getItem('leave-language')).toBeNull();
  expect(document.documentElement).not.toHaveAttribute('lang', 'hi');
});
