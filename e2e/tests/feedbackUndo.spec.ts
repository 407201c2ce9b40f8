/**
 * Feedback and Undo (issue 39): a student's withdraw and an instructor's approval wait a few
 * seconds with Undo, and Undo leaves the request pending (after a reload too); a rejection with
 * a reason reads apart from an approval, and the reason is on the student's request card. Undo
 * of one lecture and of the selected keeps the page where it is (issue 59).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { AFTER_UNDO, DEMO, expect, logout, signIn, test } from './fixtures';
import { OWN_STUDENT_PASSWORD, studentInOwnCourse } from './ownCourse';

/** A calendar date `days` after `iso`, and how the instructor's list writes it (DD/MM/YYYY). */
function daysAfter(iso: string, days: number) {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const day = date.toISOString().slice(0, 10);
  return { iso: day, dmy: `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}` };
}

async function openView(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeFocused();
}

/** A request of the signed-in student (the page's session) in `code`: one day, or to `to`. */
async function apply(
  request: APIRequestContext,
  api: string,
  roll: number,
  code: string,
  date: string,
  reason: string,
  to?: string,
) {
  const reply = await request.post(`${api}/applyLeave`, {
    data: {
      user_id: roll,
      user_role: 'student',
      reason,
      from_date: date,
      ...(to ? { to_date: to } : {}),
      course_codes: [code],
      include_weekends: true,
    },
  });
  expect(reply.status()).toBe(201);
}

test('a withdraw and an approval wait with Undo, Undo keeps the request pending, and a rejection’s reason is on the student’s card', async ({
  page,
  dialogs,
}, info) => {
  test.setTimeout(120_000);
  // A new student, enrolled in a new course of instructor 502 (no timetable: every date is a lecture).
  const { code, roll, api } = await studentInOwnCourse(page, info, {
    prefix: 'FB',
    student: 'Undo Tester',
    title: 'Undo',
    instructorId: 502,
  });

  // The student applies three times (through the API, as the page's session).
  await signIn(page, String(roll), OWN_STUDENT_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome Undo Tester' })).toBeVisible();
  const today = ((await (await page.request.get(`${api}/session`)).json()) as { today: string }).today;
  const [wedding, match, trip, tripEnd] = [3, 4, 5, 6].map((n) => daysAfter(today, n));
  await apply(page.request, api, roll, code, wedding!.iso, 'Wedding');
  await apply(page.request, api, roll, code, match!.iso, 'Match');
  // Two days: decided as a whole or lecture by lecture.
  await apply(page.request, api, roll, code, trip!.iso, 'Trip', tripEnd!.iso);

  // Withdraw waits with Undo; Undo sends nothing, and the request is still pending after a reload.
  await openView(page, 'My Requests');
  const weddingCard = page.getByRole('region', { name: /^Wedding, / });
  // Undo keeps the page where it is (issue 59): on a short screen, the card in the middle.
  const scrollY = () => page.evaluate(() => window.scrollY);
  const studentViewport = page.viewportSize()!;
  await page.setViewportSize({ width: studentViewport.width, height: 360 });
  await weddingCard.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await weddingCard.getByRole('button', { name: /^Withdraw request Wedding/ }).click();
  const undoWithdraw = weddingCard.getByRole('button', { name: /^Undo withdrawing Wedding/ });
  await expect(undoWithdraw).toBeFocused();
  const atUndo = await scrollY();
  // The school's Undo window (UNDO_SECONDS: 3 s on the suite's copies) reaches the remote.
  await expect(weddingCard.getByRole('status')).toContainText(/Withdrawing Wedding, .+\. Sending in [1-3] s/);
  await undoWithdraw.click();
  // Said on the card, where Undo was, and the focus back on Withdraw (not a notice at the top).
  await expect(weddingCard.getByText(/^Wedding, .+: not withdrawn \(undone\)\.$/)).toBeVisible();
  await expect(weddingCard.getByRole('button', { name: /^Withdraw request Wedding/ })).toBeFocused();
  expect(await scrollY()).toBe(atUndo);
  await page.setViewportSize(studentViewport);
  await page.reload();
  await openView(page, 'My Requests');
  await expect(weddingCard).toContainText(`${code} 1 lecture pending`);

  // Withdraw again and let the seconds pass: it is withdrawn, and said so in the success tone.
  await weddingCard.getByRole('button', { name: /^Withdraw request Wedding/ }).click();
  // While it waits (axe may take longer than the wait: it is sent meanwhile, which is as well).
  expect(await axeViolations(page)).toEqual([]);
  const withdrawn = page.locator('[data-tone]').filter({ hasText: /^Wedding, .+: 1 leave withdrawn/ });
  await expect(withdrawn).toHaveAttribute('data-tone', 'success', AFTER_UNDO);
  await expect(weddingCard).toContainText(`${code} 1 lecture withdrawn`);

  // With that notice above the list, another withdraw taken back leaves the card where it was on
  // the screen (on a short screen, the card in the middle).
  const matchCard = page.getByRole('region', { name: /^Match, / });
  const topOnScreen = () => matchCard.evaluate((card) => Math.round(card.getBoundingClientRect().top));
  await page.setViewportSize({ width: studentViewport.width, height: 360 });
  await matchCard.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  const before = await topOnScreen();
  await matchCard.getByRole('button', { name: /^Withdraw request Match/ }).click();
  await matchCard.getByRole('button', { name: /^Undo withdrawing Match/ }).click();
  await expect(matchCard.getByText(/^Match, .+: not withdrawn \(undone\)\.$/)).toBeVisible();
  expect(await topOnScreen()).toBe(before);
  await expect(withdrawn).toBeVisible();
  await page.setViewportSize(studentViewport);
  await logout(page);

  // The instructor: Approve waits with Undo beside the row; Undo keeps it pending, after a reload too.
  await signIn(page, '502', DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - `) });
  await expect(course.getByRole('heading')).toHaveText(`${code} - Undo ${code} : 2 pending requests`);
  const rowOf = (dmy: string) => course.getByRole('row').filter({ hasText: dmy });
  await rowOf(match!.dmy).getByRole('button', { name: 'Approve' }).click();
  const undoApproval = rowOf(match!.dmy).getByRole('button', { name: /^Undo approving leave of Undo Tester/ });
  await expect(undoApproval).toBeFocused();
  await expect(rowOf(match!.dmy).getByRole('button', { name: 'Reject' })).toBeDisabled();
  await undoApproval.click();
  await expect(course.getByText(/not approved \(undone\): it is still pending\.$/)).toBeVisible();
  await page.reload();
  await expect(course.getByRole('heading')).toHaveText(`${code} - Undo ${code} : 2 pending requests`);

  // Undo of one lecture, and of the selected, keeps the page where it is (issue 59): said where
  // Undo was, the focus back on the button pressed, the course's heading still out of view.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 360 });
  await rowOf(trip!.dmy).getByRole('button', { name: 'Lecture by lecture' }).click();
  const secondDay = page
    .getByRole('list', { name: 'Lectures of the leave of Undo Tester' })
    .getByRole('listitem')
    .filter({ hasText: tripEnd!.dmy });
  await secondDay.evaluate((item) => item.scrollIntoView({ block: 'center' }));
  await expect(course.getByRole('heading')).not.toBeInViewport();
  const approveDay = secondDay.getByRole('button', { name: `Approve leave of Undo Tester on ${tripEnd!.dmy} only` });
  await approveDay.click();
  const undoDay = secondDay.getByRole('button', { name: /^Undo approving leave of Undo Tester/ });
  await expect(undoDay).toBeFocused();
  const atDay = await scrollY();
  await undoDay.click();
  await expect(secondDay).toContainText(
    `Leave of Undo Tester on ${tripEnd!.dmy} not approved (undone): it is still pending.`,
  );
  await expect(approveDay).toBeFocused();
  expect(await scrollY()).toBe(atDay);
  await expect(course.getByRole('heading')).not.toBeInViewport();

  // Closed again: the row's own buttons are the only ones of the Trip.
  await rowOf(trip!.dmy).getByRole('button', { name: 'Lecture by lecture' }).click();
  await expect(secondDay).toHaveCount(0);

  await course.getByRole('checkbox', { name: new RegExp(`^Select all ${code} requests`) }).check();
  const bulk = course.getByRole('group', { name: `Decide the 2 selected ${code} requests` });
  await bulk.evaluate((bar) => bar.scrollIntoView({ block: 'start' }));
  await expect(course.getByRole('heading')).not.toBeInViewport();
  const approveSelected = bulk.getByRole('button', { name: 'Approve selected (2)' });
  await approveSelected.click();
  const undoSelected = bulk.getByRole('button', { name: `Undo approving the 2 selected ${code} requests` });
  await expect(undoSelected).toBeFocused();
  const atBar = await scrollY();
  await undoSelected.click();
  await expect(bulk).toContainText('2 selected requests not accepted (undone): they are still pending.');
  await expect(approveSelected).toBeFocused();
  expect(await scrollY()).toBe(atBar);
  await expect(course.getByRole('heading')).not.toBeInViewport();
  await course.getByRole('checkbox', { name: new RegExp(`^Select all ${code} requests`) }).uncheck();
  await page.setViewportSize(viewport);
  await expect(course.getByRole('heading')).toHaveText(`${code} - Undo ${code} : 2 pending requests`);

  // Reject the Trip with a reason: it reads as a rejection, not green like an approval.
  await rowOf(trip!.dmy)
    .getByRole('textbox', { name: /^Comment for leave of/ })
    .fill('Field exam that day');
  await rowOf(trip!.dmy).getByRole('button', { name: 'Reject' }).click();
  await expect(course.getByRole('heading')).toHaveText(`${code} - Undo ${code} : 1 pending requests`, AFTER_UNDO);
  await expect(course.locator('[data-tone]')).toHaveAttribute('data-tone', 'rejected');
  await expect(course.locator('[data-tone]')).toContainText(
    `Leave of Undo Tester from ${trip!.dmy} to ${tripEnd!.dmy} rejected`,
  );

  // Approve the Match and let the seconds pass: approved, in green.
  await rowOf(match!.dmy).getByRole('button', { name: 'Approve' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await expect(course.getByRole('heading')).toHaveText(`${code} - Undo ${code} : 0 pending requests`, AFTER_UNDO);
  await expect(course.locator('[data-tone]')).toHaveAttribute('data-tone', 'success');
  await logout(page);

  // The student sees the reason on the Trip's card, beside its status, without opening History.
  await signIn(page, String(roll), OWN_STUDENT_PASSWORD);
  await openView(page, 'My Requests');
  const tripCard = page.getByRole('region', { name: /^Trip, / });
  await expect(tripCard).toContainText(`${code} 2 lectures rejected`);
  await expect(tripCard).toContainText(`Rejected in ${code}: Field exam that day`);
  await expect(page.getByRole('region', { name: /^Match, / })).toContainText(`${code} 1 lecture accepted`);
  expect(dialogs).toEqual([]);
});
