/**
 * The account's language after a sign-in with the school's account: that sign-in never passes the
 * sign-in form, it lands on the dashboard with a session the tab did not hold, where the shell's
 * session check (GET /session) names the account's language. As at a password sign-in (auth-app's
 * accountLanguage.test.tsx), the shell uses it on a browser where nobody chose one, and keeps a
 * browser's own choice for the account (POST /saveLanguage); an account that never chose, on a
 * browser where nobody chose, changes nothing. The tab's own session, checked again on a reload,
 * saves nothing.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LanguageCode } from '@leave/contract';
import { readLanguage } from '@leave/ui';
import { forgetLanguageInMemory } from '@leave/ui/i18n';
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

/**
 * GET /session as the API answers it just after a school-account sign-in, with the account's
 * language if it chose one; the languages the shell saves for the account.
 */
function sessionAnswers(language?: unknown) {
  const saved: unknown[] = [];
  server.use(
    http.post(`${API}/saveLanguage`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ message: 'Language saved.' });
    }),
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
  return saved;
}

/** The shell's start-up check (bootstrap.tsx), in a tab that held no session: the school account's sign-in. */
const checkSession = () => fetchServerSession(API);
/** The same check on a reload of a tab already signed in as Aarav. */
const checkTabSession = () => fetchServerSession(API, undefined, aarav);
/** Lets a save that was started arrive (the module that saves downloads first). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

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

it('keeps the language this browser chose, whatever the account chose, and saves it for the account', async () => {
  window.localStorage.setItem('leave-language', 'en');
  const saved = sessionAnswers('hi');
  await expect(checkSession()).resolves.toEqual(aarav);

  expect(readLanguage()).toBe('en');
  expect(window.localStorage.getItem('leave-language')).toBe('en');
  expect(document.documentElement).not.toHaveAttribute('lang');
  await waitFor(() => expect(saved).toEqual([{ language: 'en' }]));
});

it('saves the language this browser chose for an account that never chose one', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  const saved = sessionAnswers();
  await expect(checkSession()).resolves.toEqual(aarav);

  await waitFor(() => expect(saved).toEqual([{ language: 'hi' }]));
  expect(readLanguage()).toBe('hi');
});

it('saves nothing when the account already has the language this browser chose', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  const saved = sessionAnswers('hi');
  await expect(checkSession()).resolves.toEqual(aarav);

  await settled();
  expect(saved).toEqual([]);
});

it("saves nothing on a reload of the tab's own session, and still uses the account's language where nobody chose", async () => {
  window.localStorage.setItem('leave-language', 'en');
  const saved = sessionAnswers('hi');
  await expect(checkTabSession()).resolves.toEqual(aarav);
  await settled();
  expect(saved).toEqual([]);
  expect(readLanguage()).toBe('en');

  window.localStorage.clear();
  forgetLanguageInMemory();
  await expect(checkTabSession()).resolves.toEqual(aarav);
  expect(readLanguage()).toBe('hi');
  await settled();
  expect(saved).toEqual([]);
});

it.each([
  ['an account that never chose a language', undefined],
  ['a language this product does not have', 'fr'],
])('changes nothing for %s', async (_case, language) => {
  const saved = sessionAnswers(language);
  await expect(checkSession()).resolves.toEqual(aarav);

  expect(readLanguage()).toBe('en');
  expect(window.localStorage.getItem('leave-language')).toBeNull();
  expect(document.documentElement).not.toHaveAttribute('lang');
  await settled();
  expect(saved).toEqual([]);
});
