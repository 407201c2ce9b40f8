/**
 * The charts (issues 39 and 40): each role's chart draws, downloads Chart.js only when its view
 * opens, and holds in its table exactly the numbers its API call answers, week by week, accepted
 * leave counted apart from excused.
 */
import type { Locator, Page } from '@playwright/test';
import type { AbsencesByWeek, LeaveByWeek, MyProgress } from '@leave/contract';
import { DEMO, expect, signIn, test } from './fixtures';

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
 * A chart's table, shown by its button (once: a second press hides it), its header row checked
 * against `columns`.
 */
async function shownTable(page: Page, title: string, columns: string[]): Promise<Locator> {
  const figure = page.getByRole('figure', { name: title });
  const chart = figure.getByRole('img', { name: title });
  await expect(chart).toBeVisible();
  await expect.poll(() => drawnOn(chart)).toBe(true);
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: `${title}, as a table` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Week of', ...columns]);
  return table;
}

/** A table's body as rows: each week's Monday (from its <time>) and the cells after it. */
const rowsOf = (table: Locator): Promise<string[][]> =>
  table.evaluate((element: HTMLTableElement) =>
    Array.from(element.tBodies[0]!.rows, (row) => [
      row.querySelector('time')?.getAttribute('datetime') ?? '',
      ...Array.from(row.cells)
        .slice(1)
        .map((cell) => cell.textContent ?? ''),
    ]),
  );

/**
 * The answers the page gets to its GET of `path` on the API, recorded from the test's start: the
 * latest is what its chart must show. Not a read of the test's own: other tests apply for and
 * decide leave on the same backend beside this one, and on a busy run a decision landed between
 * the page's read and such a second read on every try for 30 s.
 */
function answersTo<T>(page: Page, path: string): { latest: () => Promise<T> } {
  const answers: Promise<T>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'GET' && response.status() === 200 && new URL(response.url()).pathname === path) {
      const body = response.json() as Promise<T>;
      // A body the page no longer holds fails the read that awaits it, not the test's process.
      body.catch(() => undefined);
      answers.push(body);
    }
  });
  return {
    latest: async () => {
      await expect.poll(() => answers.length, { message: `the page's answers to GET ${path}` }).toBeGreaterThan(0);
      return answers[answers.length - 1]!;
    },
  };
}

const ABSENCE_COLUMNS = ['Counted', 'Excused (not counted)', 'Pending'];

/**
 * Checks a chart's table against the API's latest answer to the page, as rows (`rowsOfAnswer`):
 * read again until they agree, as a decision made beside this test reaches the page as a new
 * answer (live events) that the table then shows. A table that stays wrong still fails.
 */
async function expectTableOfApi<T>(
  table: Locator,
  answers: { latest: () => Promise<T> },
  rowsOfAnswer: (answer: T) => string[][],
) {
  await expect(async () => {
    const answered = rowsOfAnswer(await answers.latest());
    expect(await rowsOf(table)).toEqual(answered);
  }).toPass({ timeout: 15_000 });
}

test("the student's progress in CS101, week by week against its limit, is the API's", async ({ page }) => {
  const scripts = scriptsOf(page);
  const progress = answersTo<MyProgress>(page, '/myProgress');
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
  expect(chartLibraryFetched(scripts)).toBe(false);

  await openView(page, 'My Progress');
  await expect(page.getByRole('heading', { name: 'My Progress' })).toBeFocused();
  await expect(page).toHaveTitle('My Progress - Leave Management');
  const cs101 = (answer: MyProgress) => answer.courses.find((course) => course.course_code === 'CS101')!;
  const { leave_limit: limit } = cs101(await progress.latest());
  const table = await shownTable(page, `CS101: leave percentage by week, against the ${limit}% limit`, [
    ...ABSENCE_COLUMNS,
    'Leave percentage',
    'Limit',
  ]);
  await expectTableOfApi(table, progress, (answer) => {
    const course = cs101(answer);
    return course.weeks.map((week) => [
      week.week,
      String(week.counted),
      String(week.excused),
      String(week.pending),
      `${week.percentage}%`,
      `${course.leave_limit}%`,
    ]);
  });
  // The seed's leave is in the weeks: the chart is not empty.
  expect(cs101(await progress.latest()).weeks.some((week) => week.counted + week.pending > 0)).toBe(true);
  expect(chartLibraryFetched(scripts)).toBe(true);
});

test("the instructor's absences in CS101, week by week, are the API's", async ({ page }) => {
  const absences = answersTo<AbsencesByWeek>(page, '/absencesByWeek');
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
  await openView(page, 'Absences by Week');
  await expect(page).toHaveTitle('Absences by Week - Leave Management');
  const cs101 = (answer: AbsencesByWeek) => answer.courses.find((course) => course.course_code === 'CS101')!;
  const { course_title: courseTitle } = cs101(await absences.latest());
  const table = await shownTable(page, `CS101 - ${courseTitle}: lectures missed by week`, ABSENCE_COLUMNS);
  await expectTableOfApi(table, absences, (answer) =>
    cs101(answer).weeks.map((week) => [week.week, ...[week.counted, week.excused, week.pending].map(String)]),
  );
});

test("the admin's leave by status, week by week, is the API's", async ({ page }) => {
  const leave = answersTo<LeaveByWeek>(page, '/leaveByWeek');
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await openView(page, 'Leave by Week');
  await expect(page).toHaveTitle('Leave by Week - Leave Management');
  const table = await shownTable(page, 'Leave by status, week by week', [
    ...ABSENCE_COLUMNS,
    'Rejected',
    'Withdrawn',
    'Cancelled',
  ]);
  await expectTableOfApi(table, leave, (answer) =>
    answer.weeks.map((week) =>
      [week.week, week.counted, week.excused, week.pending, week.rejected, week.withdrawn, week.cancelled].map(String),
    ),
  );
});
