import { axeViolations, horizontalOverflow } from './accessibility';
import { inMoreThanOneScript, packagesIn, recordScripts } from './downloadedLibraries';
import { appPort, DEMO, expect, signIn, test } from './fixtures';

test('a student remote that is down shows a message with Retry; sign-in keeps working; Retry recovers', async ({
  page,
}, info) => {
  const studentRemote = `http://localhost:${appPort(info) + 2}/**`;
  await page.route(studentRemote, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sorry, the student dashboard could not be loaded.');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The rest of the app is unaffected: the instructor can still sign in (in a fresh session:
  // the student dashboard, being down, offers no Logout).
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.instructor.name}` })).toBeVisible();

  // Back as the student: the remote comes back and Retry loads it without a reload.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(studentRemote);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
});

test('React and every other library is downloaded once per page, whichever remotes load', async ({ page }) => {
  const downloaded = recordScripts(page);
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
  const libraryFiles = await downloaded.libraryFiles();
  // React comes once, from the shell, which provides it to the remotes.
  expect(libraryFiles.get('react/cjs/react.production.js')).toEqual([expect.stringMatching(/\/shell\/dist\//)]);
  // The sign-in and student remotes both use the state and styling libraries: the page's one copy.
  expect(inMoreThanOneScript(libraryFiles)).toEqual([]);
  const libraries = packagesIn(libraryFiles);
  for (const library of ['react-dom', '@reduxjs/toolkit', 'react-redux', 'styled-components', 'react-calendar']) {
    expect(libraries).toContain(library);
  }
});

test("the instructor's first screen leaves the Roster for later; a view that fails to download says so, on a phone and by keyboard, and Try again brings it", async ({
  page,
}, info) => {
  const downloaded = recordScripts(page);
  // The instructor remote's Roster chunk, refused until the test lets it through.
  const rosterChunk = `http://localhost:${appPort(info) + 3}/roster.*`;
  await page.route(rosterChunk, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('region', { name: /^CS101 - / })).toBeVisible();
  const libraries = async () => packagesIn(await downloaded.libraryFiles());
  expect(await libraries()).not.toContain('react-calendar');

  await page.getByRole('button', { name: 'Roster' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'This view could not be shown: part of the page did not download. Check your connection and try again. Try again',
  );
  await expect(alert).toBeFocused();
  // On a phone too: nothing wider than the window, no axe violation.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  // By keyboard: Try again is the next stop after the message.
  await page.unroute(rosterChunk);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Roster' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Absence calendar of CS101' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(await libraries()).toContain('react-calendar');
});
