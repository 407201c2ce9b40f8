/**
 * The workflow's new screens as a person on a phone or a keyboard meets them: My Requests, the
 * instructor's History and the pending list with its selection, at 375px wide, with no axe
 * (WCAG 2.1 AA) violation and nothing wider than the screen.
 */
import type { Page } from '@playwright/test';
import { axeViolations, horizontalOverflow } from './accessibility';
import { DEMO, expect, openSignedIn, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

/** On a phone the drawer starts closed: open it and pick a view. */
async function openView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  // Enter on the item, as a keyboard user picks it: focus and key in one step (as two, the Enter
  // could go nowhere just after the dashboard's first draw).
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('button', { name, exact: true })
    .press('Enter');
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeHidden();
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

test('My Requests at 375px: reached by keyboard, focused, titled, no axe violation', async ({ page }) => {
  await openSignedIn(page, 'student');
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  await openView(page, 'My Requests');
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeFocused();
  await expect(page).toHaveTitle('My Requests - Leave Management');
  await expect(page.getByRole('list', { name: 'Leave requests' })).toBeVisible();
  // One card per request: open its lectures, then one history, by keyboard.
  await page.getByText('Lectures and history', { exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: /^Lectures of / }).first()).toBeVisible();
  await page.getByText('History', { exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: /^History of leave/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('at 375px, the menu opened while the first view loads keeps the focus when the view is drawn', async ({
  page,
}) => {
  // The student's data held until the menu is open, its item focused: the first view is drawn under it.
  let releaseData!: () => void;
  const menuReady = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route(/\/studentData(\?|$)/, async (route) => {
    await menuReady;
    await route.continue();
  });
  await openSignedIn(page, 'student');
  await page.getByRole('button', { name: 'Menu' }).click();
  const item = page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('button', { name: 'My Requests', exact: true });
  await item.focus();
  releaseData();
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeVisible();
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeFocused();
});

test('the Add Leave form with its new fields, at 375px, has no axe violation', async ({ page }) => {
  await openSignedIn(page, 'student');
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  // The 28th of this month has no seeded leave.
  await page.getByRole('button', { name: /28,/ }).first().click();
  await expect(page.getByRole('form', { name: 'Add Leave' })).toBeVisible();
  await page.getByLabel('To date (optional, for several days)').fill('2099-01-01');
  await expect(page.getByLabel('Include weekends')).toBeVisible();
  await expectAccessible(page);
});

test('the pending list and History at 375px: selection by keyboard, no axe violation', async ({ page }) => {
  await openSignedIn(page, 'instructor');
  const cs101 = page.getByRole('region', { name: /^CS101 - / });
  await expect(cs101.getByRole('heading')).toContainText('pending requests');
  const selectAll = cs101.getByRole('checkbox', { name: 'Select all CS101 requests on this page' });
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(cs101.getByRole('group', { name: /^Decide the \d+ selected CS101 requests$/ })).toBeVisible();
  await expectAccessible(page);

  await openView(page, 'History');
  await expect(page.getByRole('heading', { name: 'History' })).toBeFocused();
  await expect(page).toHaveTitle('History - Leave Management');
  await expect(page.getByRole('list', { name: 'Decided leave' })).toBeVisible();
  await expectAccessible(page);
});

test('the Roster with its absence calendar, at 375px: focused, titled, no axe violation', async ({ page }) => {
  await openSignedIn(page, 'instructor');
  await expect(page.getByRole('region', { name: /^CS101 - / })).toBeVisible();
  await openView(page, 'Roster');
  await expect(page.getByRole('heading', { name: 'Roster' })).toBeFocused();
  await expect(page).toHaveTitle('Roster - Leave Management');
  await expect(page.getByRole('table', { name: 'Roster of CS101' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Absence calendar of CS101' })).toBeVisible();
  await expectAccessible(page);
  // A day with someone away (the demo data has some this month) opens its list of names.
  const calendar = page.getByRole('group', { name: 'Absence calendar of CS101' });
  const daysAway = calendar.getByRole('button').filter({ hasText: / away/ });
  // Each day's counts fit its tile, about 40 px wide here (in words they were cut off).
  const clipped = (tiles: Element[]) =>
    tiles.filter((tile) => tile.scrollWidth > tile.clientWidth).map((tile) => tile.textContent);
  expect(await daysAway.evaluateAll(clipped)).toEqual([]);
  await daysAway.first().click();
  expect(await daysAway.evaluateAll(clipped)).toEqual([]);
  await expect(
    page
      .getByRole('list', { name: /^Away on \w{3}, \d{1,2} \w{3,4} \d{4}$/ })
      .getByRole('listitem')
      .first(),
  ).toHaveText(/^.+ \(\d+\): (accepted|pending)$/);
  await expectAccessible(page);

  // A contrast theme drops the tallies' colours: they keep apart by their borders, as the legend's samples do.
  await page.emulateMedia({ forcedColors: 'active' });
  const sample = (label: string) =>
    page
      .getByRole('list', { name: 'Legend of the absence calendar' })
      .getByRole('listitem')
      .filter({ hasText: label })
      .locator('span');
  await expect(sample('Away (accepted leave)')).toHaveCSS('border-top-style', 'solid');
  await expect(sample('Pending leave')).toHaveCSS('border-top-style', 'dashed');
  const tally = (words: string) => daysAway.first().locator('.visually-hidden', { hasText: words }).locator('..');
  await expect(tally('away')).toHaveCSS('border-top-style', 'solid');
});

test('the admin sets a leave limit at 375px with no axe violation', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await openView(page, 'Set Leave Limit');
  await expect(page).toHaveTitle('Set Leave Limit - Leave Management');
  const form = page.getByRole('form', { name: 'Set Leave Limit' });
  await form.getByLabel('Course').selectOption('CS201');
  // The course's lectures as they are now, not the demo's: everyScreen's admin, beside this test on
  // the same server, changes the term's calendar and CS201's timetable, which recount them. What a
  // student may miss is a quarter of them, rounded down.
  const allowance = /(\d+) lectures: at 25% a student may miss (\d+) of them\./;
  await expect(form).toContainText(allowance);
  const [, lectures, miss] = allowance.exec((await form.textContent()) ?? '')!;
  expect(Number(miss)).toBe(Math.floor(Number(lectures) / 4));
  expect(Number(lectures)).toBeGreaterThan(0);
  await expectAccessible(page);
});
