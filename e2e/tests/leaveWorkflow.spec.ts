import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

/** Seeded students used only by this story, one per time-zone project; both take CS101 and CS201 (instructor 501). */
const STUDENT_BY_PROJECT: Record<string, { id: string; name: string }> = {
  'Asia/Kolkata': { id: '1005', name: 'Vikram Nair' },
  'America/Los_Angeles': { id: '1004', name: 'Ananya Singh' },
};

/** Today in the browser's time zone and the first three weekdays from it, as YYYY-MM-DD and DD/MM/YYYY. */
function weekdaysInBrowser(page: Page) {
  return page.evaluate(() => {
    const pad = (v: number) => String(v).padStart(2, '0');
    const now = new Date();
    const days: Array<{ iso: string; dmy: string }> = [];
    for (let offset = 0; days.length < 3; offset += 1) {
      const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
      if (date.getDay() === 0 || date.getDay() === 6) continue;
      days.push({
        iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
        dmy: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
      });
    }
    return {
      todayLabel: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(now),
      todayIso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      days,
    };
  });
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Sign In$/ })).toBeVisible();
}

/** Every time in a history reads as the browser's own local time of its instant. */
async function expectLocalTimes(history: Locator) {
  for (const time of await history.locator('time').all()) {
    const instant = (await time.getAttribute('datetime'))!;
    const local = await time.evaluate(
      (_node, at) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
      instant,
    );
    await expect(time).toHaveText(local);
  }
}

test('a student applies for three weekdays in two courses and withdraws one; the instructor approves the rest in bulk with a comment; the student cancels one; history and percentages agree', async ({
  page,
}, info) => {
  const student = STUDENT_BY_PROJECT[info.project.use.timezoneId!]!;
  await page.goto('/');
  const { todayLabel, todayIso, days } = await weekdaysInBrowser(page);
  const [first, second, third] = days as [(typeof days)[0], (typeof days)[0], (typeof days)[0]];

  // Student: one request, today to the third weekday, CS101 and CS201 (weekends left out).
  await signIn(page, student.id, 'student123');
  await expect(page.getByRole('heading', { name: `Welcome ${student.name}` })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${todayLabel}`) }).click();
  const form = page.getByRole('form', { name: 'Add Leave' });
  await form.getByLabel('Reason').fill('Viral fever');
  await form.getByLabel('Course Code').fill('CS101');
  await form.getByRole('group', { name: 'Also for' }).getByLabel('CS201').check();
  await form.getByLabel('To date (optional, for several days)').fill(third.iso);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'leaves applied' })).toContainText('6 leaves applied.');

  // My Requests: withdraw the second day in CS201.
  await page.getByRole('button', { name: 'My Requests' }).click();
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeFocused();
  await expect(page).toHaveTitle('My Requests - Leave Management');
  const card = (course: string, iso: string) => page.getByRole('region', { name: `Leave ${course} on ${iso}` });
  await card('CS201', second.iso)
    .getByRole('button', { name: `Withdraw leave CS201 on ${second.iso}` })
    .click();
  await expect(card('CS201', second.iso)).toContainText('Statuswithdrawn');
  await logout(page);

  // Instructor 501: select this student's requests in each course and approve them with a comment.
  await signIn(page, '501', DEMO.instructor.password, 'Instructor');
  for (const [course, dates] of [
    ['CS101', [first, second, third]],
    ['CS201', [first, third]],
  ] as const) {
    const region = page.getByRole('region', { name: new RegExp(`^${course} - `) });
    for (const day of dates) {
      await region.getByRole('checkbox', { name: `Select leave of ${student.id} on ${day.dmy}` }).check();
    }
    const bar = region.getByRole('group', { name: `Decide the ${dates.length} selected ${course} requests` });
    await bar.getByLabel('Comment for the selected (optional)').fill('Get well soon');
    await bar.getByRole('button', { name: `Approve selected (${dates.length})` }).click();
    await expect(region.getByRole('status')).toContainText(`${dates.length} of ${dates.length} leaves accepted.`);
    await expect(region.getByRole('row').filter({ hasText: student.name })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByLabel('Roll No.').fill(student.id);
  const decided = page.getByRole('list', { name: 'Decided leave' });
  await expect(decided.getByRole('region')).toHaveCount(6);
  await logout(page);

  // Student: cancel the last day in CS101 (still to come, so it may be cancelled).
  await signIn(page, student.id, 'student123');
  await page.getByRole('button', { name: 'My Requests' }).click();
  await card('CS101', third.iso)
    .getByRole('button', { name: `Cancel leave CS101 on ${third.iso}` })
    .click();
  await expect(card('CS101', third.iso)).toContainText('Statuscancelled');

  // Every step is in the history, with who, their comment and the local time.
  const historyOf = async (course: string, iso: string) => {
    const leave = card(course, iso);
    await leave.getByText('History', { exact: true }).click();
    return leave.getByRole('list', { name: `History of leave ${course} on ${iso}` });
  };
  const approved = await historyOf('CS101', first.iso);
  await expect(approved.getByRole('listitem')).toHaveText([
    new RegExp(`^Applied by ${student.name} \\(student\\)`),
    /^Approved by Dr\. Meera Iyer \(instructor\), .+Get well soon$/,
  ]);
  await expectLocalTimes(approved);
  await expect((await historyOf('CS201', second.iso)).getByRole('listitem').last()).toContainText(
    `Withdrawn by ${student.name} (student)`,
  );
  const cancelled = await historyOf('CS101', third.iso);
  await expect(cancelled.getByRole('listitem')).toHaveText([
    /^Applied by/,
    /^Approved by/,
    new RegExp(`^Cancelled by ${student.name} \\(student\\)`),
  ]);
  await expectLocalTimes(cancelled);

  // The percentages are a recount of the accepted leave: 2 of 40 lectures in CS101, 2 of 36 in CS201.
  const acceptedIn = async (course: string) => {
    await page.getByLabel('Status').selectOption('accepted');
    await page.getByLabel('Course').selectOption(course);
    // The count shows only once the list for these filters has arrived.
    const count = page.getByRole('status').filter({ hasText: /leave/ });
    await expect(count).toHaveText(/^\d+ leaves?$/);
    const shown = Number((await count.textContent())!.split(' ')[0]);
    const list = page.getByRole('list', { name: 'Leave requests' });
    await expect(list.getByRole('region')).toHaveCount(shown);
    await expect(list.getByRole('region').filter({ hasNotText: `Course${course}` })).toHaveCount(0);
    await expect(list.getByRole('region').filter({ hasNotText: 'Statusaccepted' })).toHaveCount(0);
    return shown;
  };

  const cs101 = await acceptedIn('CS101');
  const cs201 = await acceptedIn('CS201');
  expect([cs101, cs201]).toEqual([2, 2]);
  await page.getByRole('button', { name: 'Apply Leave' }).click();
  const percentages = page.getByRole('region', { name: 'Current Leave Percentage' });
  const pct = (accepted: number, lectures: number) => Math.round((accepted / lectures) * 100 * 100) / 100;
  await expect(percentages).toContainText(`CS101 : ${pct(cs101, 40)}%`);
  await expect(percentages).toContainText(`CS201 : ${pct(cs201, 36)}%`);
  expect(todayIso <= first.iso).toBe(true);
});
