import { demoTotalLectures } from '@leave/test-kit';
import { dayInBrowser, expect, lecturesThisMonth, signIn, test } from './fixtures';

/** Seeded students with no leave, one per time-zone project so parallel runs never collide. */
const STUDENT_BY_PROJECT: Record<string, { id: string; name: string }> = {
  'Asia/Kolkata': { id: '1006', name: 'Isha Reddy' },
  'America/Los_Angeles': { id: '1008', name: 'Meera Joshi' },
};

test('a student picks a day, applies for leave, sees it pending, then courses, profile, reload and Logout', async ({
  page,
  dialogs,
}, info) => {
  const student = STUDENT_BY_PROJECT[info.project.use.timezoneId!]!;
  await page.goto('/');
  await signIn(page, student.id, 'student123');
  await expect(page.getByRole('heading', { name: `Welcome ${student.name}` })).toBeVisible();

  // The school's today is selected by default (the servers here keep UTC's day, whatever the browser's zone).
  const { today } = await dayInBrowser(page, 1);
  await expect(page.getByText(`You selected date: ${today}`)).toBeVisible();
  // The last lecture of CS101 this month that may be applied for.
  const day = (await lecturesThisMonth(page, 'CS101')).at(-1)!;
  await expect(page.getByRole('region', { name: 'Current Leave Percentage' })).toContainText('CS101 : 0%');

  const tile = page.getByRole('button', { name: new RegExp(`^${day.label}`) });
  await tile.click();
  await expect(page.getByText(`You selected date: ${day.iso}`)).toBeVisible();
  await expect(page.getByLabel('Leave Date')).toHaveText(day.iso);
  await expect(page.getByLabel('User ID')).toHaveText(student.id);
  await expect(page.getByLabel('User Role')).toHaveText('student');

  // A course the student is not enrolled in: a clear message, and nothing typed is lost.
  await page.getByLabel('Reason').fill('Family wedding');
  await page.getByLabel('Course Code').fill('CS201');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Not applied: ${day.iso} CS201: You are not enrolled in CS201`);
  await expect(page.getByLabel('Reason')).toHaveValue('Family wedding');

  await page.getByLabel('Course Code').fill('CS101');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Leave applied for ${day.iso}. It is pending approval.`)).toBeVisible();

  const details = page.getByRole('region', { name: 'Leave Details' });
  await expect(details).toContainText(`Leave Date${day.iso}`);
  await expect(details).toContainText('ReasonFamily wedding');
  await expect(details).toContainText('Statuspending');
  await expect(details).toContainText('Leave in CourseCS101');
  await expect(tile).toHaveClass(/leave-pending/);
  await expect(tile).toHaveCSS('background-color', 'rgb(245, 217, 10)');

  await page.getByRole('button', { name: 'View Courses' }).click();
  const card = page.getByRole('region', { name: 'CS101' });
  await expect(card).toContainText('Course CodeCS101');
  await expect(card).toContainText(`Roll Number${student.id}`);
  await expect(card).toContainText('Leave Percentage (%)0');

  await page.getByRole('button', { name: 'View User' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(`Roll No${student.id}`);
  await expect(profile).toContainText(`Name${student.name}`);
  await page.getByRole('button', { name: 'View Dashboard' }).click();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome ${student.name}` })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${day.label}`) }).click();
  await expect(page.getByRole('region', { name: 'Leave Details' })).toContainText(`Leave Date${day.iso}`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the demo student sees leave in every status, coloured, with percentages', async ({ page }) => {
  await page.goto('/');
  await signIn(page, '1001', 'student123');
  await expect(page.getByRole('heading', { name: 'Welcome Aarav Sharma' })).toBeVisible();
  const pending = page.locator('.react-calendar__tile.leave-pending');
  await expect(pending.first()).toBeVisible();
  await expect(pending.first()).toHaveCSS('background-color', 'rgb(245, 217, 10)');
  // Two accepted CS101 lectures of the course's counted total (one fewer if the term story's
  // Wednesday holiday, added meanwhile in this project, is in already).
  const total = demoTotalLectures('CS101');
  const pct = (lectures: number) => String(Math.round(20_000 / lectures) / 100).replace('.', '\\.');
  await expect(page.getByRole('region', { name: 'Current Leave Percentage' })).toContainText(
    new RegExp(`CS101 : (${pct(total)}|${pct(total - 1)})%`),
  );
  // The previous month holds the accepted and rejected leave.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.locator('.react-calendar__tile.leave-accepted').first()).toHaveCSS(
    'background-color',
    'rgb(30, 122, 70)',
  );
  await expect(page.locator('.react-calendar__tile.leave-rejected').first()).toHaveCSS(
    'background-color',
    'rgb(198, 40, 40)',
  );

  // A contrast theme drops the colours: each status keeps a border style of its own, in the
  // calendar and in its legend, and the selected day an outline.
  const legend = page.getByRole('list', { name: 'Legend' });
  const swatchOf = (label: string) => legend.getByRole('listitem').filter({ hasText: label }).locator('span');
  const accepted = page.locator('.react-calendar__tile.leave-accepted').first();
  await expect(accepted).toHaveCSS('border-top-style', 'none');
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(accepted).toHaveCSS('border-top-style', 'solid');
  await expect(page.locator('.react-calendar__tile.leave-rejected').first()).toHaveCSS('border-top-style', 'dotted');
  await expect(swatchOf('Accepted Leave')).toHaveCSS('border-top-style', 'solid');
  await expect(swatchOf('Rejected Leave')).toHaveCSS('border-top-style', 'dotted');
  await expect(swatchOf('Pending Leave')).toHaveCSS('border-top-style', 'dashed');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(pending.first()).toHaveCSS('border-top-style', 'dashed');
  await pending.first().click();
  // Not focused: focus has an outline of its own.
  await pending.first().evaluate((tile) => (tile as HTMLElement).blur());
  await expect(pending.first()).toHaveCSS('outline-style', 'double');
  await expect(swatchOf('Selected day')).toHaveCSS('outline-style', 'double');
});
