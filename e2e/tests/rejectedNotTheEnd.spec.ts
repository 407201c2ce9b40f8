/**
 * Rejected is not the end (issue 59): the instructor rejects two requests ("attach the letter and
 * re-apply") and reopens one from the History; the student resubmits the other with a new reason
 * and the letter, sees the chain on both cards and a file input on the reopened (Personal)
 * request; the instructor finds the resubmission marked, with the letter, in Pending Requests.
 */
import { addDays } from '@leave/contract';
import type { LeaveRequestResponse } from '@leave/contract';
import { DEMO, expect, logout, schoolToday, signIn, test } from './fixtures';
import { OWN_STUDENT_PASSWORD, studentInOwnCourse } from './ownCourse';

test('a rejected request is resubmitted with its letter, another reopened, and both are decided again', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // A new student in a course of its own (no timetable: every date is a lecture), taught by 501.
  const { code, roll, api } = await studentInOwnCourse(page, info, {
    prefix: 'RJ',
    student: 'Again Tester',
    title: 'Again',
    instructorId: 501,
  });

  // The student applies twice (the API calls carry the page's session).
  await signIn(page, String(roll), OWN_STUDENT_PASSWORD);
  await expect(page.getByRole('form', { name: 'Add Leave' })).toBeVisible();
  const apply = async (days: number, reason: string) => {
    const reply = await page.request.post(`${api}/applyLeave`, {
      data: {
        user_id: roll,
        user_role: 'student',
        reason,
        from_date: addDays(schoolToday(), days),
        course_codes: [code],
      },
    });
    expect(reply.status()).toBe(201);
    return ((await reply.json()) as LeaveRequestResponse).request_id!;
  };
  const trip = await apply(3, 'Organiser trip');
  const match = await apply(5, 'Inter-college match');
  await logout(page);

  // The instructor rejects both, then reopens the match from the History.
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  await expect(page.getByRole('heading', { name: 'Pending Requests', exact: true })).toBeVisible();
  for (const requestId of [trip, match]) {
    const decided = await page.request.post(`${api}/decideRequest`, {
      data: {
        request_id: requestId,
        course_code: code,
        decision: 'rejected',
        comment: 'No organiser letter; attach it and re-apply',
      },
    });
    expect(decided.status()).toBe(200);
  }
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByLabel('Course').selectOption(code);
  const matchLeave = page.getByRole('region', { name: /^Leave of / }).filter({ hasText: 'Inter-college match' });
  await matchLeave.getByRole('button', { name: /^Reopen request of Again Tester/ }).click();
  const reopen = matchLeave.getByRole('form', { name: /^Reopen request of Again Tester/ });
  await reopen.getByLabel(/^Comment/).fill('Letter seen at the desk');
  await reopen.getByRole('button', { name: 'Confirm reopen' }).click();
  await expect(
    page.getByText(`Again Tester's request in ${code}: 1 leave of ${code} reopened: pending again.`),
  ).toBeVisible();
  await logout(page);

  // The student resubmits the trip with a new reason and the letter.
  await signIn(page, String(roll), OWN_STUDENT_PASSWORD);
  await page.getByRole('button', { name: 'My Requests' }).click();
  const oldCard = page.getByRole('region', { name: /^Organiser trip, (?!letter attached)/ });
  await oldCard.getByRole('button', { name: /^Resubmit Organiser trip/ }).click();
  const form = oldCard.getByRole('form', { name: /^Resubmit Organiser trip/ });
  await form.getByLabel('New reason').fill('Organiser trip, letter attached');
  await form.getByLabel(/^Supporting documents, if you have one/).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Resubmit request' }).click();
  await expect(page.getByText(/: resubmitted as request \d+\. 1 leave applied\. 1 document attached\.$/)).toBeVisible();
  const newCard = page.getByRole('region', { name: /^Organiser trip, letter attached, / });
  await expect(newCard).toContainText(`Resubmitted from request ${trip}.`);
  await expect(oldCard).toContainText(/Resubmitted as request \d+\./);
  await expect(oldCard.getByRole('button', { name: /^Resubmit/ })).toHaveCount(0);
  // The reopened match is pending again, and takes a document though its kind needs none.
  const matchCard = page.getByRole('region', { name: /^Inter-college match, / });
  await expect(matchCard).toContainText('pending');
  await matchCard.getByRole('button', { name: /^Attach file to Inter-college match/ }).click();
  await expect(matchCard.getByRole('form', { name: /^Attach documents to Inter-college match/ })).toBeVisible();
  await logout(page);

  // The instructor finds both pending again, the resubmission marked and its letter there.
  await signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor');
  const pending = page.getByRole('region', { name: new RegExp(`^${code} - Again ${code}`) });
  const resubmitted = pending.getByRole('row', { name: /Organiser trip, letter attached/ });
  await expect(resubmitted).toContainText(`(resubmitted from request ${trip})`);
  await expect(resubmitted.getByRole('link', { name: 'Download letter.pdf' })).toBeVisible();
  await expect(pending.getByRole('row', { name: /Inter-college match/ })).toBeVisible();
});
