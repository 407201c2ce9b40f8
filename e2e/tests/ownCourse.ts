import type { Page, TestInfo } from '@playwright/test';
import { apiUrlOf, DEMO, expect, logout, uniqueId } from './fixtures';

/** The password of the students `studentInOwnCourse` makes. */
export const OWN_STUDENT_PASSWORD = 'Kestrel-42';

interface OwnCourse {
  /** Two letters that begin the course's code and say which spec made it. */
  prefix: string;
  /** The new student's name. */
  student: string;
  /** The word before the code in the course's title. */
  title: string;
  instructorId: number;
}

/**
 * A new student (signed up through the API) enrolled by the admin in a new course of 20 lectures
 * with no timetable (every date is a lecture), so a spec's leave touches no demo data; the admin
 * signs in on the page (the API calls carry its session) and signs out again. The course's code
 * is unique to the run and its browser's time zone.
 */
export async function studentInOwnCourse(
  page: Page,
  info: TestInfo,
  { prefix, student, title, instructorId }: OwnCourse,
): Promise<{ code: string; roll: number; api: string }> {
  const code = `${prefix}${Date.now() % 1_000_000}${info.project.use.timezoneId!.startsWith('Asia') ? 'K' : 'L'}`;
  const roll = uniqueId(info.workerIndex);
  const api = await apiUrlOf(page.request);
  const signUp = await page.request.post(`${api}/addUser`, {
    data: {
      name: student,
      user_id: roll,
      branch: 'CS',
      stream: 'B.Tech',
      joining_year: 2025,
      passwd: OWN_STUDENT_PASSWORD,
      role: 'student',
    },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const course = await page.request.post(`${api}/addCourse`, {
    data: { courseCode: code, courseTitle: `${title} ${code}`, instructorId, totalLectures: 20 },
  });
  expect(course.status()).toBe(201);
  const enrolled = await page.request.post(`${api}/addStudentToCourse`, {
    data: { courseCode: code, studentId: roll },
  });
  expect(enrolled.status()).toBe(201);
  await logout(page);
  return { code, roll, api };
}
