import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
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

export const NOT_LOGGED_IN = 'User is not logged in, please sign in to continue.';

let counter = 0;
/** A 9-digit user id (the most a Roll No. may have) no other test, worker or project will use. */
export function uniqueId(workerIndex: number): number {
  counter += 1;
  return 100_000_000 + (Date.now() % 1_000_000) * 100 + (workerIndex % 10) * 10 + (counter % 10);
}

/** Every page accepts alerts and records their text in `dialogs`. */
export const test = base.extend<{ dialogs: string[] }>({
  dialogs: async ({ page }, use) => {
    const seen: string[] = [];
    page.on('dialog', (dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    await use(seen);
  },
});

/** Signs in on the public form, once it is the screen on show (labels matched exactly). */
export async function signIn(page: Page, id: string, password: string, role: 'Student' | 'Instructor' = 'Student') {
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(id);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A day of the month on display, as the browser (in its own time zone) dates and names it:
 * YYYY-MM-DD, DD/MM/YYYY, the calendar tile's name, and today's date.
 */
export function dayInBrowser(page: Page, dayOfMonth: number) {
  return page.evaluate((n) => {
    const now = new Date();
    const date = new Date(now.getFullYear(), now.getMonth(), n);
    const pad = (v: number) => String(v).padStart(2, '0');
    return {
      iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      dmy: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
      label: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
      today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    };
  }, dayOfMonth);
}

/** A calendar date as the browser's calendar and lists name it. */
export interface BrowserDay {
  /** YYYY-MM-DD */
  iso: string;
  /** DD/MM/YYYY, as the instructor's list shows it. */
  dmy: string;
  /** The calendar tile's accessible name: "November 12, 2026". */
  label: string;
}

export const browserDay = (iso: string): BrowserDay => {
  const [year, month, day] = iso.split('-');
  const label = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
  return { iso, dmy: `${day}/${month}/${year}`, label };
};

/**
 * The lectures of a demo course in the month the browser's calendar opens on (or `monthsOn`
 * after it), that may be applied for (from 14 days back), by date: the days a test can pick on
 * the calendar for that course.
 */
export async function lecturesThisMonth(page: Page, course: string, monthsOn = 0): Promise<BrowserDay[]> {
  const { month, today } = await page.evaluate((on) => {
    const now = new Date();
    const shown = new Date(now.getFullYear(), now.getMonth() + on, 1);
    const pad = (v: number) => String(v).padStart(2, '0');
    return {
      month: `${shown.getFullYear()}-${pad(shown.getMonth() + 1)}`,
      today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    };
  }, monthsOn);
  const earliest = new Date(`${today}T12:00:00Z`);
  earliest.setUTCDate(earliest.getUTCDate() - 13);
  const first = earliest.toISOString().slice(0, 10);
  return demoLectureDates(course)
    .filter((date) => date.startsWith(month) && date >= first)
    .map(browserDay);
}
