/**
 * The account's language after a sign-in with the school's account: that sign-in never passes the
 * sign-in form, it lands on the dashboard, where the shell's session check (GET /session) names the
 * account's language. The shell uses it on a browser where nobody chose one, as a password sign-in
 * does (auth-app's accountLanguage.test.tsx); a browser's own choice stands, and an account that
 * never chose changes nothing.
 */
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LanguageCode } from '@leave/contract';
import { readLanguage } from '@leave/ui';
import { resetLanguageAfterEach, setupMockServer } from '@leave/web-kit/testing';
import { App } from '../App';
import { fakeLoader } from '../test/fakeRemotes';
import { TEST_CONFIG } from '../test/renderShell';
import { makeStore } from '../store';
import { fetchServerSession } from './serverSession';

const server = setupMockServer();
const API = TEST_CONFIG.apiHost;

resetLanguageAfterEach();

const aarav = { user_id: 1001, role: 'student' as const, name: 'Aarav Sharma' };

/** GET /session as the API answers it just after a school-account sign-in, with the account's language if it chose one. */
function sessionAnswers(language?: unknown) {
  server.use(
    http.get(`${API}/session`, () =>
      HttpResponse.json({
        ...aarav,
        today: '2026-12-02',
        locale: 'en-IN',
        time_zone: 'Asia/Kolkata',
        ...(language === undefined ? {} : { language }),
      }),
    ),
  );
}

/** The shell's start-up check (bootstrap.tsx). */
const checkSession = () => fetchServerSession(API);

it("uses the account's language on a browser where nobody chose one, and keeps it there", async () => {
  sessionAnswers('hi' satisfies LanguageCode);
  await expect(checkSession()).resolves.toEqual(aarav);

  expect(readLanguage()).toBe('hi');
  expect(window.localStorage.getItem('leave-language')).toBe('hi');
  expect(document.documentElement).toHaveAttribute('lang', 'hi');
});

it("draws the shell in the account's language once the session is checked", async () => {
  sessionAnswers('hi');
  const session = (await checkSession()) as typeof aarav;
  window.history.pushState({}, '', '/student');
  // The whole shell, as bootstrap.tsx draws it (its own router): a remote resumes only in an awaited act().
  await act(async () =>
    render(<App config={TEST_CONFIG} store={makeStore({ session: { current: session } })} loadRemote={fakeLoader()} />),
  );

  expect(await screen.findByRole('heading', { name: 'Fake student app' })).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toHaveTextContent(
    `© ${new Date().getFullYear()} अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।`,
  );
  window.history.pushState({}, '', '/');
});

it('keeps the language this browser chose, whatever the account chose', async () => {
  window.localStorage.setItem('leave-language', 'en');
  sessionAnswers('hi');
  await expect(checkSession()).resolves.toEqual(aarav);

  expect(readLanguage()).toBe('en');
  expect(window.localStorage.getItem('leave-language')).toBe('en');
  expect(document.documentElement).not.toHaveAttribute('lang');
});

it.each([
  ['an account that never chose a language', undefined],
  ['a language this product does not have', 'fr'],
])('changes nothing for %s', async (_case, language) => {
  sessionAnswers(language);
  await expect(checkSession()).resolves.toEqual(aarav);

  expect(readLanguage()).toBe('en');
  expect(window.localStorage.getItem('leave-language')).toBeNull();
  expect(document.documentElement).not.toHaveAttribute('lang');
});
