/**
 * One way to show a date beyond the seed's screens (issue 39): the school's format ("Thu, 26 Nov
 * 2026", Intl in its locale and time zone) on My Requests, the bell, the instructor's History and
 * the admin's All Leave, the same in every role app; and the seed's own formats where the seed
 * puts them: "You selected date" and Leave Details' YYYY-MM-DD, the pending list's DD/MM/YYYY.
 */
import type { Page } from '@playwright/test';
import { browserDay, DEMO, expect, schoolToday, signIn, test, uniqueId } from './fixtures';

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

/** "Thu, 26 Nov 2026, 07:45 UTC": an instant as the school writes it (its zone is UTC here). */
const SCHOOL_TIME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} UTC$/;

test("one date format beyond the seed's screens, in every role's app, while the seed's screens keep theirs", async ({
  page,
  dialogs,
}, info) => {
  // Four sign-ins across three role apps.
  test.setTimeout(120_000);
  const code = `DF${Date.now() % 1_000_000}${info.workerIndex % 10}`;
  const title = `Date Formats ${code}`;
  const rollNo = String(uniqueId(info.workerIndex));
  const name = `Dana Date ${rollNo.slice(-3)}`;
  // Today, in the school's zone: on the calendar as it opens, and inside the leave policy.
  const day = browserDay(schoolToday());
  // The test is only worth its name if the two formats differ from the seed's.
  expect(day.long).not.toContain(day.iso);
  expect(day.long).not.toContain(day.dmy);

  // A new student, and a course of instructor 502's (no timetable: every date is a lecture).
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Roll No.').fill(rollNo);
  await page.getByLabel('Branch').fill('CSE');
  await page.getByLabel('Stream').fill('B.Tech');
  await page.getByLabel('Joining Year').fill('2025');
  await page.getByLabel('Password').fill('Kestrel-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Course' }).click();
  await page.getByLabel('Course Code').fill(code);
  await page.getByLabel('Course Title').fill(title);
  await page.getByLabel('Instructor ID').fill('502');
  await page.getByLabel('Total Lectures').fill('10');
  await page.getByRole('form', { name: 'Add Course' }).getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} added`));
  await page.getByRole('button', { name: 'Add Student to Course' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${code} - ${title}` });
  await page.getByLabel('Student Name').fill(name);
  await page.getByLabel('Student ID').fill(rollNo);
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`${name} enrolled in ${code}`));
  await logout(page);

  // Student: the seed's calendar alert and Leave Details keep YYYY-MM-DD.
  await signIn(page, rollNo, 'Kestrel-42');
  await expect(page.getByRole('heading', { name: `Welcome ${name}` })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${day.label}`) }).click();
  await expect(page.getByText(`You selected date: ${day.iso}`)).toBeVisible();
  await page.getByLabel('Reason').fill('Dates test');
  await page.getByLabel('Course Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  const details = page.getByRole('region', { name: 'Leave Details' });
  await expect(details).toContainText(`Leave Date${day.iso}`);
  await expect(details.locator(`time[datetime="${day.iso}"]`)).toHaveText(day.iso);
  // Its history is not the seed's: its time is written as everywhere else, in the school's zone.
  await details.getByText('History', { exact: true }).click();
  await expect(details.getByRole('list', { name: /^History of leave/ }).locator('time')).toHaveText(SCHOOL_TIME);

  // My Requests: the school's format, the request named by it, applied at a time in the school's zone.
  await page.getByRole('button', { name: 'My Requests' }).click();
  const card = page.getByRole('region', { name: `Dates test, ${day.long}` });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(`Dates test, ${day.long}`);
  // Its dates and when it was applied are a tap away (the card stays short on a phone).
  await card.getByText('Lectures and history').click();
  await expect(card.locator(`time[datetime="${day.iso}"]`).first()).toHaveText(day.long);
  await expect(card.locator('time').nth(1)).toHaveText(SCHOOL_TIME);
  await logout(page);

  // Instructor: the seed's pending list keeps DD/MM/YYYY; the bell and History say the school's format.
  await signIn(page, '502', DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 1 pending requests`);
  const row = course.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: day.dmy, exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  await expect(page.getByText(`${name} (Roll No. ${rollNo}) asked for leave in ${code} on ${day.long}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Pending Requests' }).click();
  await course
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 0 pending requests`);
  await page.getByRole('button', { name: 'History' }).click();
  const decided = page.getByRole('region', { name: `Leave of ${rollNo} on ${day.long} in ${code}` });
  await expect(decided.locator(`time[datetime="${day.iso}"]`)).toHaveText(day.long);
  await expect(
    decided
      .getByRole('list', { name: /^History of leave/ })
      .locator('time')
      .first(),
  ).toHaveText(SCHOOL_TIME);
  await logout(page);

  // Student again: the decision in the bell, in the school's format.
  await signIn(page, rollNo, 'Kestrel-42');
  await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  await expect(page.getByRole('list', { name: 'Notifications, newest first' })).toContainText(
    `Your leave in ${code} on ${day.long} was approved by `,
  );
  await logout(page);

  // Admin: All Leave, the same format as the student's and the instructor's.
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'All Leave' }).click();
  await page.getByLabel('Roll No.').fill(rollNo);
  const leaveRow = page.getByRole('table').getByRole('row').filter({ hasText: code });
  await expect(leaveRow.getByRole('cell').first()).toHaveText(day.long);
  expect(dialogs).toEqual([]);
});
