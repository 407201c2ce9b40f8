import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addDays, todayIn } from '@leave/contract';
import { demoLectureDates, DEMO_ACCOUNTS } from '@leave/test-kit';
import { RUNNING } from '../playwright.config';

export { expect };

/** The seed's demo accounts (see README), with ids as a person types them. */
const typed = ({ id, password, name }: { id: number; password: string; name: string }) => ({
  id: String(id),
  password,
  name,
});
export const DEMO = {
  student: typed(DEMO_ACCOUNTS.student),
  instructor: typed(DEMO_ACCOUNTS.instructor),
  admin: typed(DEMO_ACCOUNTS.admin),
};

/** The app's own port in this project; each remote is served on the ports after it (student: + 2). */
export const appPort = (info: TestInfo) => Number(new URL(info.project.use.baseURL!).port);

/** The API the app under test calls: API_URL when set, else the one the app's config.json names. */
export async function apiUrlOf(request: APIRequestContext): Promise<string> {
  if (RUNNING?.apiUrl) return RUNNING.apiUrl;
  const { apiHost } = (await (await request.get('/config.json')).json()) as { apiHost: string };
  return apiHost;
}

/**
 * How long to wait for what a decision, withdraw or cancel leads to: each waits 3 seconds for
 * Undo before it is sent (UNDO_SECONDS of the suite's copies), then the list reloads, on a machine
 * maybe busy.
 */
export const AFTER_UNDO = { timeout: 25_000 };

export const NOT_LOGGED_IN = 'User is not logged in, please sign in to continue.';

let counter = 0;
/** A 9-digit user id (the most a Roll No. may have) no other test, worker or project will use. */
export function uniqueId(workerIndex: number): number {
  counter += 1;
  return 100_000_000 + (Date.now() % 1_000_000) * 100 + (workerIndex % 10) * 10 + (counter % 10);
}

/**
 * Every page accepts alerts and records their text in `dialogs`. When a test fails, its report
 * says what the page showed at the end (its address, headings, alerts and statuses, attached as
 * text the list reporter prints): CI keeps the log, not the error context, so a flaky step can be
 * read from the log alone.
 */
export const test = base.extend<{ dialogs: string[] }>({
  page: async ({ page }, use, info) => {
    await use(page);
    if (info.status === info.expectedStatus || page.isClosed()) return;
    const texts = (role: 'heading' | 'alert' | 'status') =>
      page
        .getByRole(role)
        .allInnerTexts()
        .then((all) => all.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))
        .catch(() => []);
    const shown = { heading: await texts('heading'), alert: await texts('alert'), status: await texts('status') };
    const lines = Object.entries(shown).flatMap(([role, all]) => all.map((text) => `  ${role}: ${text}`));
    await info.attach('the page at the end', { body: [page.url(), ...lines].join('\n'), contentType: 'text/plain' });
  },
  dialogs: async ({ page }, use) => {
    const seen: string[] = [];
    page.on('dialog', (dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    await use(seen);
  },
});

/**
 * Signs in on the public form, once a sign-in page is on show (labels matched exactly). An admin's
 * Logout lands on the admin sign-in, so a test that signs someone else in after it goes to `/`,
 * as that person would.
 */
export async function signIn(page: Page, id: string, password: string, role: 'Student' | 'Instructor' = 'Student') {
  const publicHeading = page.getByRole('heading', { name: 'Sign In', exact: true });
  const adminHeading = page.getByRole('heading', { name: 'Admin Sign In', exact: true });
  await expect(publicHeading.or(adminHeading)).toBeVisible();
  if (await adminHeading.isVisible()) {
    await page.goto('/');
    await expect(publicHeading).toBeVisible();
  }
  await page.getByLabel('Username', { exact: true }).fill(id);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs a demo account in through the API, as the sign-in form does (POST /userVerify, its session
 * cookie in the page's browser context, a session of this test's own), then opens its dashboard:
 * for suites of what the screens are once signed in, which need not load the sign-in form (the
 * auth remote) and fill it in first. The form itself is checked by the suites of sign-in.
 */
export async function openSignedIn(page: Page, role: keyof typeof DEMO) {
  const { id, password } = DEMO[role];
  const apiRole = { student: 'student', instructor: 'course instructor', admin: 'admin' }[role];
  const api = await apiUrlOf(page.request);
  // From the app's page, as the form's request is (the API admits a browser's writes from its own origins).
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const answer = await page.request.post(`${api}/userVerify`, {
    data: { user_id: Number(id), passwd: password, role: apiRole },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto(role === 'admin' ? '/admin' : '/');
}

/**
 * The school's today, the day the app's calendars open on (GET /session says it): the servers
 * started here keep UTC's day (SCHOOL_TIME_ZONE in the config) whatever the browser's zone; an
 * environment elsewhere says its own with SCHOOL_TIME_ZONE, or SCHOOL_TODAY when fixed.
 */
export const schoolToday = (): string => process.env.SCHOOL_TODAY || todayIn(process.env.SCHOOL_TIME_ZONE || 'UTC');

/** The first of the month `monthsOn` after the school's today's. */
function firstOfMonth(monthsOn: number): string {
  const [year, month] = schoolToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + monthsOn, 1)).toISOString().slice(0, 10);
}

/**
 * A day of the month the calendar opens on (the school's today's), as the browser's calendar and
 * lists name it: YYYY-MM-DD, DD/MM/YYYY, the calendar tile's name, and today's date.
 */
export async function dayInBrowser(_page: Page, dayOfMonth: number) {
  return { ...browserDay(addDays(firstOfMonth(0), dayOfMonth - 1)), today: schoolToday() };
}

/** A calendar date as the browser's calendar and lists name it. */
export interface BrowserDay {
  /** YYYY-MM-DD */
  iso: string;
  /** DD/MM/YYYY, as the instructor's list shows it. */
  dmy: string;
  /** The calendar tile's accessible name: "November 12, 2026". */
  label: string;
  /**
   * "Thu, 12 Nov 2026": the one format every screen beyond the seed's writes a date in, as the
   * servers started here write it (their SCHOOL_LOCALE, en-GB by default).
   */
  long: string;
}

/**
 * A date as the school writes it beyond the seed's screens: Intl with the month's name, in the
 * school's locale (en-GB unless SCHOOL_LOCALE says otherwise), read as a calendar date (no zone
 * can move it).
 */
export const schoolDate = (iso: string): string =>
  new Intl.DateTimeFormat(process.env.SCHOOL_LOCALE || 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/[\u2009\u202f]/g, ' ');

export const browserDay = (iso: string): BrowserDay => {
  const [year, month, day] = iso.split('-');
  const label = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
  return { iso, dmy: `${day}/${month}/${year}`, label, long: schoolDate(iso) };
};

/**
 * The lectures of a demo course in the month the calendar opens on (or `monthsOn`
 * after it), that may be applied for (from 14 days back), by date: the days a test can pick on
 * the calendar for that course.
 */
export async function lecturesThisMonth(_page: Page, course: string, monthsOn = 0): Promise<BrowserDay[]> {
  const month = firstOfMonth(monthsOn).slice(0, 7);
  const first = addDays(schoolToday(), -13);
  return demoLectureDates(course)
    .filter((date) => date.startsWith(month) && date >= first)
    .map(browserDay);
}

/** Signs out from a dashboard, back on the sign-in form. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}
