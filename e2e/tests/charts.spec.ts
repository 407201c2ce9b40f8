/**
 * The charts (issues 39 and 40): each role's chart draws, downloads Chart.js only when its view
 * opens, and holds in its table exactly the numbers its API call answers, week by week, accepted
 * leave counted apart from excused.
 */
import type { Locator, Page } from '@playwright/test';
import type { AbsencesByWeek, LeaveByWeek, MyProgress } from '@leave/contract';
import { apiUrlOf, DEMO, expect, signIn, test } from './fixtures';

/** Opens a view from the drawer (on a phone, the drawer opens first). */
async function openView(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name, exact: true }).click();
}

/** Whether Chart.js's file has been downloaded by the page (its chunk, chart-library). */
const chartLibraryFetched = (urls: string[]) => urls.some((url) => /\/chart-library\./.test(url));

/** Records every script the page downloads. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Whether the chart's canvas has anything drawn on it. */
const drawnOn = (chart: Locator) =>
  chart.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return data.some((value, index) => index % 4 === 3 && value > 0);
  });

/**
 * A chart's table, shown by its button, as rows: each week's Monday (from its <time>) and the
 * cells after it. Its header row is checked against `columns`.
 */
async function chartRows(page: Page, title: string, columns: string[]): Promise<string[][]> {
  const figure = page.getByRole('figure', { name: title });
  const chart = figure.getByRole('img', { name: title });
  await expect(chart).toBeVisible();
  await expect.poll(() => drawnOn(chart)).toBe(true);
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: `${title}, as a table` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Week of', ...columns]);
  return table.evaluate((element: HTMLTableElement) =>
    Array.from(element.tBodies[0]!.rows, (row) => [
      row.querySelector('time')?.getAttribute('datetime') ?? '',
      ...Array.from(row.cells)
        .slice(1)
        .map((cell) => cell.textContent ?? ''),
    ]),
  );
}

const ABSENCE_COLUMNS = ['Counted', 'Excused (not counted)', 'Pending'];

/**
 * Checks a chart's table against its API's answer: `read` gives the rows shown and the rows the
 * API answered. Other tests apply for and decide leave on the same backend beside this one, so a
 * decision can land between the page's read and the API's: when they differ, the page is loaded
 * again and both are read anew, until they agree (a table that stays wrong still fails).
 */
async function expectTableOfApi(
  page: Page,
  view: string,
  read: () => Promise<{ shown: string[][]; answered: string[][] }>,
) {
  let again = false;
  await expect(async () => {
    if (again) {
      await page.reload();
      await openView(page, view);
    }
    again = true;
    const { shown, answered } = await read();
    expect(shown).toEqual(answered);
  }).toPass({ timeout: 30_000 });
}

test("the student's progress in CS101, week by week against its limit, is the API's", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
  expect(chartLibraryFetched(scripts)).toBe(false);

  await openView(page, 'My Progress');
  await expect(page.getByRole('heading', { name: 'My Progress' })).toBeFocused();
  await expect(page).toHaveTitle('My Progress - Leave Management');
  const api = await apiUrlOf(page.request);
  let cs101: MyProgress['courses'][number] | undefined;
  await expectTableOfApi(page, 'My Progress', async () => {
    const progress = (await (
      await page.request.get(`${api}/myProgress?user_id=${DEMO.student.id}`)
    ).json()) as MyProgress;
    const course = progress.courses.find((candidate) => candidate.course_code === 'CS101')!;
    cs101 = course;
    const shown = await chartRows(page, `CS101: leave percentage by week, against the ${course.leave_limit}% limit`, [
      ...ABSENCE_COLUMNS,
      'Leave percentage',
      'Limit',
    ]);
    const answered = course.weeks.map((week) => [
      week.week,
      String(week.counted),
      String(week.excused),
      String(week.pending),
      `${week.percentage}%`,
      `${course.leave_limit}%`,
    ]);
    return { shown, answered };
  });
  // The seed's leave is in the weeks: the chart is not empty.
  expect(cs101!.weeks.some((week) => week.counted + week.pending > 0)).toBe(true);
  expect(chartLibraryFetched(scripts)).toBe(true);
});

test("the instructor's absences in CS101, week by week, are the API's", async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
  await openView(page, 'Absences by Week');
  await expect(page).toHaveTitle('Absences by Week - Leave Management');
  const api = await apiUrlOf(page.request);
  await expectTableOfApi(page, 'Absences by Week', async () => {
    const absences = (await (await page.request.get(`${api}/absencesByWeek`)).json()) as AbsencesByWeek;
    const cs101 = absences.courses.find((course) => course.course_code === 'CS101')!;
    const shown = await chartRows(page, `CS101 - ${cs101.course_title}: lectures missed by week`, ABSENCE_COLUMNS);
    const answered = cs101.weeks.map((week) => [week.week, ...[week.counted, week.excused, week.pending].map(String)]);
    return { shown, answered };
  });
});

test("the admin's leave by status, week by week, is the API's", async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await openView(page, 'Leave by Week');
  await expect(page).toHaveTitle('Leave by Week - Leave Management');
  const api = await apiUrlOf(page.request);
  await expectTableOfApi(page, 'Leave by Week', async () => {
    const leave = (await (await page.request.get(`${api}/leaveByWeek`)).json()) as LeaveByWeek;
    const shown = await chartRows(page, 'Leave by status, week by week', [
      ...ABSENCE_COLUMNS,
      'Rejected',
      'Withdrawn',
      'Cancelled',
    ]);
    const answered = leave.weeks.map((week) =>
      [week.week, week.counted, week.excused, week.pending, week.rejected, week.withdrawn, week.cancelled].map(String),
    );
    return { shown, answered };
  });
});
