/**
 * The README's and the guides' pictures, taken from the production build with the demo data, so
 * that they show the product as it is: each screen is checked to be in the state the picture's
 * caption promises before it is taken. `npm run screenshots` writes them into docs/images; any
 * other run keeps them with the test's results (the repository is left as it was).
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

const IMAGES = path.resolve(__dirname, '..', '..', 'docs', 'images');

async function picture(page: Page, info: TestInfo, name: string) {
  // Nothing moving: the focus ring and the caret are not part of the picture.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const file = process.env.UPDATE_SCREENSHOTS === 'true' ? path.join(IMAGES, name) : info.outputPath(name);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test("the student's dashboard: the calendar by status, the standing and Add Leave", async ({ page }, info) => {
    await page.goto('/');
    await signIn(page, DEMO.student.id, DEMO.student.password);
    await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
    await expect(page.getByRole('button', { name: /\(pending leave\)/ }).first()).toBeVisible();
    await expect(page.getByText('Current Leave Percentage')).toBeVisible();
    await picture(page, info, 'student-dashboard.png');
  });

  test("the instructor's pending requests, each with what approving it would do", async ({ page }, info) => {
    await page.goto('/');
    await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
    await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeFocused();
    await expect(
      page
        .getByRole('region', { name: /^CS101 - / })
        .getByRole('button', { name: /^Approve/ })
        .first(),
    ).toBeVisible();
    await picture(page, info, 'instructor-pending.png');
  });
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });

  test("the student's standing first, then the calendar", async ({ page }, info) => {
    await page.goto('/');
    await signIn(page, DEMO.student.id, DEMO.student.password);
    await expect(page.getByRole('heading', { name: 'Apply Leave' })).toBeFocused();
    await expect(page.getByText('Current Leave Percentage')).toBeInViewport();
    await picture(page, info, 'student-phone-dark.png');
  });
});
