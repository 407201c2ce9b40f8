/**
 * Phone first, at 375x812: the student's standing above the calendar above the form, the form's
 * read-only values as text, compact request cards, compact rows for the instructor's pending
 * requests and roster with their details a tap away, and a drawer over a backdrop that keeps
 * its items inside it. No axe (WCAG 2.1 AA) violation, in the light and the dark palette.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, horizontalOverflow } from './accessibility';
import { DEMO, expect, openSignedIn, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 } });
// Each test runs axe in two palettes, 3-8 s each on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  // Only colours change in the dark palette.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { colours: true })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** Where an element starts and how tall it is, in page pixels. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return { top: found!.y, bottom: found!.y + found!.height, height: found!.height };
}

async function openView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeHidden();
}

test('the student: standing first, then the calendar, then the form with its read-only values as text', async ({
  page,
}) => {
  await openSignedIn(page, 'student');
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
  const standing = page.getByRole('region', { name: 'Current Leave Percentage' });
  await expect(standing).toContainText('CS101 : ');
  const calendar = page.getByRole('group', { name: 'Leave calendar' });
  // The school's today (selected) may have leave: a day of next month with none shows the form.
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /28,/ }).first().click();
  const form = page.getByRole('form', { name: 'Add Leave' });
  await expect(form).toBeVisible();
  // The day picked brings its form (two screens down) into view, with the focus on its heading.
  await expect(page.getByRole('heading', { name: 'Add Leave' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Add Leave' })).toBeInViewport();
  await expect(form.getByLabel('Reason')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  const [first, second, third] = [await box(standing), await box(calendar), await box(form)];
  // The standing is on the first screen, whole, and compact: its title and under 120 px a course
  // (the seed's line, the bar, the words, the attendance line), where it came 1.8 screens down.
  const courses = await standing.getByRole('listitem').count();
  expect(courses).toBeGreaterThan(0);
  expect(first.bottom).toBeLessThanOrEqual(812);
  expect((first.height - 60) / courses).toBeLessThan(120);
  expect(first.bottom).toBeLessThanOrEqual(second.top);
  expect(second.bottom).toBeLessThanOrEqual(third.top);

  // Leave Date, User ID and User Role: found by their labels, shown as text, not as inputs.
  await expect(form.getByLabel('User ID')).toHaveText(DEMO.student.id);
  await expect(form.getByLabel('User Role')).toHaveText('student');
  await expect(form.getByLabel('Leave Date')).toHaveText(/^\d{4}-\d{2}-28$/);
  await expect(form.getByRole('textbox', { name: /^(Leave Date|User ID|User Role)$/ })).toHaveCount(0);
  // The courses in one place: the Course Code says which are the student's, the others beside it.
  await expect(form.getByLabel('Course Code')).toHaveAccessibleDescription(/^Choose from CS\d+/);
  await expect(form.getByRole('group', { name: 'Also for' })).toBeVisible();
  await expectAccessible(page);
});

test('the student: My Requests keeps each card short, its facts and lectures a tap away', async ({ page }) => {
  await openSignedIn(page, 'student');
  await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
  await openView(page, 'My Requests');
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeFocused();
  const cards = page.getByRole('list', { name: 'Leave requests' }).getByRole('region');
  await expect(cards.first()).toBeVisible();
  const pending = cards.filter({ has: page.getByRole('button', { name: /^Withdraw request/ }) }).first();
  await expect(pending).toBeVisible();
  // Under 240 px with its controls at a fingertip's 44 px (it was 220 with smaller ones).
  expect((await box(pending)).height).toBeLessThan(240);
  // When it was applied is inside Lectures and history, opened by keyboard.
  await expect(pending.getByText('Applied', { exact: true })).toBeHidden();
  await pending.getByText('Lectures and history', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(pending.getByText('Applied', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the drawer opens over a backdrop, keeps Logout inside it, and closes on a tap beside it', async ({ page }) => {
  // The admin's drawer is the longest, on a short view.
  await openSignedIn(page, 'admin');
  await openView(page, 'Set Leave Limit');
  await expect(page).toHaveTitle('Set Leave Limit - Leave Management');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Dashboard menu' });
  const backdrop = page.getByTestId('drawer-backdrop');
  await expect(backdrop).toBeVisible();
  const logout = drawer.getByRole('button', { name: 'Logout' });
  await logout.scrollIntoViewIfNeeded();
  // Logout is within the drawer's box (which scrolls), and nothing is drawn over it.
  const [inDrawer, outer] = [await box(logout), await box(drawer)];
  expect(inDrawer.top).toBeGreaterThanOrEqual(outer.top);
  expect(inDrawer.bottom).toBeLessThanOrEqual(outer.bottom + 1);
  expect(outer.bottom).toBeLessThanOrEqual(812 + 1);
  const onTop = await logout.evaluate((button) => {
    const { left, top, width, height } = button.getBoundingClientRect();
    return document.elementFromPoint(left + width / 2, top + height / 2) === button;
  });
  expect(onTop).toBe(true);
  await expectAccessible(page);
  // A tap on the dimmed view beside the drawer closes it.
  await backdrop.click({ position: { x: 300, y: 400 } });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('the instructor: compact pending rows and roster rows, their details a tap away by keyboard', async ({ page }) => {
  await openSignedIn(page, 'instructor');
  const cs101 = page.getByRole('region', { name: /^CS101 - / });
  await expect(cs101.getByRole('heading')).toContainText('pending requests');
  const row = cs101
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Approve leave of/ }) })
    .first();
  await expect(row).toBeVisible();
  // Under 400 px with its controls at a fingertip's 44 px and its comment box (it was 300 with
  // smaller ones and the comment behind Details).
  expect((await box(row)).height).toBeLessThan(400);
  // The comment is typed before deciding: it comes before Approve and Reject, not behind Details.
  const comment = row.getByRole('textbox', { name: /^Comment for leave of/ });
  const reject = row.getByRole('button', { name: /^Reject leave of/ });
  await expect(comment).toBeVisible();
  await expect(reject).toBeVisible();
  expect((await box(comment)).bottom).toBeLessThanOrEqual((await box(reject)).top);
  // When it was applied for waits behind Details, opened by keyboard.
  const applied = row.locator('td[data-label="Applied on"]');
  await expect(applied).toBeHidden();
  const details = row.getByRole('button', { name: /^Details of leave of/ });
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(applied).toBeVisible();
  await expectAccessible(page);

  await openView(page, 'Roster');
  await expect(page.getByRole('heading', { name: 'Roster', exact: true })).toBeFocused();
  const roster = page.getByRole('table', { name: 'Roster of CS101' });
  await expect(roster).toBeVisible();
  const students = roster.locator('tbody tr');
  const count = await students.count();
  expect(count).toBeGreaterThan(0);
  // A compact row each, well under the height the stacked cards had (420 px), with Can still miss
  // and its line of attendance (the roll's percentage and absences without leave) in it, and its
  // controls at a fingertip's 44 px.
  expect((await box(roster)).height / count).toBeLessThan(260);
  const student = students.first();
  // What the instructor came for is in the row itself; the counts behind it wait behind Details.
  await expect(student.locator('td[data-label="Can still miss"]')).toBeVisible();
  const accepted = student.locator('td[data-label="Accepted"]');
  await expect(accepted).toBeHidden();
  await student.getByRole('button', { name: /^Details of / }).focus();
  await page.keyboard.press('Space');
  await expect(accepted).toBeVisible();
  await expectAccessible(page);
});
