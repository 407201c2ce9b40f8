import type { Page } from '@playwright/test';
import { AFTER_UNDO, dayInBrowser, DEMO, expect, signIn, test } from './fixtures';

/** Seeded students used only by this story, one per time-zone project. */
const STUDENT_BY_PROJECT: Record<string, { id: string; name: string }> = {
  'Asia/Kolkata': { id: '1009', name: 'Arjun Das' },
  'America/Los_Angeles': { id: '1010', name: 'Sara Thomas' },
};

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

test('admin adds a course and enrols a student; the student applies twice; the instructor approves one and rejects the other', async ({
  page,
  dialogs,
}, info) => {
  // Each decision waits a few seconds for Undo before it is sent (UNDO_SECONDS).
  test.setTimeout(90_000);
  const student = STUDENT_BY_PROJECT[info.project.use.timezoneId!]!;
  const code = `QA${Date.now() % 1_000_000}${info.project.use.timezoneId!.startsWith('Asia') ? 'K' : 'L'}`;
  const title = `Field Work ${code}`;

  // Admin: add the course for instructor 502 with 10 lectures, then enrol the student.
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
  await page.getByLabel('Student Name').fill(student.name);
  await page.getByLabel('Student ID').fill(student.id);
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`${student.name} enrolled in ${code}`));
  await logout(page);

  // Student: leave on two days of this month in the new course.
  const first = await dayInBrowser(page, 26);
  const second = await dayInBrowser(page, 27);
  await signIn(page, student.id, 'student123');
  await expect(page.getByRole('heading', { name: `Welcome ${student.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Leave Percentage' })).toContainText(`${code} : 0%`);
  for (const [day, reason] of [
    [first, 'Field trip'],
    [second, 'Conference'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${day.label}`) }).click();
    await page.getByLabel('Reason').fill(reason);
    await page.getByLabel('Course Code').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Leave Details' })).toContainText(`Leave Date${day.iso}`);
  }
  await logout(page);

  // Instructor 502: two pending requests in the new course; approve the first, reject the second.
  await signIn(page, '502', DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 2 pending requests`);
  const rowOf = (dmy: string) => course.getByRole('row').filter({ hasText: dmy });
  await expect(rowOf(first.dmy)).toContainText(`${first.dmy}${student.id}${student.name}Field trip`);
  await rowOf(first.dmy).getByRole('button', { name: 'Approve' }).click();
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 1 pending requests`, AFTER_UNDO);
  await rowOf(second.dmy).getByRole('button', { name: 'Reject' }).click();
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 0 pending requests`, AFTER_UNDO);
  await expect(course.getByText('No pending requests.')).toBeVisible();

  await page.getByRole('button', { name: 'View Courses' }).click();
  const courseRow = page.getByRole('table', { name: 'Courses Taught' }).getByRole('row').filter({ hasText: code });
  await expect(courseRow.getByRole('cell')).toHaveText([code, title, /Autumn|Spring/, /\d{4}/, '1', '10']);
  await logout(page);

  // Student again: one day green, one red, and 1 accepted of 10 lectures = 10%.
  await signIn(page, student.id, 'student123');
  await expect(page.getByRole('button', { name: new RegExp(`^${first.label}`) })).toHaveCSS(
    'background-color',
    'rgb(30, 122, 70)',
  );
  await expect(page.getByRole('button', { name: new RegExp(`^${second.label}`) })).toHaveCSS(
    'background-color',
    'rgb(198, 40, 40)',
  );
  await expect(page.getByRole('region', { name: 'Current Leave Percentage' })).toContainText(`${code} : 10%`);
  await page.getByRole('button', { name: new RegExp(`^${second.label}`) }).click();
  await expect(page.getByRole('region', { name: 'Leave Details' })).toContainText('Statusrejected');
  expect(dialogs).toEqual([]);
});
