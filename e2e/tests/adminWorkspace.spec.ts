/**
 * The admin workspace (issue 11), as an admin uses it: import a students CSV with a bad row,
 * find the new students, enrol one by roll number, change a course's total lectures and see a
 * student's percentage follow, reset a password that must be changed at sign-in, and find each
 * of these in the audit trail. Once per backend: it makes its own students and course.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectUsableScreen } from './accessibility';
import { AFTER_UNDO, dayInBrowser, DEMO, expect, schoolToday, signIn, test, uniqueId } from './fixtures';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

const menu = (page: Page, item: string) =>
  page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name: item, exact: true });

test('import with a bad row, find, enrol by roll number, edit lectures, reset a password, and see it all in the audit trail', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const first = uniqueId(info.workerIndex);
  const second = first + 1;
  const surname = `Import${first}`;
  // After CS101 in code order: the instructor's views open on their first course, which other specs expect to be CS101.
  const code = `WS${first % 100_000}`;
  const file = info.outputPath('students.csv');
  fs.writeFileSync(
    file,
    [
      'roll_no,name,branch,stream,joining_year',
      `${first},Asha ${surname},CSE,B.Tech,2025`,
      `${second},Ravi ${surname},ECE,B.Tech,20x5`,
      `${second + 1},Meena ${surname},ME,B.Tech,2024`,
    ].join('\n'),
  );

  await signInAsAdmin(page);

  // A file over the 2 MB an import takes is refused as it is chosen, and never sent.
  await menu(page, 'Import Students').click();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/importStudents') sent.push(request.url());
  });
  const everyone = info.outputPath('everyone.csv');
  fs.writeFileSync(everyone, 'roll_no,name,branch,stream,joining_year\n' + '1,A,B,C,2024\n'.repeat(250_000));
  const field = page.getByLabel('CSV file');
  await field.setInputFiles(everyone);
  const tooLarge = 'everyone.csv is 3.1 MB: a file to import may be at most 2 MB';
  await expect(field).toHaveAccessibleDescription(tooLarge);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(tooLarge);
  expect(sent).toEqual([]);

  // Import: the preview names the bad row's column; nothing is added until Add is pressed.
  await field.setInputFiles(file);
  await expect(field).not.toHaveAccessibleDescription(tooLarge);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status')).toHaveText(/2 of 3 rows can be added\. Nothing has been changed yet\./);
  const rows = page.getByRole('table', { name: 'Rows of students.csv' });
  await expect(rows.getByRole('row').nth(1)).toContainText('joining_year: joining_year must be a year such as 2024');
  await expectUsableScreen(page, 'Import Students');
  // No temporary passwords this time: the first student gets in through a reset below.
  await page.getByRole('checkbox', { name: /Give each new student a temporary password/ }).uncheck();
  await page.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(page.getByRole('status')).toHaveText(/2 students added/);

  // The new students are found by search.
  await menu(page, 'Students').click();
  await page.getByRole('searchbox', { name: 'Search by name or Roll No.' }).fill(surname);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`2 students matching "${surname}"`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Students' }).getByRole('row')).toHaveCount(3);

  // A course of 40 lectures; the first imported student enrolled by roll number alone.
  await menu(page, 'Add Course').click();
  await page.getByLabel('Course Code').fill(code);
  await page.getByLabel('Course Title').fill(`Workspace ${code}`);
  await page.getByLabel('Instructor ID').fill('501');
  await page.getByRole('form', { name: 'Add Course' }).getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} added`));
  await menu(page, 'Add Student to Course').click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  await page.getByLabel('Student ID').fill(String(first));
  await expect(page.getByText(`Roll No. ${first} is Asha ${surname}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Asha ${surname} enrolled in ${code}`));

  // The imported student has no password: the admin resets it and hands over the temporary one.
  await menu(page, 'Accounts').click();
  await page.getByLabel('User ID').fill(String(first));
  await page.getByRole('button', { name: 'Find' }).click();
  const account = page.getByRole('region', { name: `Account of Asha ${surname}` });
  await expect(account).toContainText('None yet (imported)');
  await account.getByRole('button', { name: 'Reset Password' }).click();
  // It cannot be undone: it asks first.
  await account.getByRole('button', { name: 'Reset password' }).click();
  const temporary = (await page.locator('code').textContent())!.trim();
  expect(temporary).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  await expectUsableScreen(page, 'Accounts');
  await logout(page);

  // The student signs in with it, must choose a new password, and is then in; one leave today.
  await page.goto('/');
  await signIn(page, String(first), temporary);
  await expect(page.getByText('Your password was reset by the admin: choose a new password to continue')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Asha-Reads-2026');
  await page.getByLabel('Confirm New Password').fill('Asha-Reads-2026');
  await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome Asha ${surname}` })).toBeVisible();
  const today = await dayInBrowser(page, Number(schoolToday().slice(8)));
  await page.getByRole('button', { name: new RegExp(`^${today.label}`) }).click();
  await page.getByLabel('Reason').fill('Medical');
  await page.getByLabel('Course Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Leave Details' })).toContainText(`Leave Date${today.iso}`);
  await logout(page);

  // The instructor approves it: 1 of 40 lectures is 2.5%.
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await page.getByRole('button', { name: new RegExp(`^Approve leave of Asha ${surname}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Approve leave of Asha ${surname}`) })).toHaveCount(
    0,
    AFTER_UNDO,
  );
  await logout(page);

  const percentage = page.getByRole('region', { name: 'Current Leave Percentage' });
  await signIn(page, String(first), 'Asha-Reads-2026');
  await expect(percentage).toContainText(`${code} : 2.5%`);
  await logout(page);

  // The admin doubles the course's lectures: 1 of 80 is 1.25%.
  await signInAsAdmin(page);
  await menu(page, 'Edit Course').click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  await expect(page.getByLabel('Total Lectures')).toHaveValue('40');
  await page.getByLabel('Total Lectures').fill('80');
  await page.getByRole('button', { name: 'Save Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} updated`));
  await expectUsableScreen(page, 'Edit Course');
  await logout(page);
  await signIn(page, String(first), 'Asha-Reads-2026');
  await expect(percentage).toContainText(`${code} : 1.25%`);
  await logout(page);

  // Each action is in the audit trail.
  await signInAsAdmin(page);
  await menu(page, 'Audit Trail').click();
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events).toContainText('students imported');
  await page.getByLabel('Target contains').fill(String(first));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(events).toContainText('password reset');
  await expect(events).toContainText('password changed');
  await page.getByLabel('Target contains').fill(code);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(events).toContainText('course edited');
  await expect(events).toContainText('total lectures from 40 to 80');
  await expect(events).toContainText('student enrolled');
  await expect(events).toContainText('course added');
  await expectUsableScreen(page, 'Audit Trail');
});

test("the overview's numbers are the lists' own, and it opens All Leave on the pending leave", async ({ page }) => {
  await signInAsAdmin(page);
  // Other suites add students and courses meanwhile: a list's count falls between two readings
  // of its tile, the one before it was opened and the one after.
  const figure = async (tile: string) =>
    Number(await page.getByRole('region', { name: tile, exact: true }).locator('p').first().textContent());
  for (const [tile, plural] of [
    ['Students', 'students'],
    ['Courses', 'courses'],
  ] as const) {
    const before = await figure(tile);
    await page.getByRole('button', { name: `Open ${tile}`, exact: true }).click();
    const status = page.getByText(new RegExp(`^\\d+ ${plural}$`));
    const listed = Number((await status.textContent())!.split(' ')[0]);
    await menu(page, 'Overview').click();
    await expect(page.getByRole('region', { name: tile, exact: true })).toBeVisible();
    expect(listed).toBeGreaterThanOrEqual(before);
    // The overview shows its last answer until the one it asks for again on opening arrives.
    await expect.poll(() => figure(tile)).toBeGreaterThanOrEqual(listed);
  }
  await page.getByRole('button', { name: 'Open Pending Leave' }).click();
  await expect(page.getByRole('heading', { name: 'All Leave' })).toBeFocused();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await menu(page, 'Overview').click();
  await expectUsableScreen(page, 'Admin Dashboard');
});
