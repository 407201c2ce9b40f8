/**
 * Live updates and notifications (issue 12), two people side by side in two time zones: a
 * student (Asia/Kolkata) applies and the instructor's (America/Los_Angeles) pending list and bell
 * update without a reload; the instructor approves and the student's calendar turns green, the
 * percentage moves and the bell rings, again without a reload. Once per backend.
 */
import type { Browser, Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';
import { expectUsableScreenOnce } from './accessibility';
import { AFTER_UNDO, apiUrlOf, dayInBrowser, DEMO, expect, signIn, test, uniqueId } from './fixtures';

const unreadOn = async (page: Page) => {
  const label = await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')![1]);
};

/**
 * A fresh student enrolled in a new course of 10 lectures, taught by a fresh instructor, made through
 * the API: the live announcements the test reads are its own (a demo instructor's would also say
 * the requests other tests make beside it).
 */
async function setUp(apiHost: string, rollNo: number, instructorId: number, code: string) {
  const api = await apiRequest.newContext({ baseURL: apiHost });
  const signUp = async (data: Record<string, unknown>) =>
    expect((await api.post('/addUser', { data: { passwd: 'Kestrel-42', ...data } })).status()).toBe(201);
  await signUp({
    name: `Live Instructor ${instructorId}`,
    user_id: instructorId,
    branch: 'Science',
    role: 'course instructor',
  });
  await signUp({
    name: `Live Student ${rollNo}`,
    user_id: rollNo,
    branch: 'CSE',
    stream: 'B.Tech',
    joining_year: 2025,
    role: 'student',
  });
  const admin = await apiRequest.newContext({ baseURL: apiHost });
  expect(
    (
      await admin.post('/userVerify', {
        data: { user_id: Number(DEMO.admin.id), passwd: DEMO.admin.password, role: 'admin' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await admin.post('/addCourse', {
        data: {
          courseCode: code,
          courseTitle: `Live Lab ${code}`,
          instructorId,
          semesterType: 'Autumn',
          semesterYear: 2026,
          totalLectures: 10,
        },
      })
    ).status(),
  ).toBe(201);
  expect((await admin.post('/addStudentToCourse', { data: { courseCode: code, studentId: rollNo } })).status()).toBe(
    201,
  );
  await Promise.all([api.dispose(), admin.dispose()]);
}

const personIn = async (browser: Browser, baseURL: string, timezoneId: string) => {
  const context = await browser.newContext({ baseURL, timezoneId });
  return context.newPage();
};

test('the instructor sees a new request and the student a decision, each without a reload, in two time zones', async ({
  browser,
  page,
}, info) => {
  test.setTimeout(90_000);
  const baseURL = info.project.use.baseURL!;
  const apiHost = await apiUrlOf(page.request);
  const rollNo = uniqueId(info.workerIndex);
  const instructorId = uniqueId(info.workerIndex);
  const code = `ZL${rollNo % 100_000}`;
  await setUp(apiHost, rollNo, instructorId, code);

  const student = await personIn(browser, baseURL, 'Asia/Kolkata');
  const instructor = await personIn(browser, baseURL, 'America/Los_Angeles');

  await student.goto('/');
  await signIn(student, String(rollNo), 'Kestrel-42');
  await expect(student.getByRole('heading', { name: `Welcome Live Student ${rollNo}` })).toBeVisible();
  // Being enrolled is the student's first notification.
  await expect(student.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await instructor.goto('/');
  await signIn(instructor, String(instructorId), 'Kestrel-42', 'Instructor');
  const course = instructor.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toHaveText(`${code} - Live Lab ${code} : 0 pending requests`, AFTER_UNDO);
  const instructorUnread = await unreadOn(instructor);
  // Neither page may reload from here on: a reload would lose these marks.
  for (const person of [student, instructor]) await person.evaluate(() => Object.assign(window, { liveMark: 1 }));

  const day = await dayInBrowser(student, 25);
  await student.getByRole('button', { name: new RegExp(`^${day.label}`) }).click();
  await student.getByLabel('Reason').fill('Science fair');
  await student.getByLabel('Course Code').fill(code);
  await student.getByRole('button', { name: 'Submit' }).click();
  await expect(student.getByRole('region', { name: 'Leave Details' })).toContainText(`Leave Date${day.iso}`);

  await expect(course.getByRole('heading')).toHaveText(`${code} - Live Lab ${code} : 1 pending requests`);
  await expect(course.getByRole('row').filter({ hasText: day.dmy })).toContainText(
    `${day.dmy}${rollNo}Live Student ${rollNo}Science fair`,
  );
  await expect.poll(() => unreadOn(instructor)).toBeGreaterThan(instructorUnread);
  // Said to a screen reader, politely, as it arrives.
  await expect(instructor.getByTestId('live-announcement')).toHaveText(
    `New notification: Live Student ${rollNo} (Roll No. ${rollNo}) asked for leave in ${code} on ${day.long}.`,
  );

  const tile = student.getByRole('button', { name: new RegExp(`^${day.label}`) });
  await expect(tile).toHaveCSS('background-color', 'rgb(245, 217, 10)');
  await course
    .getByRole('row')
    .filter({ hasText: day.dmy })
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(course.getByRole('heading')).toHaveText(`${code} - Live Lab ${code} : 0 pending requests`, AFTER_UNDO);

  await expect(tile).toHaveCSS('background-color', 'rgb(30, 122, 70)');
  await expect(student.getByRole('region', { name: 'Current Leave Percentage' })).toContainText(`${code} : 10%`);
  await expect(student.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  // The bell opens the list: the decision first, in the words the student reads.
  await student.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await expect(student.getByRole('heading', { name: 'Notifications', exact: true })).toBeFocused();
  const list = student.getByRole('list', { name: 'Notifications, newest first' });
  await expect(list.getByRole('listitem').first()).toContainText(
    `New: Your leave in ${code} on ${day.long} was approved by Live Instructor ${instructorId}`,
  );
  await expect(list.getByRole('listitem').nth(1)).toContainText(
    `New: You were enrolled in ${code} (Live Lab ${code}).`,
  );
  await expectUsableScreenOnce(student, 'Notifications');
  await student.getByRole('button', { name: 'Mark all read' }).click();
  await expect(student.getByRole('status')).toHaveText(/2 notifications marked read/);
  await expect(student.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  for (const person of [student, instructor]) {
    expect(await person.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
  }
  await Promise.all([student.context().close(), instructor.context().close()]);
});
