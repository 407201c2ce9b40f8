import { addDays } from '@leave/contract';
import { QA_APP } from '../playwright.config';
import { axeViolations, horizontalOverflow } from './accessibility';
import { browserDay, DEMO, expect, signIn, test } from './fixtures';

/**
 * The QA panel of the mock API (issue 36), in a browser at 375px, on a copy of its own (it
 * replaces all the data): it fixes the school's today and loads at-risk, and the student, whose
 * browser keeps the real date, sees that day on the calendar, the warning and the date window of
 * that day; a fault on the student's data shows the product's error state until the panel clears
 * it.
 */
const APP_URL = `http://localhost:${QA_APP.port}`;
const PANEL_URL = `http://localhost:${QA_APP.apiPort}/__qa/`;

/** The 25th of next month: a today no run falls on, so only the clock can explain what the student sees. */
function fixedToday(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 25)).toISOString().slice(0, 10);
}

test('the QA panel fixes today and loads at-risk; the student sees the warning dated that day, then a fault and its clearing', async ({
  page,
  browser,
}, info) => {
  const today = fixedToday();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(PANEL_URL);
  await expect(page.getByRole('heading', { name: 'QA panel', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Scenario')).toContainText('at-risk');
  expect(await axeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByLabel('Fix today to').fill(today);
  await page.getByRole('button', { name: 'Fix today' }).click();
  await expect(page.getByRole('status')).toHaveText(`Today is now ${today} for every date rule.`);
  await page.getByLabel('Scenario').selectOption('at-risk');
  await expect(page.getByText(/one accepted leave short of the limit/)).toBeVisible();
  await page.getByRole('button', { name: 'Load scenario' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Loaded at-risk, dated around ${today}. Everyone must sign in again.`,
  );

  // The student's browser keeps its own clock: the calendar opens on the server's day.
  const context = await browser.newContext({ baseURL: APP_URL, timezoneId: info.project.use.timezoneId });
  const student = await context.newPage();
  await student.goto('/');
  await signIn(student, DEMO.student.id, DEMO.student.password);
  await expect(student.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await expect(student.getByText(`You selected date: ${today}`)).toBeVisible();
  await expect(
    student.getByRole('button', { name: new RegExp(`^${browserDay(today).label}.*\\(today\\)`) }),
  ).toBeVisible();
  await student.getByRole('button', { name: 'View Courses' }).click();
  const standing = student.getByRole('group', { name: 'CS101 against its limit' });
  await expect(standing).toContainText('Close to the limit.');
  await expect(standing).toContainText('You can still miss 1 lecture.');

  // Three weeks before that day is outside the window it sets: 14 days back, from the server.
  await student.getByRole('button', { name: 'Apply Leave' }).click();
  const early = browserDay(addDays(today, -21));
  await student.getByRole('button', { name: new RegExp(`^${early.label}`) }).click();
  await expect(
    student.getByText(`Leave can be applied for at most 14 days back (from ${addDays(today, -14)})`),
  ).toBeVisible();

  // A fault on the student's data: the product's error state, until the panel clears it.
  await page.getByLabel('Path').fill('/studentData');
  await page.getByLabel('What happens').selectOption('status');
  await page.getByLabel('Status (400 to 599)').fill('503');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(page.getByRole('status')).toHaveText('Added: any /studentData answers 503.');
  await student.reload();
  await expect(student.getByText(/Your data could not be loaded\. This call failed on purpose/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear all faults' }).click();
  await expect(page.getByRole('status')).toHaveText('1 fault cleared');
  await student.getByRole('button', { name: 'Try again' }).click();
  await expect(student.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();

  // The journal shows the student's calls, the failed one with its status and the student's name.
  const journal = page.getByRole('table', { name: /latest requests/ });
  await expect(
    journal.getByRole('row', { name: new RegExp(`GET /studentData\\s+student ${DEMO.student.id}\\s+503\\b`) }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to the real date' }).click();
  await expect(page.getByRole('status')).toHaveText('Today is the real date again.');
  await context.close();
});
