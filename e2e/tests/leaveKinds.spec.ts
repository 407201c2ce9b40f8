import { AFTER_UNDO, DEMO, expect, logout, signIn, test } from './fixtures';
import { OWN_STUDENT_PASSWORD, studentInOwnCourse } from './ownCourse';

/** A date `days` after `iso`, and the calendar tile's name for it (calendar arithmetic, in UTC). */
function daysAfter(iso: string, days: number) {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const label = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return { iso: date.toISOString().slice(0, 10), label };
}

test('four days of Sick leave need a certificate, which the student attaches and the instructor opens before approving; Institute duty leaves the percentage as it was', async ({
  page,
}, info) => {
  // Each decision waits a few seconds for Undo before it is sent (UNDO_SECONDS).
  test.setTimeout(90_000);
  // A new student, and a course of 20 lectures (no timetable: every date is one) with them enrolled.
  const { code, roll } = await studentInOwnCourse(page, info, {
    prefix: 'KD',
    student: 'Kind Tester',
    title: 'Kinds',
    instructorId: 501,
  });

  // The student: four days of Sick leave, told a certificate is needed, and attaching it at once.
  await signIn(page, String(roll), OWN_STUDENT_PASSWORD);
  const form = page.getByRole('form', { name: 'Add Leave' });
  // The calendar opens on the school's today, which may not be the browser's.
  const today = (await form.getByLabel('Leave Date').textContent()) ?? '';
  const fourthDay = daysAfter(today, 3).iso;
  await form.getByLabel('Kind of leave').selectOption('Sick');
  await form.getByLabel('Reason').fill('Fever');
  await form.getByLabel('Course Code').fill(code);
  await form.getByLabel('To date (optional, for several days)').fill(fourthDay);
  await form.getByRole('checkbox', { name: 'Include weekends' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      'This request needs a supporting document (such as a certificate): attach it now, or later from My Requests.',
    ),
  ).toBeVisible();
  const attach = page.getByRole('form', { name: 'Attach documents to this request' });
  await attach.getByLabel(/^Supporting documents/).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach.getByText('1 document attached')).toBeVisible();

  // Institute duty on another day: the preview says it does not count.
  const later = daysAfter(today, 10).label;
  const tile = page.getByRole('button', { name: new RegExp(`^${later}`) });
  if (!(await tile.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: new RegExp(`^${later}`) }).click();
  await form.getByLabel('Kind of leave').selectOption('Institute duty');
  await form.getByLabel('Reason').fill('Inter-college match');
  await form.getByLabel('Course Code').fill(code);
  await expect(form.getByRole('status', { name: 'What approval would do' })).toContainText(
    "Institute duty leave does not count toward the course's leave limit",
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('1 leave applied')).toBeVisible();
  await logout(page);

  // The instructor opens the certificate beside the request and approves; Institute duty is
  // approved past its missing letter, with a comment.
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  const course = page.getByRole('region', { name: new RegExp(`^${code} - Kinds ${code}`) });
  const download = page.waitForEvent('download');
  await course.getByRole('link', { name: 'Download certificate.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('certificate.pdf');
  const sick = course.getByRole('row', { name: /Fever/ });
  await sick.getByRole('button', { name: /^Approve leave of/ }).click();
  await expect(sick).toBeHidden(AFTER_UNDO);
  const duty = course.getByRole('row', { name: /Inter-college match/ });
  await expect(duty).toContainText('Document needed');
  await duty.getByRole('checkbox', { name: /Approve without the document/ }).check();
  await duty.getByRole('textbox', { name: /^Comment for leave of/ }).fill("Organiser's letter seen");
  await duty.getByRole('button', { name: /^Approve leave of/ }).click();
  await expect(duty).toBeHidden(AFTER_UNDO);
  await logout(page);

  // The student: four lectures of 20 count (20%); the excused one does not.
  await signIn(page, String(roll), OWN_STUDENT_PASSWORD);
  await expect(page.getByRole('region', { name: 'Current Leave Percentage' })).toContainText(`${code} : 20%`);
});
