/**
 * Three people who use the keyboard alone (no mouse call anywhere in this file): an admin adds
 * a course and enrols a student, the student picks a day with the arrow keys, applies for leave
 * and logs out, the instructor approves it, and the student reads the decision from the bell.
 * Each step checks where the focus went.
 */
import type { Locator, Page } from '@playwright/test';
import { AFTER_UNDO, dayInBrowser, DEMO, expect, test } from './fixtures';

import { tabTo } from './accessibility';

test.describe.configure({ mode: 'serial' });

/** A seeded student no other test applies for leave as; the course is new in every project. */
const STUDENT = { id: '1003', name: 'Rohan Gupta', password: 'student123' };
const INSTRUCTOR = { id: '502', password: DEMO.instructor.password };
let code = '';
let leaveDay = { iso: '', dmy: '', long: '' };

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A native select, moved with the arrow keys until it shows `value`. */
async function chooseWithArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let press = 0; press < 60 && (await select.inputValue()) !== value; press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

async function signInByKeyboard(page: Page, id: string, password: string) {
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeFocused();
  await typeInto(page, page.getByLabel('Username', { exact: true }), id);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
}

/** Logout by keyboard: back on the sign-in the role signs in at (the admin's own, for the admin). */
async function logoutByKeyboard(page: Page, signIn = 'Sign In') {
  await tabTo(page, page.getByRole('button', { name: 'Logout' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: signIn, exact: true })).toBeFocused();
}

test('an admin adds a course and enrols a student, by keyboard alone', async ({ page }, info) => {
  code = `KB${Date.now() % 1_000_000}${info.project.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 4)
    .toUpperCase()}`;
  await page.goto('/admin');
  await signInByKeyboard(page, DEMO.admin.id, DEMO.admin.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Add Course' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Add Course' })).toBeFocused();
  await typeInto(page, page.getByLabel('Course Code'), code);
  await typeInto(page, page.getByLabel('Course Title'), `Keyboard Studies ${code}`);
  await typeInto(page, page.getByLabel('Instructor ID'), INSTRUCTOR.id);
  await page.keyboard.press('Enter');
  const added = page.getByRole('status').filter({ hasText: `Course ${code} added` });
  await expect(added).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Add Student to Course' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Add Student to Course' })).toBeFocused();
  await chooseWithArrows(page, page.getByLabel('Course', { exact: true }), code);
  await typeInto(page, page.getByLabel('Student Name'), STUDENT.name);
  await typeInto(page, page.getByLabel('Student ID'), STUDENT.id);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${STUDENT.name} enrolled in ${code}` })).toBeFocused();
  await logoutByKeyboard(page, 'Admin Sign In');
});

test('a student picks a day with the arrow keys, applies for leave and logs out, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await signInByKeyboard(page, STUDENT.id, STUDENT.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();

  // The calendar is one Tab stop: today. A week and a day later is three key presses away.
  const calendar = page.getByRole('group', { name: 'Leave calendar' });
  await tabTo(page, calendar.getByRole('button', { name: /\(today\)/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  // Eight days after the school's today (a day of the month past its end rolls over).
  const { today } = await dayInBrowser(page, 1);
  leaveDay = await dayInBrowser(page, Number(today.slice(8)) + 8);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`You selected date: ${leaveDay.iso}`)).toBeVisible();

  await typeInto(page, page.getByLabel('Reason'), 'Physiotherapy session');
  await typeInto(page, page.getByLabel('Course Code'), code);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Leave applied for ${leaveDay.iso}. It is pending approval.` }),
  ).toBeFocused();
  await expect(page.getByRole('region', { name: 'Leave Details' })).toContainText(`Leave Date${leaveDay.iso}`);
  await logoutByKeyboard(page);
});

test('an instructor approves the leave, by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await signInByKeyboard(page, INSTRUCTOR.id, INSTRUCTOR.password);
  await chooseWithArrows(page, page.getByLabel('Role', { exact: true }), 'course instructor');
  // Enter on a select does not submit: on to the button.
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();

  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toContainText(': 1 pending requests');
  await tabTo(page, course.getByRole('button', { name: `Approve leave of ${STUDENT.name} on ${leaveDay.dmy}` }));
  await page.keyboard.press('Enter');
  // The approval waits a few seconds with Undo, which has the focus; then it is sent.
  await expect(
    course.getByRole('button', { name: `Undo approving leave of ${STUDENT.name} on ${leaveDay.dmy}` }),
  ).toBeFocused();
  await expect(
    course.getByRole('status').filter({ hasText: `Leave of ${STUDENT.name} on ${leaveDay.dmy} approved` }),
  ).toBeFocused(AFTER_UNDO);
  await expect(course.getByRole('heading')).toContainText(': 0 pending requests');
});

test('the student reads the decision from the bell and marks it read, by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await signInByKeyboard(page, STUDENT.id, STUDENT.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();

  // The bell is in the top bar, before the view: back to it.
  await tabTo(page, page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeFocused();
  const decision = page.getByRole('button', {
    name: new RegExp(`^Mark read: Your leave in ${code} on ${leaveDay.long} was approved`),
  });
  await tabTo(page, decision);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '1 notification marked read' })).toBeFocused();
  await expect(decision).toHaveCount(0);
});
