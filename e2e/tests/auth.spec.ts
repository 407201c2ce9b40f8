import { DEMO, expect, signIn, test, uniqueId } from './fixtures';

test('a new student signs up, then signs in and lands on the student dashboard', async ({ page, dialogs }, info) => {
  const id = String(uniqueId(info.workerIndex));
  await page.goto('/');
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Nisha Verma');
  await page.getByLabel('Roll No.').fill(id);
  await page.getByLabel('Branch').fill('Computer Science');
  await page.getByLabel('Stream').fill('B.Tech');
  await page.getByLabel('Joining Year').fill('2025');
  await page.getByLabel('Password').fill('Kestrel-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Your account was created. Sign in to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, id, 'Kestrel-42');
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { name: 'Welcome Nisha Verma' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a new instructor signs up with Registration No. and Department, then lands on /instructor', async ({
  page,
  dialogs,
}, info) => {
  const id = String(uniqueId(info.workerIndex));
  await page.goto('/signup');
  await page.getByLabel('Role').selectOption('course instructor');
  await expect(page.getByLabel('Stream')).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill('Dr. Kiran Bose');
  await page.getByLabel('Registration No.').fill(id);
  await page.getByLabel('Department').fill('Physics');
  await page.getByLabel('Password').fill('Kestrel-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signIn(page, id, 'Kestrel-42', 'Instructor');
  await expect(page).toHaveURL(/\/instructor$/);
  await expect(page.getByRole('heading', { name: 'Welcome Dr. Kiran Bose' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('signing up with a taken id alerts and keeps the form filled', async ({ page, dialogs }) => {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Copy Cat');
  await page.getByLabel('Roll No.').fill(DEMO.student.id);
  await page.getByLabel('Branch').fill('CS');
  await page.getByLabel('Stream').fill('B.Tech');
  await page.getByLabel('Joining Year').fill('2024');
  await page.getByLabel('Password').fill('Kestrel-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect.poll(() => dialogs).toEqual(['Error occurred while signing up']);
  await expect(page.getByRole('alert')).toHaveText(/already exists/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Copy Cat');
  await expect(page).toHaveURL(/\/signup$/);
});

test('the demo instructor signs in and lands on /instructor', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page).toHaveURL(/\/instructor$/);
  await expect(page.getByRole('heading', { name: `Welcome ${DEMO.instructor.name}` })).toBeVisible();
});

test('a wrong password alerts Invalid Username or Password and stays on sign in', async ({ page, dialogs }) => {
  await page.goto('/');
  await signIn(page, DEMO.student.id, 'not-the-password');
  await expect.poll(() => dialogs).toEqual(['Invalid Username or Password']);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toHaveValue(DEMO.student.id);
});

test('the right role is needed: a student id signing in as instructor is refused', async ({ page, dialogs }) => {
  await page.goto('/');
  await signIn(page, DEMO.student.id, DEMO.student.password, 'Instructor');
  await expect.poll(() => dialogs).toEqual(['Invalid Username or Password']);
});

test('empty fields are reported per field and nothing is sent', async ({ page, dialogs }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(dialogs).toEqual([]);
});
