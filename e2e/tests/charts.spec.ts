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
  const progress = (await (
    await page.request.get(`${api}/myProgress?user_id=${DEMO.student.id}`)
  ).json()) as MyProgress;
  const cs101 = progress.courses.find((course) => course.course_code === 'CS101')!;
  const rows = await chartRows(page, `CS101: leave percentage by week, against the ${cs101.leave_limit}% limit`, [
    ...ABSENCE_COLUMNS,
    'Leave percentage',
    'Limit',
  ]);
  expect(rows).toEqual(
    cs101.weeks.map((week) => [
      week.week,
      String(week.counted),
      String(week.excused),
      String(week.pending),
      `${week.percentage}%`,
      `${cs101.leave_limit}%`,
    ]),
  );
  // The seed's leave is in the weeks: the chart is not empty.
  expect(cs101.weeks.some((week) => week.counted + week.pending > 0)).toBe(true);
  expect(chartLibraryFetched(scripts)).toBe(true);
});

test("the instructor's absences in CS101, week by week, are the API's", async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
  await openView(page, 'Absences by Week');
  await expect(page).toHaveTitle('Absences by Week - Leave Management');
  const api = await apiUrlOf(page.request);
  const absences = (await (await page.request.get(`${api}/absencesByWeek`)).json()) as AbsencesByWeek;
  const cs101 = absences.courses.find((course) => course.course_code === 'CS101')!;
  const rows = await chartRows(page, `CS101 - ${cs101.course_title}: lectures missed by week`, ABSENCE_COLUMNS);
  expect(rows).toEqual(
    cs101.weeks.map((week) => [week.week, String(week.counted), String(week.excused), String(week.pending)]),
  );
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
  const leave = (await (await page.request.get(`${api}/leaveByWeek`)).json()) as LeaveByWeek;
  const rows = await chartRows(page, 'Leave by status, week by week', [
    ...ABSENCE_COLUMNS,
    'Rejected',
    'Withdrawn',
    'Cancelled',
  ]);
  expect(rows).toEqual(
    leave.weeks.map((week) =>
      [week.week, week.counted, week.excused, week.pending, week.rejected, week.withdrawn, week.cancelled].map(String),
    ),
  );
});
