import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, isWeekend } from '@leave/contract';
import { AFTER_UNDO, browserDay, DEMO, expect, schoolToday, signIn, test } from './fixtures';
import type { BrowserDay } from './fixtures';

/**
 * Seeded students used only by this story, one per time-zone project (no other spec signs them
 * in: a student shared with student.spec.ts had leave on the day that story picks whenever the
 * month's last lecture was among the next three weekdays).
 */
const STUDENT_BY_PROJECT: Record<string, { id: string; name: string }> = {
  'Asia/Kolkata': { id: '1002', name: 'Diya Patel' },
  'America/Los_Angeles': { id: '1007', name: 'Kabir Khan' },
};

/** The school's today (the day the calendar opens on) and the first three weekdays from it, as YYYY-MM-DD and DD/MM/YYYY. */
async function weekdaysFromToday(_page: Page) {
  const days: BrowserDay[] = [];
  for (let offset = 0; days.length < 3; offset += 1) {
    const date = addDays(schoolToday(), offset);
    if (!isWeekend(date)) days.push(browserDay(date));
  }
  return { todayLabel: browserDay(schoolToday()).label, days };
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

test('a 10% limit on 20 lectures: the student can still miss 2, is warned by the preview, the instructor sees the risk and approves two, the bar shows the limit reached, the CSV holds the three', async ({
  page,
}, info) => {
  // Each decision waits a few seconds for Undo before it is sent (UNDO_SECONDS).
  test.setTimeout(90_000);
  const student = STUDENT_BY_PROJECT[info.project.use.timezoneId!]!;
  const code = `LM${Date.now() % 1_000_000}${info.project.use.timezoneId!.startsWith('Asia') ? 'K' : 'L'}`;

  // Admin: a course of 20 lectures for instructor 501, its limit set to 10%, the student enrolled.
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Add Course' }).click();
  await page.getByLabel('Course Code').fill(code);
  await page.getByLabel('Course Title').fill(`Limits ${code}`);
  await page.getByLabel('Instructor ID').fill('501');
  await page.getByLabel('Total Lectures').fill('20');
  await page.getByRole('form', { name: 'Add Course' }).getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} added`));
  await page.getByRole('button', { name: 'Set Leave Limit' }).click();
  const limitForm = page.getByRole('form', { name: 'Set Leave Limit' });
  await limitForm.getByLabel('Course').selectOption(code);
  await limitForm.getByLabel('Leave Limit (%)').fill('10');
  await limitForm.getByRole('button', { name: 'Set Leave Limit' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`The leave limit of ${code} is now 10%`));
  await page.getByRole('button', { name: 'Add Student to Course' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${code} - Limits ${code}` });
  await page.getByLabel('Student Name').fill(student.name);
  await page.getByLabel('Student ID').fill(student.id);
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`enrolled in ${code}`));
  await logout(page);

  // Student: 2 lectures may still be missed; three days would go over, and the preview says so first.
  const { todayLabel, days } = await weekdaysFromToday(page);
  await signIn(page, student.id, 'student123');
  const bar = page
    .getByRole('region', { name: 'Current Leave Percentage' })
    .getByRole('group', { name: `${code} against its limit` });
  await expect(bar).toContainText('0% of the 10% limit. You can still miss 2 lectures.');
  await page.getByRole('button', { name: new RegExp(`^${todayLabel}`) }).click();
  const form = page.getByRole('form', { name: 'Add Leave' });
  await form.getByLabel('Reason').fill('Family emergency');
  await form.getByLabel('Course Code').fill(code);
  await form.getByLabel('To date (optional, for several days)').fill(days[2]!.iso);
  await expect(form.getByRole('list', { name: 'If approved' })).toHaveText(
    `If approved: ${code} goes from 0% to 15% (limit 10%) - over the limit`,
  );
  await expect(form).toContainText(
    `Warning: this request would take ${code} over its leave limit. You can still send it.`,
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'leaves applied' })).toContainText('3 leaves applied.');
  await expect(bar).toContainText('+3 lectures pending.');
  await logout(page);

  // Instructor 501: the three days are one request, whose approval would cross the limit; approve
  // its first two lectures one by one, and the roster shows the risk.
  await signIn(page, '501', DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  const request = course.getByRole('row').filter({ hasText: student.name }).first();
  await expect(course.getByRole('heading')).toHaveText(`${code} - Limits ${code} : 1 pending requests`);
  await expect(request).toContainText(`${days[0]!.dmy} to ${days[2]!.dmy}`);
  await expect(request).toContainText('3 lectures');
  await expect(request).toContainText('0% → 15% Over the limit');
  await request.getByRole('button', { name: /lecture by lecture$/ }).click();
  const lectures = course.getByRole('list', { name: `Lectures of the leave of ${student.name}` });
  await lectures.getByRole('button', { name: `Approve leave of ${student.name} on ${days[0]!.dmy} only` }).click();
  await expect(request).toContainText('2 lectures', AFTER_UNDO);
  const toggle = request.getByRole('button', { name: /lecture by lecture$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await lectures.getByRole('button', { name: `Approve leave of ${student.name} on ${days[1]!.dmy} only` }).click();
  await expect(request).toContainText('1 lecture', AFTER_UNDO);
  await expect(request).toContainText('10% → 15% Over the limit');

  await page.getByRole('button', { name: 'Roster' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  const roster = page.getByRole('table', { name: `Roster of ${code}` });
  // Its attendance: no timetable, so the latest 20 dates of the term up to today were its lectures,
  // no roll taken; the first day approved is one of them when it is today.
  const onLeave = days[0]!.iso <= schoolToday() ? 1 : 0;
  await expect(roster.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    student.id,
    student.name,
    '2',
    '1',
    '10%',
    '0',
    '20',
    String(20 - onLeave),
    '0',
    String(onLeave),
    `${(20 - onLeave) * 5}%`,
    'At risk: at or near the limit',
  ]);
  // The absence calendar counts the first day's absence, and the day names who is away.
  const calendar = page.getByRole('group', { name: `Absence calendar of ${code}` });
  // The tile shows the count as a tally; its name says it in words.
  // (The first day applied for, which is today unless today is a weekend.)
  await calendar.getByRole('button', { name: new RegExp(`^${browserDay(days[0]!.iso).label}.* 1 away$`) }).click();
  await expect(page.getByRole('list', { name: `Away on ${days[0]!.long}` })).toHaveText(
    `${student.name} (${student.id}): accepted`,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${code} leave register (CSV)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${code}-leave-register.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('date,roll number,name,status,reason,decided by,decided at,comment,counted');
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
    `${days[0]!.iso},${student.id},${student.name},accepted`,
    `${days[1]!.iso},${student.id},${student.name},accepted`,
    `${days[2]!.iso},${student.id},${student.name},pending`,
  ]);
  await logout(page);

  // Student: the bar shows the limit reached.
  await signIn(page, student.id, 'student123');
  await expect(bar).toContainText(
    '10% of the 10% limit. Limit reached. You can still miss 0 lectures. +1 lecture pending.',
  );
});
