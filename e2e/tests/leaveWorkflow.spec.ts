import type { Locator, Page } from '@playwright/test';
import { AFTER_UNDO, browserDay, DEMO, expect, schoolToday, signIn, test } from './fixtures';

/** Seeded students used only by this story, one per project: both take CS101 and CS201 (instructor 501). */
const STUDENT_BY_PROJECT: Record<string, { id: string; name: string }> = {
  'Asia/Kolkata': { id: '1005', name: 'Vikram Nair' },
  'America/Los_Angeles': { id: '1004', name: 'Ananya Singh' },
};

/**
 * A week of school about ten weeks ahead, Monday to Friday, as calendar dates: clear of the
 * demo's leave, of the other stories' days (this month and the next), of Founders' Day and of
 * the Spring Break, and inside the date policy, whatever day the suite runs on.
 */
function weekAhead(today: string) {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 70);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return Array.from({ length: 5 }, (_, index) => {
    const day = new Date(date);
    day.setUTCDate(date.getUTCDate() + index);
    return browserDay(day.toISOString().slice(0, 10));
  });
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

async function signInAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** What the standing bar of a course says: its percentage, and how many more lectures may be missed. */
async function standingOf(bar: Locator) {
  const text = (await bar.textContent()) ?? '';
  const [, percentage, canMiss] = /([\d.]+)% of the 25% limit\..*You can still miss (\d+) lectures?\./.exec(text) ?? [];
  return { percentage: Number(percentage), canMiss: Number(canMiss) };
}

/**
 * Every time in a history reads as the school writes its instant: in the school's time zone
 * (UTC for the servers started here), naming it, whatever the browser's own zone.
 */
async function expectSchoolTimes(history: Locator) {
  for (const time of await history.locator('time').all()) {
    const instant = (await time.getAttribute('datetime'))!;
    const written = new Intl.DateTimeFormat(process.env.SCHOOL_LOCALE || 'en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: process.env.SCHOOL_TIME_ZONE || 'UTC',
      timeZoneName: 'short',
    }).format(new Date(instant));
    await expect(time).toHaveText(written.replace(/[\u2009\u202f]/g, ' '));
  }
}

test('a holiday on a Wednesday and a Monday, Wednesday and Friday course: a week off is one request for two lectures, approved at once, and a cancelled Friday gives one back', async ({
  page,
}, info) => {
  // Each decision waits a few seconds for Undo before it is sent (UNDO_SECONDS).
  test.setTimeout(90_000);
  const student = STUDENT_BY_PROJECT[info.project.use.timezoneId!]!;
  const code = `TT${Date.now() % 100_000}${info.project.use.timezoneId!.startsWith('Asia') ? 'K' : 'L'}`;
  const pct = (accepted: number, lectures: number) => Math.round((accepted * 10_000) / lectures) / 100;
  await page.goto('/');
  const today = schoolToday();
  const [monday, , wednesday, , friday] = weekAhead(today);

  // Admin: a new course of instructor 501 (in the term that holds today), the student enrolled,
  // meeting Monday, Wednesday and Friday; then a holiday on that week's Wednesday.
  await signInAdmin(page);
  await page.getByRole('button', { name: 'Add Course' }).click();
  await page.getByLabel('Course Code').fill(code);
  await page.getByLabel('Course Title').fill(`Timetabled ${code}`);
  await page.getByLabel('Instructor ID').fill('501');
  await page.getByRole('form', { name: 'Add Course' }).getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} added`));
  await page.getByRole('button', { name: 'Add Student to Course' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${code} - Timetabled ${code}` });
  await page.getByLabel('Student ID').fill(student.id);
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`${student.name} enrolled in ${code}`));

  await page.getByRole('button', { name: 'Edit Course' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  const timetable = page.getByRole('form', { name: `Timetable of ${code}` });
  for (const weekday of ['Monday', 'Wednesday', 'Friday']) {
    await timetable.getByRole('button', { name: 'Add Meeting' }).click();
    const meeting = timetable.getByRole('group').last();
    await meeting.getByLabel('Weekday').selectOption(weekday);
    await meeting.getByLabel('Start').fill('09:00');
    await meeting.getByLabel('End').fill('10:00');
  }
  await timetable.getByRole('button', { name: 'Save Timetable' }).click();
  const saved = page.getByRole('status').filter({ hasText: `${code} now meets as set` });
  await expect(saved).toBeVisible();
  const lectures = Number(/(\d+) lectures in/.exec((await saved.textContent())!)![1]);

  await page.getByRole('button', { name: 'Terms & Holidays' }).click();
  const addHoliday = page.getByRole('form', { name: 'Add Holiday' });
  await addHoliday.getByLabel('Holiday name').fill(`Sports Day ${code}`);
  await addHoliday.getByLabel('First day').fill(wednesday!.iso);
  await addHoliday.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sports Day ${code}` })).toContainText('added');
  await logout(page);

  // Student: Monday to Friday for all their courses is one request; the new course has leave on
  // Monday and Friday only, and Wednesday is listed as a holiday.
  await signIn(page, student.id, 'student123');
  const bar = page
    .getByRole('region', { name: 'Current Leave Percentage' })
    .getByRole('group', { name: `${code} against its limit` });
  await expect(bar).toContainText('0% of the 25% limit.');
  const before = await standingOf(bar);
  const months =
    (Number(monday!.iso.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(monday!.iso.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let month = 0; month < months; month += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: new RegExp(`^${monday!.label}`) }).click();
  const form = page.getByRole('form', { name: 'Add Leave' });
  await form.getByLabel('Reason').fill('Sick');
  await form.getByLabel('All my courses').check();
  await form.getByLabel('To date (optional, for several days)').fill(friday!.iso);
  await form.getByRole('button', { name: 'Submit' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'leaves applied' });
  await expect(outcome.getByRole('list', { name: 'Applied' })).toContainText(
    `${code}: ${monday!.long}, ${friday!.long}`,
  );
  await expect(outcome.getByRole('list', { name: 'No leave needed' }).getByRole('listitem')).toContainText([
    /^Tue, /,
    new RegExp(`^Wed, .*holiday \\(Sports Day ${code}\\)`),
    /^Thu, /,
  ]);

  // My Requests: one card for the week.
  await page.getByRole('button', { name: 'My Requests' }).click();
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeFocused();
  const cards = page.getByRole('list', { name: 'Leave requests' }).getByRole('region');
  await expect(cards.filter({ hasText: /^Sick, / })).toHaveCount(1);
  const card = cards.filter({ hasText: /^Sick, / });
  await expect(card).toContainText(`${code} 2 pending`);
  await logout(page);

  // Instructor 501: one row for the request in the new course, approved in one action.
  await signIn(page, '501', DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toHaveText(`${code} - Timetabled ${code} : 1 pending requests`);
  const row = course.getByRole('row').filter({ hasText: student.name });
  await expect(row).toContainText(`${monday!.dmy} to ${friday!.dmy}`);
  await expect(row).toContainText('2 lectures');
  await row.getByLabel(/^Comment for leave of/).fill('Get well soon');
  await row
    .getByRole('button', { name: `Approve leave of ${student.name} from ${monday!.dmy} to ${friday!.dmy}` })
    .click();
  await expect(course.getByRole('heading')).toHaveText(`${code} - Timetabled ${code} : 0 pending requests`, AFTER_UNDO);
  await logout(page);

  // Student: two lectures fewer may be missed; the history says who approved it, in local time.
  await signIn(page, student.id, 'student123');
  // The holiday took one lecture off the course's total.
  await expect(bar).toContainText(`${pct(2, lectures - 1)}% of the 25% limit.`);
  const approved = await standingOf(bar);
  expect(approved.canMiss).toBe(before.canMiss - 2);
  await page.getByRole('button', { name: 'My Requests' }).click();
  await card.getByText('Lectures and history').click();
  const mondayLeave = card.getByRole('region', { name: `Leave ${code} on ${monday!.iso}` });
  const history = mondayLeave.getByRole('list', { name: `History of leave ${code} on ${monday!.iso}` });
  await mondayLeave.getByText('History', { exact: true }).click();
  await expect(history.getByRole('listitem')).toHaveText([
    new RegExp(`^Applied by ${student.name} \\(student\\)`),
    /^Approved by Dr\. Meera Iyer \(instructor\), .+Get well soon$/,
  ]);
  await expectSchoolTimes(history);
  await logout(page);

  // Instructor 501: Friday's lecture is cancelled; the student's leave that day stops counting.
  await signIn(page, '501', DEMO.instructor.password, 'Instructor');
  await page.getByRole('button', { name: 'View Courses' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  const cancel = page.getByRole('form', { name: 'Cancel a lecture' });
  await cancel.getByLabel('Date').fill(friday!.iso);
  await cancel.getByLabel('Reason').fill('Exam duty');
  await cancel.getByRole('button', { name: 'Cancel lecture' }).click();
  await expect(cancel.getByRole('status')).toContainText(', 1 with leave that day');
  await logout(page);

  await signIn(page, student.id, 'student123');
  await expect(bar).toContainText(`${pct(1, lectures - 2)}% of the 25% limit.`);
  const afterCancel = await standingOf(bar);
  expect(afterCancel.canMiss).toBe(Math.floor((25 * (lectures - 2)) / 100) - 1);
});
