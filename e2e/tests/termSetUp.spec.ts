/**
 * Setting up a term in one flow, and the admin's own way in and out (issue 59, items 6 and 7): the
 * sign-in at / links to the admin sign-in; Add Term moves to the new term's holidays and offers to
 * copy the timetables of the term before; Add Course asks for the term (today's unless chosen) and
 * the weekly meetings; Edit Course starts on the course's own term, with its semester and year;
 * Logout returns to the admin sign-in. Once per backend: it makes its own term and course.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test, uniqueId } from './fixtures';

const menu = (page: Page, item: string) =>
  page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name: item, exact: true });

test('a new term and a course in it with its timetable, set up in one pass; Logout returns to the admin sign-in', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const id = uniqueId(info.workerIndex);
  const code = `TS${id % 100_000}`;
  // Far beyond the demo's term, so no other test's dates meet it.
  const term = { name: `Summer ${2040 + (id % 50)}`, year: 2040 + (id % 50) };

  await page.goto('/');
  await page.getByRole('link', { name: 'School admin? Sign in here' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeFocused();
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await menu(page, 'Terms & Holidays').click();
  const addTerm = page.getByRole('form', { name: 'Add Term' });
  await addTerm.getByLabel('Term name').fill(term.name);
  await addTerm.getByLabel('First day').fill(`${term.year}-05-07`);
  await addTerm.getByLabel('Last day').fill(`${term.year}-06-29`);
  await addTerm.getByRole('button', { name: 'Add Term' }).click();
  // The view moves on to the new term's holidays, and asks about the term before's timetables.
  await expect(page.getByRole('heading', { name: 'Holidays', exact: true })).toBeFocused();
  await expect(page.getByLabel('Holidays of term').locator('option:checked')).toHaveText(term.name);
  const offer = page.getByRole('region', { name: /^Copy timetables from / });
  await expect(offer).toBeVisible();
  // The demo's courses stay where the other tests expect them.
  await offer.getByRole('button', { name: 'Not Now' }).click();
  await expect(offer).toBeHidden();

  await menu(page, 'Add Course').click();
  const addCourse = page.getByRole('form', { name: 'Add Course' });
  await expect(addCourse.getByLabel('Term')).toHaveAccessibleDescription(/^The term of today, /);
  await addCourse.getByLabel('Course Code').fill(code);
  await addCourse.getByLabel('Course Title').fill(`Summer ${code}`);
  await addCourse.getByLabel('Instructor ID').fill('501');
  const termOption = addCourse.getByLabel('Term').locator('option', { hasText: term.name });
  await addCourse.getByLabel('Term').selectOption((await termOption.getAttribute('value'))!);
  await addCourse.getByRole('button', { name: 'Add Meeting' }).click();
  await addCourse.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`Course ${code} added`));

  await menu(page, 'Edit Course').click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  const timetable = page.getByRole('form', { name: `Timetable of ${code}` });
  await expect(timetable.getByLabel('Term').locator('option:checked')).toHaveText(new RegExp(`^${term.name} `));
  await expect(timetable.getByRole('group', { name: 'Meeting 1' }).getByLabel('Weekday')).toHaveValue('Monday');
  // A term from May is the seed's Spring, of its year.
  await expect(page.getByLabel('Semester')).toHaveValue('Spring');
  await expect(page.getByLabel('Year')).toHaveValue(String(term.year));

  await menu(page, 'Logout').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeFocused();
});
