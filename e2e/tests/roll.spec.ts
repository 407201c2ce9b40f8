/**
 * The roll, one story across the roles on a phone (375x812, touch): an instructor takes today's
 * roll with the keyboard alone and again by touch, the student sees the absence and what they can
 * still miss change, applies for leave for it, the instructor accepts, and the register says "on
 * leave" (the kind). Every new screen has no axe violation in either colour scheme (checked on the
 * real API's project: the screens are the same build on the mock's).
 */
import type { Locator, Page } from '@playwright/test';
import { expectUsableScreenOnce, tabTo } from './accessibility';
import { AFTER_UNDO, browserDay, DEMO, expect, schoolDate, schoolToday, signIn, test, uniqueId } from './fixtures';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
// Six sign-ins, two decisions waiting for Undo and axe in two palettes on each new screen.
test.describe.configure({ timeout: 240_000 });

/** Opens a view from the drawer, which a phone opens first. */
async function openView(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name, exact: true }).click();
}

async function logout(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeFocused();
}

/** Every one of these is a thumb's target: at least 44 px tall and wide. */
async function expectTapTargets(targets: Locator) {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { width: Math.round(width), height: Math.round(height) };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((box) => box.width < 44 || box.height < 44)).toEqual([]);
}

/** The student's standing in one course, on Apply Leave. */
const standingOf = (page: Page, code: string) =>
  page
    .getByRole('region', { name: 'Current Leave Percentage' })
    .getByRole('listitem')
    .filter({ hasText: `${code} :` });

test('the instructor takes a roll by keyboard and by touch; the student applies for leave for the absence; the register says so', async ({
  page,
  dialogs,
}, info) => {
  const today = schoolToday();
  const day = browserDay(today);
  const id = String(uniqueId(info.workerIndex));
  const name = `Ravi Roll ${id.slice(-4)}`;
  const code = `RL${id.slice(-6)}`;
  const title = `Roll Call ${code}`;

  // A student of their own, in a course of their own (no timetable: every date of the term is a
  // lecture, today's too) of 10 lectures at 25%: 2 may be missed.
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Roll No.').fill(id);
  await page.getByLabel('Branch').fill('CSE');
  await page.getByLabel('Stream').fill('B.Tech');
  await page.getByLabel('Joining Year').fill('2025');
  await page.getByLabel('Password').fill('Kestrel-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signInAsAdmin(page);
  await openView(page, 'Add Course');
  await page.getByLabel('Course Code').fill(code);
  await page.getByLabel('Course Title').fill(title);
  await page.getByLabel('Instructor ID').fill('502');
  await page.getByLabel('Total Lectures').fill('10');
  await page.getByRole('form', { name: 'Add Course' }).getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} added`));
  await openView(page, 'Add Student to Course');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${code} - ${title}` });
  await page.getByLabel('Student Name').fill(name);
  await page.getByLabel('Student ID').fill(id);
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`${name} enrolled in ${code}`));
  await logout(page);

  await signIn(page, id, 'Kestrel-42');
  await expect(standingOf(page, code)).toContainText('You can still miss 2 lectures.');
  await logout(page);

  // The instructor, with the keyboard alone: the drawer, Attendance, today's lecture, Absent, Save.
  await signIn(page, '502', DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Menu' }));
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name: 'Attendance' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeFocused();
  const lecture = page
    .getByRole('region', { name: 'Today' })
    .getByRole('button', { name: new RegExp(`^${code} - ${title}, ${schoolDate(today)}`) });
  await expect(lecture).toContainText('Not taken yet');
  await expectUsableScreenOnce(page, 'Attendance');
  await expectTapTargets(page.getByRole('region', { name: 'Today' }).getByRole('button'));
  await tabTo(page, lecture);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: `Roll of ${code}, ${schoolDate(today)}` });
  await expect(heading).toBeFocused();
  const row = page.getByRole('group', { name: new RegExp(`^${id} ${name}`) });
  await expect(row.getByRole('radio', { name: 'Present' })).toBeChecked();
  await expectTapTargets(
    page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .or(page.getByRole('button', { name: /^(Everyone present|Everyone absent|Save attendance|Back to lectures)$/ })),
  );
  await tabTo(page, row.getByRole('radio', { name: 'Present' }));
  await page.keyboard.press('ArrowRight');
  await expect(row.getByRole('radio', { name: 'Absent' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save attendance' }));
  await page.keyboard.press('Enter');
  const saved = page.getByRole('status').filter({ hasText: /^Attendance saved for/ });
  await expect(saved).toHaveText(new RegExp(`^Attendance saved for ${code}, .+: 1 absent$`));
  await expectUsableScreenOnce(page, `Roll of ${code}`);

  // By touch: back to the list, the lecture again; a tap on Late and one on Absent change
  // nothing, and saving it again says the same.
  await page.getByRole('button', { name: 'Back to lectures' }).tap();
  await expect(lecture).toContainText('Taken: 1 absent of 1');
  await lecture.tap();
  await expect(heading).toBeFocused();
  await row.getByRole('radio', { name: 'Late' }).tap();
  await expect(row.getByRole('radio', { name: 'Late' })).toBeChecked();
  await row.getByRole('radio', { name: 'Absent' }).tap();
  await expect(page.getByText('0 present, 1 absent, 0 late, 0 on leave')).toBeVisible();
  await page.getByRole('button', { name: 'Save attendance' }).tap();
  await expect(saved).toHaveText(new RegExp(`^Attendance saved for ${code}, .+: 1 absent$`));
  await logout(page);

  // The student: the day in its own colour and words, one lecture fewer to miss; apply for it.
  await signIn(page, id, 'Kestrel-42');
  await expect(standingOf(page, code)).toContainText('You can still miss 1 lecture.');
  const tile = page.getByRole('button', { name: new RegExp(`^${day.label}.*\\(absent from ${code}\\)`) });
  await expect(tile).toContainText('✕');
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Absent without leave');
  await tile.tap();
  const roll = page.getByRole('list', { name: 'The roll on this day' });
  await expect(roll).toContainText(`You were marked absent from ${code} without leave.`);
  await expectUsableScreenOnce(page, 'Apply Leave');
  await roll.getByRole('button', { name: `Apply for leave for ${code}` }).tap();
  const form = page.getByRole('form', { name: 'Add Leave' });
  await expect(form.getByLabel('Reason')).toBeFocused();
  await expect(form.getByLabel('Course Code')).toHaveValue(code);
  await page.keyboard.type('Fever');
  await form.getByRole('button', { name: 'Submit' }).tap();
  await expect(page.getByRole('region', { name: 'Leave Details' })).toContainText(`Leave Date${today}`);
  await logout(page);

  // The instructor accepts it; the register says the lecture was leave, of its kind.
  await signIn(page, '502', DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 1 pending requests`);
  await course.getByRole('row').filter({ hasText: day.dmy }).getByRole('button', { name: 'Approve' }).tap();
  await expect(course.getByRole('heading')).toHaveText(`${code} - ${title} : 0 pending requests`, AFTER_UNDO);
  await openView(page, 'Roster');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: `${code} - ${title}` });
  const register = page.getByRole('table', { name: `Attendance register of ${code}` });
  const studentRow = register.getByRole('row').filter({ hasText: name });
  await expect(studentRow).toContainText('Personal');
  await expect(studentRow.getByRole('cell').first()).toHaveText(id);
  await expectUsableScreenOnce(page, 'Roster');
  expect(dialogs).toEqual([]);
});

test('the admin: Attendance Rules with its errors, Correct a Roll, Import Roll Marks, the overview', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('region', { name: 'Rolls taken today' })).toContainText(/\d+ of \d+ lectures?/);
  await expectUsableScreenOnce(page, 'Admin Dashboard');

  await openView(page, 'Attendance Rules');
  await expect(page.getByRole('heading', { name: 'Attendance Rules' })).toBeFocused();
  const window = page.getByLabel('Correction window (days)');
  await expect(window).not.toHaveValue('');
  const kept = await window.inputValue();
  await window.fill('61');
  await page.getByRole('button', { name: 'Save Attendance Rules' }).click();
  await expect(window).toBeFocused();
  await expect(window).toHaveAccessibleDescription(/Correction window \(days\)/);
  await expectUsableScreenOnce(page, 'Attendance Rules');
  // Saved as it was: the other tests' windows stay.
  await window.fill(kept);
  await page.getByRole('button', { name: 'Save Attendance Rules' }).click();
  await expect(page.getByText('Attendance rules saved')).toBeVisible();

  await openView(page, 'Correct a Roll');
  await expect(page.getByRole('heading', { name: 'Correct a Roll' })).toBeFocused();
  await expectUsableScreenOnce(page, 'Correct a Roll');
  await page.getByLabel('Course', { exact: true }).selectOption('CS101');
  await page.getByRole('button', { name: 'Open the roll' }).click();
  const opened = page.getByRole('heading', { name: /^Roll of CS101, / });
  const refused = page.getByLabel('Date of the lecture');
  // Today may have no CS101 lecture: the date says why, else the class list opens.
  await expect(opened.or(page.getByText(/^CS101 has no lecture on|is cancelled/))).toBeVisible();
  if (await opened.isVisible()) {
    await expect(opened).toBeFocused();
    await expectUsableScreenOnce(page, 'Roll of CS101');
  } else {
    await expect(refused).toHaveAccessibleDescription(/CS101 has no lecture on|is cancelled/);
  }

  await openView(page, 'Import Roll Marks');
  await expect(page.getByRole('heading', { name: 'Import Roll Marks' })).toBeFocused();
  await expectUsableScreenOnce(page, 'Import Roll Marks');
});
