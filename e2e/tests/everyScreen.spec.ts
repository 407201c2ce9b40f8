/**
 * Every screen and state, on two phones (360x740 and 390x844, touch, in the light and the dark
 * colour scheme) and a desktop (1280x900): no axe (WCAG 2.1 AA) violation, nothing wider than the
 * screen, on the phones no tap target under 44x44 px, one main landmark, its own page title.
 * Checked once, on the real API: the screens are the same in every project.
 *
 * The phones share one walk: each screen is checked in full at 360x740 (axe in both colour
 * schemes), then the window is widened to 390x844 and the same screen checked again for what a
 * width changes (nothing wider than the screen or clipped, the tap targets, one main landmark,
 * the title), and narrowed back. Both widths are the app's narrow layout.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { appPort, DEMO, expect, signIn, test } from './fixtures';
import { expectUsableScreen } from './accessibility';

// On the phone, expectUsableScreen checks each screen's contrast in the dark palette too.
const VIEWPORTS = [
  {
    name: 'phone (360 px, and 390 px)',
    width: 360,
    height: 740,
    colorScheme: 'light',
    hasTouch: true,
    alsoAt: { width: 390, height: 844 },
  },
  { name: 'desktop', width: 1280, height: 900, colorScheme: 'light', hasTouch: false, alsoAt: undefined },
] as const;

/** Opens a view from the drawer (on a phone, the drawer opens first and closes after). */
async function openView(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name, exact: true }).click();
}

// Each test walks through many screens, each checked by axe (twice on the phone): far longer
// than one flow, more so beside the other suites on two cores. A hang still fails.
test.describe.configure({ timeout: 120_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    /** expectUsableScreen at this size, and on the phone at the larger phone's too. */
    const expectUsable = (page: Page, title: string) => expectUsableScreen(page, title, { alsoAt: viewport.alsoAt });
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: viewport.colorScheme,
      hasTouch: viewport.hasTouch,
    });

    test('sign-in, sign-up (both roles), admin sign-in, their errors, and not-found', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeFocused();
      await expectUsable(page, 'Sign In');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByLabel('Username')).toBeFocused();
      await expectUsable(page, 'Sign In');

      await page.getByRole('link', { name: /Sign Up/ }).click();
      await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeFocused();
      await expectUsable(page, 'Sign Up');
      await page.getByLabel('Role').selectOption({ label: 'Instructor' });
      await expect(page.getByLabel('Registration No.')).toBeVisible();
      await expectUsable(page, 'Sign Up');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByLabel('Name')).toBeFocused();
      await expectUsable(page, 'Sign Up');

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeFocused();
      await expectUsable(page, 'Admin Sign In');

      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeFocused();
      await expectUsable(page, 'Page not found');
    });

    test('the student: leave of every status, a focused coloured day, Leave Details, courses, profile, requests; the dashboard with its remote down', async ({
      page,
    }, info) => {
      await page.goto('/');
      await signIn(page, DEMO.student.id, DEMO.student.password);
      await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
      await expectUsable(page, 'Apply Leave');

      // Last month holds the seed's accepted and rejected leave; this month its pending.
      await page.getByRole('button', { name: 'Previous month' }).click();
      const accepted = page.getByRole('button', { name: /\(accepted leave\)/ }).first();
      await expect(accepted).toBeVisible();
      await expect(page.getByRole('button', { name: /\(rejected leave\)/ }).first()).toBeVisible();
      await accepted.focus();
      await expectUsable(page, 'Apply Leave');

      await accepted.press('Enter');
      await expect(page.getByRole('region', { name: 'Leave Details' }).first()).toBeVisible();
      await expectUsable(page, 'Apply Leave');

      await openView(page, 'View Courses');
      await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeFocused();
      await expectUsable(page, 'Your Courses');
      await openView(page, 'View User');
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeFocused();
      await expectUsable(page, 'Profile');
      await openView(page, 'My Requests');
      await expectUsable(page, 'My Requests');
      // The charts, and one shown as a table.
      await openView(page, 'My Progress');
      await expect(page.getByRole('heading', { name: 'My Progress' })).toBeFocused();
      await expect(page.getByRole('img', { name: /^CS101: leave percentage by week/ })).toBeVisible();
      await expectUsable(page, 'My Progress');
      await page.getByRole('button', { name: 'Show as table' }).first().click();
      await expectUsable(page, 'My Progress');

      // The dashboard's next load with its remote down (the session holds: no second sign-in).
      await page.route(`http://localhost:${appPort(info) + 2}/**`, (route) => route.abort('connectionrefused'));
      await page.reload();
      await expect(page.getByRole('alert')).toContainText('Sorry, the student dashboard could not be loaded.');
      await expectUsable(page, 'Could not load');
    });

    test('the instructor: Pending Requests, Courses Taught, profile, History, Roster, Attendance, Absences by Week, Notifications', async ({
      page,
    }) => {
      // Ten screens, each checked with axe (twice on the phone) and at its width.
      test.setTimeout(180_000);
      await page.goto('/');
      await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
      await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
      await expect(page.getByRole('region', { name: /^CS101 - / }).getByRole('heading')).toContainText(
        'pending requests',
      );
      await expectUsable(page, 'Pending Requests');
      await openView(page, 'View Courses');
      await expect(page.getByRole('heading', { name: 'Courses Taught' })).toBeFocused();
      await expectUsable(page, 'Courses Taught');
      await openView(page, 'View User');
      await expectUsable(page, 'Profile');
      await openView(page, 'History');
      await expectUsable(page, 'History');
      await openView(page, 'Roster');
      await expect(page.getByRole('table', { name: /^Attendance register of / })).toBeVisible();
      await expectUsable(page, 'Roster');
      await openView(page, 'Attendance');
      await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeFocused();
      await expectUsable(page, 'Attendance');
      await openView(page, 'Absences by Week');
      await expect(page.getByRole('img', { name: /^CS101 - .*: lectures missed by week$/ })).toBeVisible();
      await expectUsable(page, 'Absences by Week');
      await page.getByRole('button', { name: 'Show as table' }).first().click();
      await expectUsable(page, 'Absences by Week');

      // The bell opens the list: a calendar address made, an email refused.
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeFocused();
      await expectUsable(page, 'Notifications');
      await page.getByRole('button', { name: /^(Create Calendar Address|Make New Address)$/ }).click();
      await expect(page.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(/\/calendar\.ics\?token=/);
      await expectUsable(page, 'Notifications');
      await page.getByRole('textbox', { name: 'Email address' }).fill('not an address');
      await page.getByRole('button', { name: 'Save Email Settings' }).click();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeFocused();
      await expectUsable(page, 'Notifications');
    });

    // The admin's four walks share one page, signed in once by the first: a sign-in costs a new
    // browser context, the app's first load and the sign-in itself, and the walks need the same
    // admin. They run in order, and one that fails skips those after it.
    test.describe('the admin, signed in once', () => {
      test.describe.configure({ mode: 'serial' });
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await browser.newPage({
          baseURL: test.info().project.use.baseURL,
          timezoneId: test.info().project.use.timezoneId,
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: viewport.colorScheme,
          hasTouch: viewport.hasTouch,
        });
      });
      test.afterAll(() => page.context().close());

      test('the admin: the dashboard and each form, empty and with its errors', async () => {
        await page.goto('/admin');
        await page.getByLabel('Username').fill(DEMO.admin.id);
        await page.getByLabel('Password').fill(DEMO.admin.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('heading', { name: 'Getting started' })).toBeFocused();
        await expectUsable(page, 'Admin Dashboard');

        await openView(page, 'Add Course');
        await expectUsable(page, 'Add Course');
        await page.getByRole('form', { name: 'Add Course' }).getByRole('button', { name: 'Add Course' }).click();
        await expect(page.getByLabel('Course Code')).toBeFocused();
        await expectUsable(page, 'Add Course');

        await openView(page, 'Add Student to Course');
        await expectUsable(page, 'Add Student to Course');
        await page.getByRole('button', { name: 'Add Student', exact: true }).click();
        await expect(page.getByLabel('Course', { exact: true })).toBeFocused();
        await expectUsable(page, 'Add Student to Course');

        await openView(page, 'Set Leave Limit');
        await expectUsable(page, 'Set Leave Limit');
      });

      test("the admin's workspace: every list, import preview, edit, accounts, audit trail, change password", async () => {
        const info = test.info();
        // Twelve screens, each checked with axe (twice on the phone) and at its width.
        test.setTimeout(180_000);

        await openView(page, 'Students');
        await expect(page.getByRole('table', { name: 'Students' })).toContainText('Aarav Sharma');
        await expectUsable(page, 'Students');

        await openView(page, 'Courses');
        await expect(page.getByRole('table', { name: 'Courses' })).toContainText('CS101');
        await expectUsable(page, 'Courses');

        await openView(page, 'Instructors');
        await expect(page.getByRole('table', { name: 'Instructors' })).toContainText('501');
        await expectUsable(page, 'Instructors');

        await openView(page, 'Enrolments');
        await page.getByLabel('Course', { exact: true }).selectOption('CS101');
        await expect(page.getByRole('button', { name: 'Remove Aarav Sharma from CS101' })).toBeVisible();
        await expectUsable(page, 'Enrolments');

        await openView(page, 'All Leave');
        await expect(page.getByRole('table', { name: 'Leave' })).toContainText('Aarav Sharma');
        await expectUsable(page, 'All Leave');

        await openView(page, 'Import Students');
        const file = info.outputPath('preview.csv');
        fs.writeFileSync(
          file,
          'roll_no,name,branch,stream,joining_year\n1001,Aarav Sharma,CSE,B.Tech,2024\nx,Bad,CSE,B.Tech,2024',
        );
        await page.getByLabel('CSV file').setInputFiles(file);
        await page.getByRole('button', { name: 'Preview' }).click();
        await expect(page.getByRole('table', { name: 'Rows of preview.csv' })).toContainText('already there');
        // Each row's line number is shown in its card, not behind Details.
        await expect(
          page.getByRole('table', { name: 'Rows of preview.csv' }).locator('td[data-label="Line"]').first(),
        ).toBeVisible();
        await expectUsable(page, 'Import Students');

        await openView(page, 'Import Enrolments');
        // Both import views have a "CSV file" field: wait for this one, or the file may go to the last.
        await expect(page.getByRole('heading', { name: 'Import Enrolments', level: 2 })).toBeVisible();
        const enrolments = info.outputPath('enrolments.csv');
        fs.writeFileSync(enrolments, 'course_code,roll_no\nCS101,1001\nNOPE9,1001\nCS101,424242');
        await page.getByLabel('CSV file').setInputFiles(enrolments);
        await page.getByRole('button', { name: 'Preview' }).click();
        await expect(page.getByRole('table', { name: 'Rows of enrolments.csv' })).toContainText('unknown course');
        await expectUsable(page, 'Import Enrolments');

        // CS101 has a timetable: its Total Lectures is read-only, counted from it.
        await openView(page, 'Edit Course');
        await page.getByLabel('Course', { exact: true }).selectOption('CS101');
        await expect(page.getByRole('form', { name: 'Timetable of CS101' })).toBeVisible();
        await expect(page.getByLabel('Total Lectures')).not.toBeEditable();
        await page.getByLabel('Course Title').fill('');
        await page.getByRole('button', { name: 'Save Course' }).click();
        await expect(page.getByLabel('Course Title')).toBeFocused();
        await expectUsable(page, 'Edit Course');

        await openView(page, 'Accounts');
        await page.getByLabel('User ID').fill('1001');
        await page.getByRole('button', { name: 'Find' }).click();
        await expect(page.getByRole('region', { name: 'Account of Aarav Sharma' })).toContainText('Active');
        await expectUsable(page, 'Accounts');

        await openView(page, 'Audit Trail');
        await expect(page.getByRole('status')).toHaveText(/\d+ events?|No events match\./);
        await expectUsable(page, 'Audit Trail');

        await openView(page, 'Leave by Week');
        await expect(page.getByRole('img', { name: 'Leave by status, week by week' })).toBeVisible();
        await expectUsable(page, 'Leave by Week');
        await page.getByRole('button', { name: 'Show as table' }).click();
        await expectUsable(page, 'Leave by Week');

        await openView(page, 'System');
        await expect(page.getByRole('table', { name: 'Role apps live' })).toBeVisible();
        await expectUsable(page, 'System');

        await openView(page, 'Attendance Rules');
        await expect(page.getByLabel('Correction window (days)')).not.toHaveValue('');
        await expectUsable(page, 'Attendance Rules');
        await openView(page, 'Correct a Roll');
        await expectUsable(page, 'Correct a Roll');
        await openView(page, 'Import Roll Marks');
        await expectUsable(page, 'Import Roll Marks');

        await openView(page, 'Change Password');
        await page
          .getByRole('form', { name: 'Change password' })
          .getByRole('button', { name: 'Change Password' })
          .click();
        await expect(page.getByLabel('Current Password')).toBeFocused();
        await expectUsable(page, 'Change Password');
      });

      test("the admin's Kinds of Leave: the list, and the form refusing an empty name", async () => {
        await openView(page, 'Kinds of Leave');
        await expect(page.getByRole('heading', { name: 'Kinds of Leave' })).toBeFocused();
        await expect(page.getByRole('table', { name: 'Kinds of Leave' })).toContainText('Institute duty');
        await expectUsable(page, 'Kinds of Leave');
        const form = page.getByRole('form', { name: 'Add a Kind of Leave' });
        await form.getByRole('button', { name: 'Add Kind' }).click();
        await expect(form.getByLabel(/^Name/)).toBeFocused();
        await expectUsable(page, 'Kinds of Leave');
      });

      test("the admin's term: Terms & Holidays, its forms and imports, public holidays, a timetable, Import Timetables", async () => {
        const info = test.info();
        test.setTimeout(180_000);

        await openView(page, 'Terms & Holidays');
        await expect(page.getByRole('heading', { name: 'Terms & Holidays' })).toBeFocused();
        await expect(page.getByRole('table', { name: /^Holidays of / })).toContainText("Founders' Day");
        await expectUsable(page, 'Terms & Holidays');
        const addTerm = page.getByRole('form', { name: 'Add Term' });
        await addTerm.getByRole('button', { name: 'Add Term' }).click();
        await expect(addTerm.getByLabel('Term name')).toBeFocused();
        await expectUsable(page, 'Terms & Holidays');

        const holidays = page.getByRole('region', { name: 'Import Holidays' });
        const file = info.outputPath('holidays.csv');
        fs.writeFileSync(file, 'date,name\n2099-01-01,Far Away\n2026-13-01,Typo');
        await holidays.getByLabel('CSV or iCalendar file').setInputFiles(file);
        await holidays.getByRole('button', { name: 'Preview' }).click();
        await expect(holidays.getByRole('table', { name: 'Rows of holidays.csv' })).toContainText('bad value');
        await expectUsable(page, 'Terms & Holidays');

        const publicHolidays = page.getByRole('region', { name: 'Public Holidays' });
        await publicHolidays.getByLabel('Country').selectOption('IN');
        await publicHolidays.getByRole('button', { name: 'Find Public Holidays' }).click();
        await expect(publicHolidays.getByRole('group', { name: /^Public holidays of India/ })).toBeVisible();
        await expectUsable(page, 'Terms & Holidays');

        await openView(page, 'Edit Course');
        await page.getByLabel('Course', { exact: true }).selectOption('CS201');
        const timetable = page.getByRole('form', { name: 'Timetable of CS201' });
        await timetable.getByRole('button', { name: 'Add Meeting' }).click();
        await timetable.getByRole('group', { name: 'Meeting 3' }).getByLabel('Weekday').selectOption('Tuesday');
        await timetable.getByRole('button', { name: 'Save Timetable' }).click();
        await expect(timetable.getByRole('group', { name: 'Meeting 3' }).getByLabel('Weekday')).toBeFocused();
        await expectUsable(page, 'Edit Course');

        await openView(page, 'Import Timetables');
        await expect(page.getByRole('heading', { name: 'Import Timetables', level: 2 })).toBeVisible();
        const timetables = info.outputPath('timetables.csv');
        fs.writeFileSync(
          timetables,
          'course_code,weekday,start,end,room\nNOPE9,Mon,09:00,10:00,\nCS201,Funday,11:00,12:00,B-204',
        );
        await page.getByLabel('CSV file').setInputFiles(timetables);
        await page.getByRole('button', { name: 'Preview' }).click();
        await expect(page.getByRole('table', { name: 'Rows of timetables.csv' })).toContainText('unknown course');
        await expectUsable(page, 'Import Timetables');
      });

      test("the admin's Notifications", async () => {
        await openView(page, 'Notifications');
        await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeFocused();
        await expectUsable(page, 'Notifications');
      });
    });
  });
}
